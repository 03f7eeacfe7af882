import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from './key-value-store';

interface Subject {
  kv: KeyValueStore;
  /** Lets `ms` pass for the store, then runs `check` (which must hold once that time has passed). */
  after(ms: number, check: () => Promise<void>): Promise<void>;
}

/** One contract for both implementations: what the memory store does, Redis must do too. */
export function contract(name: string, make: () => Subject) {
  describe(`${name} key-value store`, () => {
    it('stores a key once with setIfAbsent', async () => {
      const { kv } = make();
      expect(await kv.setIfAbsent('a', '1', 10_000)).toBe(true);
      expect(await kv.setIfAbsent('a', '2', 10_000)).toBe(false);
      expect(await kv.get('a')).toBe('1');
    });

    it('lets only one of many concurrent setIfAbsent calls win', async () => {
      const { kv } = make();
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => kv.setIfAbsent('race', String(i), 10_000)),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('deletes a key only while it still holds the given value', async () => {
      const { kv } = make();
      await kv.set('slot', 'match-1', 10_000);
      expect(await kv.deleteIfEquals('slot', 'match-0')).toBe(false);
      expect(await kv.get('slot')).toBe('match-1');
      expect(await kv.deleteIfEquals('slot', 'match-1')).toBe(true);
      expect(await kv.get('slot')).toBeNull();
      expect(await kv.deleteIfEquals('slot', 'match-1')).toBe(false);
    });

    it('replaces a value only while it is the expected one, and keeps its time to live', async () => {
      const { kv, after } = make();
      await kv.set('state', 'busy', 100);
      expect(await kv.replaceIfEquals('state', 'online', 'offline')).toBe(false);
      expect(await kv.replaceIfEquals('state', 'busy', 'online')).toBe(true);
      expect(await kv.get('state')).toBe('online');
      // It still ends when the first value would have: the replacement gave it no new lifetime.
      await after(100, async () => expect(await kv.get('state')).toBeNull());
      expect(await kv.replaceIfEquals('state', 'online', 'busy')).toBe(false);
      expect(await kv.get('state')).toBeNull();
    });

    it('expires keys after their time to live', async () => {
      const { kv, after } = make();
      await kv.set('short', 'x', 50);
      expect(await kv.get('short')).toBe('x');
      await after(50, async () => expect(await kv.get('short')).toBeNull());
      expect(await kv.setIfAbsent('short', 'y', 1_000)).toBe(true);
    });

    it('counts in a fixed window that later increments do not extend', async () => {
      const { kv, after } = make();
      expect(await kv.increment('n', 100)).toBe(1);
      // A later increment with a far longer time to live still ends with the window the first one started.
      expect(await kv.increment('n', 3_600_000)).toBe(2);
      await after(100, async () => expect(await kv.get('n')).toBeNull());
      expect(await kv.increment('n', 100)).toBe(1);
      const parallel = await Promise.all(Array.from({ length: 10 }, () => kv.increment('p', 10_000)));
      expect([...parallel].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });

    it('reads many keys in order and deletes', async () => {
      const { kv } = make();
      await kv.set('m1', 'one', 10_000);
      await kv.set('m3', 'three', 10_000);
      expect(await kv.getMany(['m1', 'm2', 'm3'])).toEqual(['one', null, 'three']);
      expect(await kv.getMany([])).toEqual([]);
      await kv.delete('m1');
      expect(await kv.get('m1')).toBeNull();
    });
  });
}
