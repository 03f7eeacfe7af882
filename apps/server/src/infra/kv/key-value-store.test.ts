import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../config';
import type { KeyValueStore } from './key-value-store';
import { MemoryKeyValueStore } from './memory-key-value-store';
import { RedisKeyValueStore } from './redis-key-value-store';

const { redisUrl } = readEnv();
const connections: Redis[] = [];
afterAll(async () => {
  await Promise.all(connections.map((c) => c.quit()));
});

/** One contract for both implementations: what the memory store does, Redis must do too. */
function contract(name: string, make: () => KeyValueStore) {
  describe(`${name} key-value store`, () => {
    it('stores a key once with setIfAbsent', async () => {
      const kv = make();
      expect(await kv.setIfAbsent('a', '1', 10_000)).toBe(true);
      expect(await kv.setIfAbsent('a', '2', 10_000)).toBe(false);
      expect(await kv.get('a')).toBe('1');
    });

    it('lets only one of many concurrent setIfAbsent calls win', async () => {
      const kv = make();
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => kv.setIfAbsent('race', String(i), 10_000)),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('deletes a key only while it still holds the given value', async () => {
      const kv = make();
      await kv.set('slot', 'match-1', 10_000);
      expect(await kv.deleteIfEquals('slot', 'match-0')).toBe(false);
      expect(await kv.get('slot')).toBe('match-1');
      expect(await kv.deleteIfEquals('slot', 'match-1')).toBe(true);
      expect(await kv.get('slot')).toBeNull();
      expect(await kv.deleteIfEquals('slot', 'match-1')).toBe(false);
    });

    it('expires keys after their time to live', async () => {
      const kv = make();
      await kv.set('short', 'x', 50);
      expect(await kv.get('short')).toBe('x');
      await new Promise((r) => setTimeout(r, 120));
      expect(await kv.get('short')).toBeNull();
      expect(await kv.setIfAbsent('short', 'y', 1_000)).toBe(true);
    });

    it('counts in a fixed window that later increments do not extend', async () => {
      const kv = make();
      expect(await kv.increment('n', 150)).toBe(1);
      await new Promise((r) => setTimeout(r, 80));
      expect(await kv.increment('n', 150)).toBe(2);
      await new Promise((r) => setTimeout(r, 120));
      expect(await kv.increment('n', 150)).toBe(1);
      const parallel = await Promise.all(Array.from({ length: 10 }, () => kv.increment('p', 10_000)));
      expect([...parallel].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });

    it('reads many keys in order and deletes', async () => {
      const kv = make();
      await kv.set('m1', 'one', 10_000);
      await kv.set('m3', 'three', 10_000);
      expect(await kv.getMany(['m1', 'm2', 'm3'])).toEqual(['one', null, 'three']);
      expect(await kv.getMany([])).toEqual([]);
      await kv.delete('m1');
      expect(await kv.get('m1')).toBeNull();
    });
  });
}

contract('memory', () => new MemoryKeyValueStore());

// Runs in CI's second pass (REDIS_URL set); the default pass has no Redis.
describe.runIf(redisUrl)('with Redis', () => {
  contract('redis', () => {
    const redis = new Redis(redisUrl as string);
    connections.push(redis);
    return new RedisKeyValueStore(redis, `test:${randomBytes(6).toString('hex')}:`);
  });
});
