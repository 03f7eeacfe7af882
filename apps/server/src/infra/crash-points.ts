/**
 * Named places in the money path where the crash test (test/money-crash.test.ts) stops the process dead, the
 * way a power cut or the kernel's OOM killer would: no shutdown hook, no rollback by us, the open transaction
 * is simply abandoned. Each one sits where a half-done change would hurt most if it ever stuck: after coins
 * moved and before the record that they moved. What must hold afterwards is that the database rolled the
 * change back as a whole and the next attempt (a webhook redelivery, a sweep, a hang-up) does it exactly once.
 *
 * Armed only by CRASH_AT, which the config refuses in production; unarmed, a crash point is one comparison.
 */
export const CRASH_POINTS = [
  /** A purchase's coins are credited; the order is not yet marked paid (mid-settlement). */
  'purchase:credited',
  /** The purchase's transaction committed; the provider has not yet heard that its webhook was taken. */
  'purchase:committed',
  /** A call minute's hold is posted to spending and the host's points; the call row not yet saved. */
  'call:minute-posted',
  /** A call has ended and its last minute is posted; the parties are not yet released, nothing committed. */
  'call:settling',
] as const;

export type CrashPoint = (typeof CRASH_POINTS)[number];

let armed: CrashPoint | undefined;

/** Set once at start-up from the config. */
export function armCrashPoint(point: CrashPoint | undefined): void {
  armed = point;
}

export function crashPoint(point: CrashPoint): void {
  if (armed === point) process.kill(process.pid, 'SIGKILL');
}
