/**
 * The random-matching queue (guide: match queue = in process | Redis). It only pairs: who may meet whom is
 * decided by the caller (bans, blocks, quotas, prices) before a seeker joins, and passed in as `avoid`.
 *
 * Guarantees, for both implementations (one contract test):
 * - a pairing is atomic: two seekers are taken out of the queue together or not at all, so nobody is ever in two
 *   matches at once, also when joins race on different server processes;
 * - never yourself, never someone either side avoids, never a pair that met within the re-match window;
 * - both sides' filters hold (gender and country);
 * - the longest-waiting compatible seeker is taken first;
 * - a user is in the queue at most once (joining again replaces the earlier entry) and entries expire.
 */
export interface Seeker {
  userId: number;
  /** The seeker's own gender: 1 male, 2 female, null when not given (then only 'both' filters match them). */
  gender: number | null;
  /** The gender filter: 0 both, 1 male, 2 female. */
  wantGender: number;
  countryId: number | null;
  /** The country filter: 0 any, else a country id. */
  wantCountryId: number;
  /** Users this seeker must not meet (blocked either way, reported). */
  avoid: readonly number[];
}

export interface MatchQueue {
  /** Pairs the seeker with the longest-waiting compatible seeker (who leaves the queue), or queues them. */
  join(seeker: Seeker): Promise<Seeker | null>;
  /** Takes the user out of the queue; false when they were not in it. */
  leave(userId: number): Promise<boolean>;
  isWaiting(userId: number): Promise<boolean>;
  size(): Promise<number>;
}

export interface MatchQueueOptions {
  /** Two users who were paired are not paired again within this time (issue: 5 minutes). */
  rematchWindowMs: number;
  /** An entry nobody refreshed (by joining again) for this long is dropped, e.g. after a process died. */
  entryTtlMs: number;
}

export const DEFAULT_MATCH_QUEUE_OPTIONS: MatchQueueOptions = {
  rematchWindowMs: 5 * 60_000,
  entryTtlMs: 5 * 60_000,
};

function accepts(a: Seeker, b: Seeker): boolean {
  return (
    (a.wantGender === 0 || a.wantGender === b.gender) &&
    (a.wantCountryId === 0 || a.wantCountryId === b.countryId)
  );
}

/**
 * Whether two seekers may be paired, recent meetings aside. The Redis script (redis-match-queue.ts) applies the
 * same rule in Lua; the contract test holds both to it.
 */
export function compatible(a: Seeker, b: Seeker): boolean {
  if (a.userId === b.userId) return false;
  if (a.avoid.includes(b.userId) || b.avoid.includes(a.userId)) return false;
  return accepts(a, b) && accepts(b, a);
}

/** The key of a pair, the same whichever side asks. */
export function pairKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}
