import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobStatus } from '../src/infra/jobs/job-registry';
import { ManualClock } from '../src/infra/manual-clock';
import { createTestApp, type TestApp } from './test-app';

// The server's background loops on the real app, on a clock the test moves.
const clock = new ManualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function healthJobs(app: TestApp = t): Promise<Record<string, JobStatus>> {
  const res = await app.app.inject({ method: 'GET', url: '/healthz' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { jobs: Record<string, JobStatus> } }).data.jobs;
}

describe('the jobs registry', () => {
  it('runs every background loop of the server, and /healthz shows how each last run went', async () => {
    const before = await healthJobs();
    // Without REDIS_URL the key-value store is in memory and has a sweep of its own.
    const names = [
      'calls.sweep',
      'gifts.purge-backpack',
      'matching.refresh-queue',
      'payments.sandbox-sweep',
      'push.send',
      'wallet.expire-holds',
      ...(t.ctx.redis ? [] : ['kv.sweep']),
    ];
    expect(Object.keys(before).sort()).toEqual(names.sort());
    for (const name of names) expect(before[name]).toMatchObject({ running: false, lastRun: null });

    const longest = Math.max(...Object.values(before).map((j) => j.intervalMs));
    await clock.advance(longest);
    const after = await healthJobs();
    for (const name of names) {
      expect(after[name]?.lastRun, name).toEqual({ at: clock.date().toISOString(), durationMs: 0, ok: true });
    }
  });

  it('shows a failing job with its error while the node stays healthy, and keeps running it', async () => {
    let runs = 0;
    t.ctx.jobs.add({
      name: 'test.failing',
      intervalMs: 1_000,
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('the outside service said no');
      },
    });
    await clock.advance(1_000);
    expect((await healthJobs())['test.failing']?.lastRun).toMatchObject({
      ok: false,
      error: 'the outside service said no',
    });
    await clock.advance(1_000);
    expect((await healthJobs())['test.failing']?.lastRun).toMatchObject({ ok: true });
    expect(runs).toBe(2);
  });

  it('stops with the app: a run in progress finishes before the database closes, and none starts after', async () => {
    const ownClock = new ManualClock();
    const own = await createTestApp({ clock: ownClock });
    let release: () => void = () => undefined;
    const outcomes: string[] = [];
    own.ctx.jobs.add({
      name: 'test.slow',
      intervalMs: 1_000,
      run: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        // Uses the database after closing began: it must still be open.
        await own.ctx.database.ping();
        outcomes.push('done');
      },
    });
    // The clock fires the timer at once and then waits on the run, which waits on `release`.
    const moved = ownClock.advance(1_000);
    expect(own.ctx.jobs.status()['test.slow']?.running).toBe(true);
    const closing = own.close();
    release();
    await Promise.all([moved, closing]);
    expect(outcomes).toEqual(['done']);
    expect(own.ctx.jobs.status()['test.slow']?.lastRun).toMatchObject({ ok: true });
    await ownClock.advance(60_000);
    expect(outcomes).toEqual(['done']);
  });
});
