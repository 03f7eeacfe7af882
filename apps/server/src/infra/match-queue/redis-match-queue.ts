import type { Redis } from 'ioredis';
import {
  DEFAULT_MATCH_QUEUE_OPTIONS,
  type MatchQueue,
  type MatchQueueOptions,
  type Seeker,
} from './match-queue';

/**
 * One Lua script does the whole join: Redis runs it without interleaving any other command, so two processes
 * joining at the same moment can never take the same waiting seeker. It mirrors compatible() of match-queue.ts.
 * Seekers are kept as the JSON the caller sent (re-encoding in Lua would turn an empty list into an object).
 * The recent-pair keys are not declared in KEYS, which Redis Cluster would refuse; a single Redis (or a
 * replicated primary) is what the product runs on.
 */
const JOIN_SCRIPT = `
local queue, seekers, expiries, sequence = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local raw, id, now = ARGV[1], ARGV[2], tonumber(ARGV[3])
local rematchMs, ttlMs, pairPrefix = ARGV[4], tonumber(ARGV[5]), ARGV[6]
local me = cjson.decode(raw)

local function drop(member)
  redis.call('ZREM', queue, member)
  redis.call('HDEL', seekers, member)
  redis.call('HDEL', expiries, member)
end

local function contains(list, value)
  for _, v in ipairs(list) do
    if v == value then return true end
  end
  return false
end

local function accepts(a, b)
  return (a.wantGender == 0 or a.wantGender == b.gender) and (a.wantCountryId == 0 or a.wantCountryId == b.countryId)
end

drop(id)
for _, member in ipairs(redis.call('ZRANGE', queue, 0, -1)) do
  local expiresAt = tonumber(redis.call('HGET', expiries, member))
  local otherRaw = redis.call('HGET', seekers, member)
  if not expiresAt or not otherRaw or expiresAt <= now then
    drop(member)
  else
    local other = cjson.decode(otherRaw)
    local pair = pairPrefix .. string.format('%d:%d', math.min(me.userId, other.userId), math.max(me.userId, other.userId))
    if other.userId ~= me.userId
      and not contains(me.avoid, other.userId) and not contains(other.avoid, me.userId)
      and accepts(me, other) and accepts(other, me)
      and redis.call('EXISTS', pair) == 0 then
      drop(member)
      redis.call('SET', pair, '1', 'PX', rematchMs)
      return otherRaw
    end
  end
end
redis.call('ZADD', queue, redis.call('INCR', sequence), id)
redis.call('HSET', seekers, id, raw)
redis.call('HSET', expiries, id, now + ttlMs)
return false
`;

type JoinCommand = (
  queue: string,
  seekers: string,
  expiries: string,
  sequence: string,
  raw: string,
  id: string,
  now: number,
  rematchMs: number,
  ttlMs: number,
  pairPrefix: string,
) => Promise<string | null>;

/** The queue shared by every server process through Redis (REDIS_URL). */
export class RedisMatchQueue implements MatchQueue {
  private readonly keys: {
    queue: string;
    seekers: string;
    expiries: string;
    sequence: string;
    pairs: string;
  };
  private readonly joinCommand: JoinCommand;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly options: MatchQueueOptions = DEFAULT_MATCH_QUEUE_OPTIONS,
    private readonly now: () => number = Date.now,
  ) {
    this.keys = {
      queue: `${prefix}mq:queue`,
      seekers: `${prefix}mq:seekers`,
      expiries: `${prefix}mq:expiries`,
      sequence: `${prefix}mq:seq`,
      pairs: `${prefix}mq:met:`,
    };
    // defineCommand sends the script once and then calls it by its hash (EVALSHA).
    if (!('mingleMatchJoin' in redis))
      redis.defineCommand('mingleMatchJoin', { numberOfKeys: 4, lua: JOIN_SCRIPT });
    this.joinCommand = (redis as unknown as { mingleMatchJoin: JoinCommand }).mingleMatchJoin.bind(redis);
  }

  async join(seeker: Seeker): Promise<Seeker | null> {
    const { queue, seekers, expiries, sequence, pairs } = this.keys;
    const partner = await this.joinCommand(
      queue,
      seekers,
      expiries,
      sequence,
      JSON.stringify(seeker),
      String(seeker.userId),
      this.now(),
      this.options.rematchWindowMs,
      this.options.entryTtlMs,
      pairs,
    );
    return partner ? (JSON.parse(partner) as Seeker) : null;
  }

  async leave(userId: number): Promise<boolean> {
    const member = String(userId);
    const [removed] = (await this.redis
      .multi()
      .zrem(this.keys.queue, member)
      .hdel(this.keys.seekers, member)
      .hdel(this.keys.expiries, member)
      .exec()) ?? [[null, 0]];
    return Number(removed?.[1]) > 0;
  }

  async isWaiting(userId: number): Promise<boolean> {
    const expiresAt = await this.redis.hget(this.keys.expiries, String(userId));
    return expiresAt !== null && Number(expiresAt) > this.now();
  }

  async size(): Promise<number> {
    const now = this.now();
    return (await this.redis.hvals(this.keys.expiries)).filter((v) => Number(v) > now).length;
  }
}
