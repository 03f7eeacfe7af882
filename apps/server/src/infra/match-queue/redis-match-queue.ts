import type { Redis } from 'ioredis';
import { systemClock, type Clock } from '../clock';
import {
  DEFAULT_MATCH_QUEUE_OPTIONS,
  type MatchQueue,
  type MatchQueueOptions,
  type Seeker,
} from './match-queue';

/**
 * One Lua script does the whole join: Redis runs it without interleaving any other command, so two processes
 * joining at the same moment can never take the same waiting seeker. It mirrors compatible() of match-queue.ts.
 * Seekers are kept as the JSON the caller sent (re-encoding in Lua would turn an empty list into an object) and,
 * for the scan, as a compact filter string that Lua parses much faster than JSON.
 * The recent-pair keys are not declared in KEYS, which Redis Cluster would refuse; a single Redis (or a
 * replicated primary) is what the product runs on.
 */
const JOIN_SCRIPT = `
local queue, seekers, filters, expiries, sequence = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local raw, id, now = ARGV[1], ARGV[2], tonumber(ARGV[3])
local rematchMs, ttlMs, pairPrefix, myFilter = tonumber(ARGV[4]), tonumber(ARGV[5]), ARGV[6], ARGV[7]

local waiting = {}

local function drop(member)
  waiting[member] = nil
  redis.call('ZREM', queue, member)
  redis.call('HDEL', seekers, member)
  redis.call('HDEL', filters, member)
  redis.call('HDEL', expiries, member)
end

-- A filter is 'userId;gender;wantGender;countryId;wantCountryId;,avoided,ids,' (see filterOf), stored with
-- the entry's expiry in front ('expiresAt|filter'), parsed without JSON so that scanning a long queue stays cheap.
local function parse(filter)
  local userId, gender, wantGender, countryId, wantCountryId, avoid =
    string.match(filter, '^(%d+);(%d*);(%d+);(%d*);(%d+);(.*)$')
  return { userId = userId, gender = gender, wantGender = wantGender, countryId = countryId,
    wantCountryId = wantCountryId, avoid = avoid }
end

-- One round trip for every waiting entry's filter, instead of one per entry.
local all = redis.call('HGETALL', filters)
for i = 1, #all, 2 do waiting[all[i]] = all[i + 1] end

local function accepts(a, b)
  return (a.wantGender == '0' or a.wantGender == b.gender) and (a.wantCountryId == '0' or a.wantCountryId == b.countryId)
end

local function avoids(a, b)
  return string.find(a.avoid, ',' .. b.userId .. ',', 1, true) ~= nil
end

local me = parse(myFilter)
drop(id)
for _, member in ipairs(redis.call('ZRANGE', queue, 0, -1)) do
  local stored = waiting[member]
  local expiresAt, otherFilter
  if stored then expiresAt, otherFilter = string.match(stored, '^(%d+)|(.*)$') end
  if not otherFilter or tonumber(expiresAt) <= now then
    drop(member)
  else
    local other = parse(otherFilter)
    if other.userId ~= me.userId and not avoids(me, other) and not avoids(other, me)
      and accepts(me, other) and accepts(other, me) then
      local a, b = tonumber(me.userId), tonumber(other.userId)
      local pair = pairPrefix .. string.format('%d:%d', math.min(a, b), math.max(a, b))
      -- The pair key holds when the re-match window ends, by the caller's clock; its own expiry only cleans up.
      local metUntil = tonumber(redis.call('GET', pair) or '0')
      if metUntil <= now then
        local otherRaw = redis.call('HGET', seekers, member)
        drop(member)
        redis.call('SET', pair, string.format('%d', now + rematchMs), 'PX', rematchMs)
        return otherRaw
      end
    end
  end
end
redis.call('ZADD', queue, redis.call('INCR', sequence), id)
redis.call('HSET', seekers, id, raw)
redis.call('HSET', filters, id, string.format('%d', now + ttlMs) .. '|' .. myFilter)
redis.call('HSET', expiries, id, now + ttlMs)
return false
`;

type JoinCommand = (
  queue: string,
  seekers: string,
  filters: string,
  expiries: string,
  sequence: string,
  raw: string,
  id: string,
  now: number,
  rematchMs: number,
  ttlMs: number,
  pairPrefix: string,
  filter: string,
) => Promise<string | null>;

/** The fields the script compares, in the form its parse() reads. */
function filterOf(s: Seeker): string {
  const avoid = s.avoid.length ? `,${s.avoid.join(',')},` : '';
  return [s.userId, s.gender ?? '', s.wantGender, s.countryId ?? '', s.wantCountryId, avoid].join(';');
}

/** The queue shared by every server process through Redis (REDIS_URL). */
export class RedisMatchQueue implements MatchQueue {
  private readonly keys: {
    queue: string;
    seekers: string;
    filters: string;
    expiries: string;
    sequence: string;
    pairs: string;
  };
  private readonly joinCommand: JoinCommand;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly options: MatchQueueOptions = DEFAULT_MATCH_QUEUE_OPTIONS,
    private readonly clock: Clock = systemClock,
  ) {
    this.keys = {
      queue: `${prefix}mq:queue`,
      seekers: `${prefix}mq:seekers`,
      filters: `${prefix}mq:filters`,
      expiries: `${prefix}mq:expiries`,
      sequence: `${prefix}mq:seq`,
      pairs: `${prefix}mq:met:`,
    };
    // defineCommand sends the script once and then calls it by its hash (EVALSHA).
    if (!('mingleMatchJoin' in redis))
      redis.defineCommand('mingleMatchJoin', { numberOfKeys: 5, lua: JOIN_SCRIPT });
    this.joinCommand = (redis as unknown as { mingleMatchJoin: JoinCommand }).mingleMatchJoin.bind(redis);
  }

  async join(seeker: Seeker): Promise<Seeker | null> {
    const { queue, seekers, filters, expiries, sequence, pairs } = this.keys;
    const partner = await this.joinCommand(
      queue,
      seekers,
      filters,
      expiries,
      sequence,
      JSON.stringify(seeker),
      String(seeker.userId),
      this.clock.now(),
      this.options.rematchWindowMs,
      this.options.entryTtlMs,
      pairs,
      filterOf(seeker),
    );
    return partner ? (JSON.parse(partner) as Seeker) : null;
  }

  async leave(userId: number): Promise<boolean> {
    const member = String(userId);
    const [removed] = (await this.redis
      .multi()
      .zrem(this.keys.queue, member)
      .hdel(this.keys.seekers, member)
      .hdel(this.keys.filters, member)
      .hdel(this.keys.expiries, member)
      .exec()) ?? [[null, 0]];
    return Number(removed?.[1]) > 0;
  }

  async isWaiting(userId: number): Promise<boolean> {
    const expiresAt = await this.redis.hget(this.keys.expiries, String(userId));
    return expiresAt !== null && Number(expiresAt) > this.clock.now();
  }

  async size(): Promise<number> {
    const now = this.clock.now();
    return (await this.redis.hvals(this.keys.expiries)).filter((v) => Number(v) > now).length;
  }
}
