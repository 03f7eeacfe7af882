import type { CallData } from '@mingle/protocol';
/** A started match call: its room and the call data of each side, by user id. */
export interface MatchCallStart {
  roomNum: string;
  calls: ReadonlyMap<number, CallData>;
}

/**
 * What other modules (matching) need from calls, without depending on how calls work inside. Implemented by
 * the calls module's service and exposed as `ctx.calls`.
 */
export interface CallStarter {
  /**
   * Both people accepted the matched pop-up: the call starts already answered (no ring), callerId being the
   * one who waited longer. Billing follows the match-to-minute-call switch. Emits 'call:state' to both.
   */
  startMatchCall(input: { matchId: string; callerId: number; calleeId: number }): Promise<MatchCallStart>;
  /** The roomNum of the user's live call (ringing, accepted or connected), if any. */
  activeCallOf(userId: number): Promise<string | null>;
}
