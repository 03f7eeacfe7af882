/** Call action codes of spec §4; launch is a separate call and has no code. */
export const CallAction = {
  CANCEL: 2,
  ANSWER: 3,
  NOTIFY_START: 4,
  REFUSE: 5,
  TIMEOUT: 6,
  HANGUP: 7,
  NOTIFY_JOIN: 8,
  NOTIFY_END: 100,
} as const;
export type CallAction = (typeof CallAction)[keyof typeof CallAction];
export const CALL_ACTION_VALUES = Object.values(CallAction) as CallAction[];

export function isCallAction(value: unknown): value is CallAction {
  return typeof value === 'number' && (CALL_ACTION_VALUES as number[]).includes(value);
}

/**
 * Actions that only make sense for an existing room: without a roomNum the client drops them silently
 * (spec §5) instead of sending a request the server would have to reject.
 */
export const ROOMLESS_SKIPPED_ACTIONS: readonly CallAction[] = [
  CallAction.CANCEL,
  CallAction.ANSWER,
  CallAction.REFUSE,
  CallAction.TIMEOUT,
  CallAction.HANGUP,
];

export function isSkippedWithoutRoom(
  action: CallAction,
  roomNum: string | number | null | undefined,
): boolean {
  const hasRoom = roomNum !== null && roomNum !== undefined && roomNum !== '' && roomNum !== 0;
  return !hasRoom && ROOMLESS_SKIPPED_ACTIONS.includes(action);
}

/** States a call can be shown in, as lowercase i18n keys. */
export const CALL_DISPLAY_STATES = [
  'ringing',
  'connected',
  'hung_up',
  'declined',
  'missed',
  'cancelled',
  'no_answer',
  /** A live call whose media did not come back within the reconnect grace (docs/decisions/021-calls-survive.md). */
  'connection_lost',
] as const;
export type CallDisplayState = (typeof CALL_DISPLAY_STATES)[number];

/** Who reports a ring cancel; the server needs it to tell a withdrawn invitation from a declined one. */
export const RingCancelRequestType = { CALLER: 1, CALLEE: 2 } as const;
export type RingCancelRequestType = (typeof RingCancelRequestType)[keyof typeof RingCancelRequestType];

export interface RingCancelPresence {
  /** 0 offline, 1 online and free, 2 online but in another call, -1 unknown (invisible or lookup failed). */
  online: number;
  /** 1 when the remote user was in another call. */
  busy: number;
}

/**
 * Maps the remote user's online status, read just before a ring is cancelled, to the online/busy pair that the
 * cancel report carries (spec §4). An invisible user and a failed lookup both report "unknown" so that an
 * invisible user's presence is never revealed.
 */
export function ringCancelPresence(status: number | undefined): RingCancelPresence {
  switch (status) {
    case 0:
      return { online: 0, busy: 0 };
    case 1:
      return { online: 2, busy: 1 };
    case 2:
      return { online: 1, busy: 0 };
    default:
      return { online: -1, busy: 0 };
  }
}
