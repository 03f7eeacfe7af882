import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { ManualClock } from '../manual-clock';
import { JobRegistry } from './job-registry';

function setup() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  const clock = new ManualClock(Date.parse('2026-03-01T10:00:00Z'));
  return { clock, jobs: new JobRegistry(clock, logger), logText: () => lines.join('') };
}

describe('JobRegistry', () => {
  it('runs nothing before start, then each job every interval', async () => {
    const { clock, jobs } = setup();
    const runs: number[] = [];
    jobs.add({ name: 'test.tick', intervalMs: 1_000, run: async () => void runs.push(clock.now()) });
    await clock.advance(5_000);
    expect(runs).toEqual([]);
    expect(jobs.status()['test.tick']).toEqual({ intervalMs: 1_000, running: false, lastRun: null });

    jobs.start();
    const started = clock.now();
    for (let i = 0; i < 3; i++) await clock.advance(1_000);
    expect(runs).toEqual([started + 1_000, started + 2_000, started + 3_000]);
    expect(jobs.status()['test.tick']?.lastRun).toEqual({
      at: new Date(started + 3_000).toISOString(),
      durationMs: 0,
      ok: true,
    });
    // A process that slept through many intervals runs the job once when it wakes, not once per interval.
    await clock.advance(60_000);
    expect(runs).toHaveLength(4);
    await clock.advance(999);
    expect(runs).toHaveLength(4);
    await clock.advance(1);
    expect(runs).toHaveLength(5);
  });

  it('never overlaps a run with itself: the next run is planned when one ends', async () => {
    const { clock, jobs } = setup();
    let running = 0;
    let most = 0;
    let release: () => void = () => undefined;
    jobs.add({
      name: 'test.slow',
      intervalMs: 100,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => (release = resolve));
        running -= 1;
      },
    });
    jobs.start();
    // The first run is due at 100 ms and does not end by itself: the clock waits on it, so move time on the
    // side while a second caller asks for a run of the same job.
    const moved = clock.advance(100);
    await new Promise((resolve) => setImmediate(resolve));
    expect(jobs.status()['test.slow']?.running).toBe(true);
    const joined = jobs.runNow('test.slow');
    release();
    await Promise.all([moved, joined]);
    expect(most).toBe(1);
    expect(jobs.status()['test.slow']?.running).toBe(false);
  });

  it('logs a failure, shows it as the last run, and keeps running at its interval', async () => {
    const { clock, jobs, logText } = setup();
    let calls = 0;
    jobs.add({
      name: 'test.flaky',
      intervalMs: 1_000,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database went away');
      },
    });
    jobs.start();
    await clock.advance(1_000);
    expect(jobs.status()['test.flaky']?.lastRun).toMatchObject({ ok: false, error: 'database went away' });
    expect(logText()).toContain('test.flaky');
    expect(logText()).toContain('database went away');
    await clock.advance(1_000);
    expect(calls).toBe(2);
    expect(jobs.status()['test.flaky']?.lastRun).toMatchObject({ ok: true });
    expect(jobs.status()['test.flaky']?.lastRun).not.toHaveProperty('error');
  });

  it('stops: no further runs, and stop waits for the run in progress', async () => {
    const { clock, jobs } = setup();
    let finished = 0;
    let release: () => void = () => undefined;
    jobs.add({
      name: 'test.stop',
      intervalMs: 1_000,
      run: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        finished += 1;
      },
    });
    jobs.start();
    const moved = clock.advance(1_000);
    await new Promise((resolve) => setImmediate(resolve));
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await Promise.all([moved, stopping]);
    expect(finished).toBe(1);
    expect(clock.pendingTimers).toBe(0);
    await clock.advance(10_000);
    expect(finished).toBe(1);
  });

  it('refuses two jobs of one name and an interval of zero', () => {
    const { jobs } = setup();
    jobs.add({ name: 'test.once', intervalMs: 1, run: async () => undefined });
    expect(() => jobs.add({ name: 'test.once', intervalMs: 1, run: async () => undefined })).toThrow(
      /exists/,
    );
    expect(() => jobs.add({ name: 'test.zero', intervalMs: 0, run: async () => undefined })).toThrow(
      /interval/,
    );
  });
});
