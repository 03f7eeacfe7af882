import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, vi } from 'vitest';
import { readEnv } from '../../config';
import { RedisKeyValueStore } from './redis-key-value-store';
import { contract } from './key-value-store.contract';

// The server-scaled project runs this file (it needs REDIS_URL); it fails there, never skips, without it.
const { redisUrl } = readEnv();
const connections: Redis[] = [];
afterAll(async () => {
  await Promise.all(connections.map((c) => c.quit()));
});

describe('with Redis', () => {
  contract('redis', () => {
    const redis = new Redis(redisUrl as string);
    connections.push(redis);
    return {
      kv: new RedisKeyValueStore(redis, `test:${randomBytes(6).toString('hex')}:`),
      // Redis expires keys on its own clock, which no test can move: wait until it has.
      after: (ms, check) => vi.waitFor(check, { timeout: ms + 5_000, interval: 10 }),
    };
  });
});
