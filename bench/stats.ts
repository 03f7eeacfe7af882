import os from 'node:os';

/**
 * The value at fraction `p` of an ascending list (floor rank): with 100 samples p99 is the slowest one, as the
 * tables in docs/PERFORMANCE.md say. 0 for an empty list.
 */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** The machine's 1, 5 and 15 minute load averages, printed beside each run (a busy machine skews figures). */
export const loadAverage = (): string =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** Milliseconds as the tables print them: one decimal below 10, whole numbers above. */
export const ms = (n: number): string => (n < 10 ? n.toFixed(1) : String(Math.round(n)));

/** The rows of a raw `db.execute` answer (drizzle's node-postgres and PGlite results both carry `rows`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Runs `total` jobs from `callers` concurrent callers, each taking the next job when done; wall time in s. */
export async function drive(
  total: number,
  callers: number,
  job: (i: number) => Promise<void>,
): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (next < total) await job(next++);
    }),
  );
  return (performance.now() - t0) / 1000;
}
