import type { Redis } from 'ioredis';
import type { KeyValueStore } from './key-value-store';

const DELETE_IF_EQUALS = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;
const REPLACE_IF_EQUALS = `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('SET', KEYS[1], ARGV[2], 'KEEPTTL') return 1 else return 0 end`;

export class RedisKeyValueStore implements KeyValueStore {
  /** prefix keeps several apps (or parallel test files) apart on one Redis. */
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'mingle:',
  ) {}

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(this.prefix + key, value, 'PX', ttlMs, 'NX')) === 'OK';
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'PX', ttlMs);
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const results = await this.redis
      .multi()
      .incr(this.prefix + key)
      .pexpire(this.prefix + key, ttlMs, 'NX')
      .exec();
    const [error, value] = results?.[0] ?? [new Error('empty MULTI result'), null];
    if (error) throw error;
    return Number(value);
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key);
  }

  async getMany(keys: readonly string[]): Promise<(string | null)[]> {
    if (keys.length === 0) return [];
    return this.redis.mget(keys.map((k) => this.prefix + k));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async deleteIfEquals(key: string, value: string): Promise<boolean> {
    // Compare and delete in one script: between a GET and a DEL another node could have claimed the key.
    const deleted = await this.redis.eval(DELETE_IF_EQUALS, 1, this.prefix + key, value);
    return deleted === 1;
  }

  async replaceIfEquals(key: string, expected: string, value: string): Promise<boolean> {
    return (await this.redis.eval(REPLACE_IF_EQUALS, 1, this.prefix + key, expected, value)) === 1;
  }

  async close(): Promise<void> {
    // The connection belongs to the context, which closes it.
  }
}
