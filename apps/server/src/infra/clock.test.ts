import { describe, expect, it } from 'vitest';
import {
  dayCounterTtlMs,
  DAY_MS,
  HOUR_MS,
  nextUtcMidnight,
  systemClock,
  utcDayOf,
  utcDayStart,
} from './clock';
import { ManualClock } from './manual-clock';

const at = (iso: string) => Date.parse(iso);

describe('the UTC day rule', () => {
  it('starts a day at 0:00 UTC and the next at the following midnight, whatever the time of day', () => {
    expect(utcDayStart(at('2026-03-01T00:00:00Z'))).toBe(at('2026-03-01T00:00:00Z'));
    expect(utcDayStart(at('2026-03-01T23:59:59.999Z'))).toBe(at('2026-03-01T00:00:00Z'));
    expect(nextUtcMidnight(at('2026-03-01T00:00:00Z'))).toBe(at('2026-03-02T00:00:00Z'));
    expect(nextUtcMidnight(at('2026-03-01T23:59:59.999Z'))).toBe(at('2026-03-02T00:00:00Z'));
    expect(nextUtcMidnight(at('2026-12-31T12:00:00Z'))).toBe(at('2027-01-01T00:00:00Z'));
    expect(nextUtcMidnight(at('2028-02-28T08:00:00Z'))).toBe(at('2028-02-29T00:00:00Z'));
  });

  it('names the day for counter keys, changing exactly at midnight', () => {
    expect(utcDayOf(at('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(utcDayOf(at('2026-03-02T00:00:00Z'))).toBe('2026-03-02');
    // 23:30 in New York on 1 March is already 2 March in UTC: the counter follows UTC.
    expect(utcDayOf(at('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
  });

  it('keeps a day counter to the next midnight plus an hour of slack', () => {
    expect(dayCounterTtlMs(at('2026-03-01T23:00:00Z'))).toBe(2 * HOUR_MS);
    expect(dayCounterTtlMs(at('2026-03-01T00:00:00Z'))).toBe(DAY_MS + HOUR_MS);
  });
});

describe('ManualClock', () => {
  it('stands still until moved, and never goes back', async () => {
    const clock = new ManualClock(at('2026-03-01T10:00:00Z'));
    expect(clock.now()).toBe(at('2026-03-01T10:00:00Z'));
    expect(clock.date().toISOString()).toBe('2026-03-01T10:00:00.000Z');
    await clock.advance(DAY_MS);
    expect(clock.date().toISOString()).toBe('2026-03-02T10:00:00.000Z');
    await expect(clock.advance(-1)).rejects.toThrow(/back/);
    await expect(clock.advanceTo(at('2026-03-01T10:00:00Z'))).rejects.toThrow(/back/);
  });

  it('fires the timers that fell due in the order they fell due, seeing the new time, and none early', async () => {
    const clock = new ManualClock(0);
    const fired: [string, number][] = [];
    const note = (name: string) => () => void fired.push([name, clock.now()]);
    clock.setTimeout(note('c'), 300);
    clock.setTimeout(note('a'), 100);
    clock.setTimeout(note('b'), 100);
    clock.setTimeout(note('late'), 1_000);
    await clock.advance(99);
    expect(fired).toEqual([]);
    await clock.advance(201);
    expect(fired).toEqual([
      ['a', 300],
      ['b', 300],
      ['c', 300],
    ]);
    expect(clock.pendingTimers).toBe(1);
  });

  it('runs a timer that re-arms itself once per move, as a late process would', async () => {
    const clock = new ManualClock(0);
    const ticks: number[] = [];
    const tick = () => {
      ticks.push(clock.now());
      clock.setTimeout(tick, 10);
    };
    clock.setTimeout(tick, 10);
    await clock.advance(35);
    expect(ticks).toEqual([35]);
    await clock.advance(10);
    expect(ticks).toEqual([35, 45]);
  });

  it('fails loudly on a timer that keeps re-arming itself for now', async () => {
    const clock = new ManualClock(0);
    const spin = () => void clock.setTimeout(spin, 0);
    clock.setTimeout(spin, 0);
    await expect(clock.advance(1)).rejects.toThrow(/re-arming/);
  });

  it('awaits the work a timer returns before firing the next one', async () => {
    const clock = new ManualClock(0);
    const log: string[] = [];
    clock.setTimeout(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      log.push('slow done');
    }, 10);
    clock.setTimeout(() => void log.push('next'), 20);
    await clock.advance(20);
    expect(log).toEqual(['slow done', 'next']);
  });

  it('forgets cleared timers', async () => {
    const clock = new ManualClock(0);
    let fired = false;
    const timer = clock.setTimeout(() => (fired = true), 10);
    clock.clearTimeout(timer);
    await clock.advance(100);
    expect(fired).toBe(false);
    expect(clock.pendingTimers).toBe(0);
  });
});

describe('systemClock', () => {
  it('reads the real time', () => {
    const before = Date.now();
    const now = systemClock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(Math.abs(systemClock.date().getTime() - now)).toBeLessThan(1_000);
  });

  it('runs and clears real timers', async () => {
    const fired = await new Promise<boolean>((resolve) => {
      systemClock.clearTimeout(systemClock.setTimeout(() => resolve(false), 0));
      systemClock.setTimeout(() => resolve(true), 1);
    });
    expect(fired).toBe(true);
  });
});
