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
