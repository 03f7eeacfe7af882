import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../infra/manual-clock';
import { SessionCache, type StoredSession } from './session-cache';

/** A stand-in for the users table, counting its reads. */
function table(rows: Record<number, StoredSession>) {
  const reads: number[] = [];
  return {
    reads,
    read: (userId: number) => async () => {
      reads.push(userId);
      return rows[userId];
    },
  };
}

const session = (hash: string): StoredSession => ({ loginTokenHash: hash, deviceId: 'device' });

describe('session cache', () => {
  it('reads a session once and answers from memory until its time to live is over', async () => {
    const clock = new ManualClock();
    const cache = new SessionCache(clock, 30_000);
    const users = table({ 1: session('h1') });
    expect(await cache.get(1, users.read(1))).toEqual(session('h1'));
    await clock.advance(29_999);
    expect(await cache.get(1, users.read(1))).toMatchObject(session('h1'));
    expect(users.reads).toEqual([1]);
    await clock.advance(1);
    await cache.get(1, users.read(1));
    expect(users.reads).toEqual([1, 1]);
  });

  it('reads again after a forget, and never caches a user who does not exist', async () => {
    const cache = new SessionCache(new ManualClock(), 30_000);
    const users = table({ 1: session('h1') });
    await cache.get(1, users.read(1));
    cache.forget(1);
    await cache.get(1, users.read(1));
    expect(await cache.get(2, users.read(2))).toBeUndefined();
    expect(await cache.get(2, users.read(2))).toBeUndefined();
    expect(users.reads).toEqual([1, 1, 2, 2]);
  });

  it('does not keep what a read in flight found when the session changed meanwhile', async () => {
    const cache = new SessionCache(new ManualClock(), 30_000);
    let release: (s: StoredSession) => void = () => undefined;
    const slowRead = cache.get(1, () => new Promise<StoredSession>((resolve) => (release = resolve)));
    // A login elsewhere ends the session the read is about to return.
    cache.forget(1);
    release(session('old'));
    expect(await slowRead).toEqual(session('old'));
    const users = table({ 1: session('new') });
    expect(await cache.get(1, users.read(1))).toEqual(session('new'));
    expect(users.reads).toEqual([1]);
  });

  it('holds at most its capacity, dropping the oldest', async () => {
    const cache = new SessionCache(new ManualClock(), 30_000, 2);
    const users = table({ 1: session('a'), 2: session('b'), 3: session('c') });
    for (const id of [1, 2, 3]) await cache.get(id, users.read(id));
    await cache.get(3, users.read(3));
    await cache.get(1, users.read(1));
    expect(users.reads).toEqual([1, 2, 3, 1]);
  });

  it('caches nothing with a time to live of 0', async () => {
    const cache = new SessionCache(new ManualClock(), 0);
    const users = table({ 1: session('h1') });
    await cache.get(1, users.read(1));
    await cache.get(1, users.read(1));
    expect(users.reads).toEqual([1, 1]);
  });
});
