/**
 * What other modules (matching) need from calls, without depending on how calls work inside. Implemented by
 * the calls module's service and exposed as `ctx.calls`.
 */
export interface CallStarter {
  /**
   * Both people accepted the matched pop-up: the call starts already answered (no ring), callerId being the
   * one who waited longer. Billing follows the match-to-minute-call switch. Emits 'call:state' to both.
   */
  startMatchCall(input: {
    matchId: string;
    callerId: number;
    calleeId: number;
  }): Promise<{ roomNum: string }>;
  /** The roomNum of the user's live call (ringing, accepted or connected), if any. */
  activeCallOf(userId: number): Promise<string | null>;
}
