import { describe, expect, it } from 'vitest';
import type { Clock } from '../clock';
import { ManualClock } from '../manual-clock';
import { type MatchQueue, type MatchQueueOptions, type Seeker } from './match-queue';

export const seeker = (userId: number, overrides: Partial<Seeker> = {}): Seeker => ({
  userId,
  gender: 1,
  wantGender: 0,
  countryId: 276,
  wantCountryId: 0,
  avoid: [],
  ...overrides,
});

const WINDOWS: MatchQueueOptions = { rematchWindowMs: 60_000, entryTtlMs: 60_000 };
type Make = (options?: MatchQueueOptions, clock?: Clock) => MatchQueue;

/** One contract for both implementations; with Redis, `makeOther` is a second process's connection. */
export function contract(name: string, make: Make, makeOther: Make) {
  describe(`${name} match queue`, () => {
    it('queues the first seeker and pairs the second with them, leaving the queue empty', async () => {
      const queue = make();
      expect(await queue.join(seeker(1))).toBeNull();
      expect(await queue.isWaiting(1)).toBe(true);
      expect(await queue.join(seeker(2))).toEqual(seeker(1));
      expect(await queue.isWaiting(1)).toBe(false);
      expect(await queue.isWaiting(2)).toBe(false);
      expect(await queue.size()).toBe(0);
    });

    it('takes the longest-waiting compatible seeker first', async () => {
      const queue = make();
      // Three women who want men wait, in this order; they do not suit one another.
      for (const id of [1, 2, 3])
        expect(await queue.join(seeker(id, { gender: 2, wantGender: 1 }))).toBeNull();
      expect((await queue.join(seeker(4)))?.userId).toBe(1);
      expect(await queue.join(seeker(5, { wantGender: 1 }))).toBeNull();
      expect((await queue.join(seeker(6, { wantGender: 2 })))?.userId).toBe(2);
      expect(await queue.size()).toBe(2);
    });

    it('never pairs a user with themself: joining again replaces the entry', async () => {
      const queue = make();
      expect(await queue.join(seeker(7))).toBeNull();
      expect(await queue.join(seeker(7, { wantGender: 2 }))).toBeNull();
      expect(await queue.size()).toBe(1);
      // The replaced entry's filter applies: 8 is a man, 7 now wants women.
      expect(await queue.join(seeker(8, { wantGender: 2 }))).toBeNull();
      expect(await queue.size()).toBe(2);
    });

    it("respects both sides' gender filters", async () => {
      const queue = make();
      await queue.join(seeker(1, { gender: 1, wantGender: 2 }));
      expect(await queue.join(seeker(2, { gender: 1, wantGender: 2 }))).toBeNull();
      expect((await queue.join(seeker(3, { gender: 2, wantGender: 1 })))?.userId).toBe(1);
      expect(await queue.isWaiting(2)).toBe(true);
    });

    it("respects both sides' country filters", async () => {
      const queue = make();
      await queue.join(seeker(10, { countryId: 76, wantCountryId: 276 }));
      expect(await queue.join(seeker(11, { countryId: 840, wantCountryId: 840 }))).toBeNull();
      expect((await queue.join(seeker(12, { countryId: 276, wantCountryId: 76 })))?.userId).toBe(10);
      expect(await queue.isWaiting(11)).toBe(true);
    });

    it('matches someone without gender or country only with a seeker who wants any', async () => {
      const queue = make();
      await queue.join(seeker(1, { gender: null, countryId: null }));
      expect(await queue.join(seeker(2, { wantGender: 1 }))).toBeNull();
      expect(await queue.join(seeker(3, { gender: 2, wantCountryId: 276, wantGender: 2 }))).toBeNull();
      expect((await queue.join(seeker(4, { gender: 2 })))?.userId).toBe(1);
    });

    it('never pairs users either of whom avoids the other', async () => {
      const queue = make();
      await queue.join(seeker(1, { avoid: [2] }));
      expect(await queue.join(seeker(2))).toBeNull();
      expect((await queue.join(seeker(3, { avoid: [2] })))?.userId).toBe(1);
      expect(await queue.join(seeker(4, { avoid: [] }))).toEqual(seeker(2));
    });

    it('does not pair the same two again within the re-match window, and does after it', async () => {
      const queue = make(WINDOWS);
      await queue.join(seeker(1));
      expect((await queue.join(seeker(2)))?.userId).toBe(1);
      expect(await queue.join(seeker(1))).toBeNull();
      expect(await queue.join(seeker(2))).toBeNull();
      expect((await queue.join(seeker(3)))?.userId).toBe(1);

      const clock = new ManualClock();
      const short = make({ rematchWindowMs: 60_000, entryTtlMs: 600_000 }, clock);
      await short.join(seeker(21));
      expect((await short.join(seeker(22)))?.userId).toBe(21);
      await clock.advance(59_999);
      await short.join(seeker(21));
      expect(await short.join(seeker(22))).toBeNull();
      await short.leave(22);
      await clock.advance(1);
      await short.join(seeker(21));
      expect((await short.join(seeker(22)))?.userId).toBe(21);
    });

    it('lets a user leave, and drops entries nobody refreshed', async () => {
      const clock = new ManualClock();
      const queue = make({ rematchWindowMs: 60_000, entryTtlMs: 5 * 60_000 }, clock);
      await queue.join(seeker(1));
      expect(await queue.leave(1)).toBe(true);
      expect(await queue.leave(1)).toBe(false);
      expect(await queue.join(seeker(2))).toBeNull();
      await clock.advance(5 * 60_000 - 1);
      expect(await queue.isWaiting(2)).toBe(true);
      await clock.advance(1);
      expect(await queue.isWaiting(2)).toBe(false);
      expect(await queue.size()).toBe(0);
      expect(await queue.join(seeker(3))).toBeNull();
    });

    it('pairs every one of many racing seekers exactly once, across two connections', async () => {
      const first = make();
      const second = makeOther();
      const ids = Array.from({ length: 200 }, (_, i) => 1000 + i);
      const results = await Promise.all(
        ids.map(async (id, i) => ({ id, partner: await (i % 2 ? first : second).join(seeker(id)) })),
      );
      const pairs = results.filter((r) => r.partner !== null).map((r) => [r.id, r.partner?.userId ?? 0]);
      const paired = pairs.flat();
      expect(new Set(paired).size).toBe(paired.length);
      expect(paired).toHaveLength(200 - (await first.size()));
      expect(await first.size()).toBeLessThanOrEqual(1);
      for (const [a, b] of pairs) expect(a).not.toBe(b);
    });
  });
}
