import type { Logger } from 'pino';
import type { Clock, TimerHandle } from '../clock';

/** One piece of background work the server repeats (a sweep, an expiry, a refresh). */
export interface Job {
  /** Stable and unique, 'area.what' (e.g. 'wallet.expire-holds'): logs and /healthz name the job by it. */
  name: string;
  /** The pause between the end of one run and the start of the next. */
  intervalMs: number;
  run(): Promise<void>;
}

/** How the last run of a job went, as /healthz shows it. */
export interface JobRun {
  /** When it started (ISO 8601). */
  at: string;
  durationMs: number;
  ok: boolean;
  /** The error's message when it failed (never its stack: /healthz is public). */
  error?: string;
}

export interface JobStatus {
  intervalMs: number;
  running: boolean;
  /** Null until the job has run once. */
  lastRun: JobRun | null;
}

interface Entry {
  job: Job;
  timer: TimerHandle | undefined;
  current: Promise<void> | undefined;
  lastRun: JobRun | null;
}

/** Error texts longer than this are cut: a health answer is no place for a driver's full report. */
const MAX_ERROR_TEXT = 200;

/**
 * Every background loop of the server in one place. Jobs are added while the context is built, start when the
 * app is ready and stop when it closes, before the database does. A job's next run is scheduled when its run
 * ends, so a slow run delays the next one instead of overlapping it; a failure is logged and kept as its last
 * run, and the job goes on at its interval. Timers come from the clock, so tests run jobs by moving time.
 */
export class JobRegistry {
  private readonly entries = new Map<string, Entry>();
  private started = false;

  constructor(
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  add(job: Job): void {
    if (this.entries.has(job.name)) throw new Error(`a job named ${job.name} exists already`);
    if (!(job.intervalMs > 0)) throw new Error(`job ${job.name} needs an interval above zero`);
    const entry: Entry = { job, timer: undefined, current: undefined, lastRun: null };
    this.entries.set(job.name, entry);
    if (this.started) this.schedule(entry);
  }

  /** Each job first runs one interval after the start. Starting twice changes nothing. */
  start(): void {
    if (this.started) return;
    this.started = true;
    for (const entry of this.entries.values()) this.schedule(entry);
  }

  /** No new runs; resolves when the runs in progress have finished. */
  async stop(): Promise<void> {
    this.started = false;
    for (const entry of this.entries.values()) {
      if (entry.timer) this.clock.clearTimeout(entry.timer);
      entry.timer = undefined;
    }
    await Promise.all([...this.entries.values()].map((e) => e.current));
  }

  /** Runs the job now, or waits for the run already in progress (never two at once). */
  runNow(name: string): Promise<void> {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`no job named ${name}`);
    return this.run(entry);
  }

  status(): Record<string, JobStatus> {
    return Object.fromEntries(
      [...this.entries].map(([name, e]) => [
        name,
        { intervalMs: e.job.intervalMs, running: e.current !== undefined, lastRun: e.lastRun },
      ]),
    );
  }

  private schedule(entry: Entry): void {
    if (entry.timer) this.clock.clearTimeout(entry.timer);
    entry.timer = this.clock.setTimeout(async () => {
      entry.timer = undefined;
      await this.run(entry);
      if (this.started && !entry.timer) this.schedule(entry);
    }, entry.job.intervalMs);
  }

  private run(entry: Entry): Promise<void> {
    entry.current ??= this.attempt(entry).finally(() => {
      entry.current = undefined;
    });
    return entry.current;
  }

  /** One run; never rejects: the failure is logged and recorded instead. */
  private async attempt(entry: Entry): Promise<void> {
    const startedAt = this.clock.now();
    const at = new Date(startedAt).toISOString();
    try {
      await entry.job.run();
      entry.lastRun = { at, durationMs: this.clock.now() - startedAt, ok: true };
    } catch (err) {
      this.logger.error({ err, job: entry.job.name }, 'background job failed');
      const text = err instanceof Error ? err.message : String(err);
      entry.lastRun = {
        at,
        durationMs: this.clock.now() - startedAt,
        ok: false,
        error: text.slice(0, MAX_ERROR_TEXT),
      };
    }
  }
}
