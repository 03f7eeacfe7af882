import {
  callDisplayState,
  connectedSeconds,
  type CallData,
  type CallEndReason,
  type CallPhase,
  type CallReceipt,
  type CallRole,
  type RemoteUserInfo,
  type ServerEventPayload,
  type TaskRule,
} from '@mingle/protocol';
import type { CallRow } from '../../infra/db/schema';
import type { RunningTotals } from './call-billing';

/** How a call row reads and writes the call machine's state, and what each party is shown of it. */

const ms = (d: Date | null): number | null => (d === null ? null : d.getTime());
const must = (d: Date | null, column: string): number => {
  if (d === null) throw new Error(`call row without ${column}`);
  return d.getTime();
};

export function phaseOf(row: CallRow): CallPhase {
  switch (row.phase) {
    case 'ringing':
      return { phase: 'ringing' };
    case 'accepted':
      return { phase: 'accepted', answeredAt: must(row.answeredAt, 'answeredAt') };
    case 'connected':
      return {
        phase: 'connected',
        answeredAt: must(row.answeredAt, 'answeredAt'),
        connectedAt: must(row.connectedAt, 'connectedAt'),
      };
    default:
      return {
        phase: 'ended',
        reason: row.endReason as CallEndReason,
        endedBy: row.endedBy as CallRole | 'system',
        endedAt: must(row.endedAt, 'endedAt'),
        answeredAt: ms(row.answeredAt),
        connectedAt: ms(row.connectedAt),
      };
  }
}

/** Writes a machine state onto the row (the caller saves it). */
export function setPhase(row: CallRow, state: CallPhase): void {
  row.phase = state.phase;
  if (state.phase === 'ringing') return;
  row.answeredAt = state.answeredAt === null ? null : new Date(state.answeredAt);
  if (state.phase === 'accepted') return;
  row.connectedAt = state.connectedAt === null ? null : new Date(state.connectedAt);
  if (state.phase === 'connected') return;
  row.endReason = state.reason;
  row.endedBy = state.endedBy;
  row.endedAt = new Date(state.endedAt);
}

export function roleOf(row: CallRow, userId: number): CallRole | undefined {
  if (userId === row.callerId) return 'caller';
  if (userId === row.calleeId) return 'callee';
  return undefined;
}

export function otherParty(row: CallRow, userId: number): number {
  return userId === row.callerId ? row.calleeId : row.callerId;
}

export const isLive = (row: CallRow): boolean => row.phase !== 'ended';

/** Seconds of media so far (or in all, once ended): connected time less its interruptions. */
export function videoTime(row: CallRow, now: number): number {
  const state = phaseOf(row);
  const end = state.phase === 'ended' ? state.endedAt : now;
  const running = row.interruptedAt === null ? 0 : Math.max(0, end - row.interruptedAt.getTime());
  return connectedSeconds(state, now, row.interruptedMs + running);
}

/** The tab that owns this party's side of the call. */
export function ownerTabOf(row: CallRow, role: CallRole): string | null {
  return role === 'caller' ? row.callerTab : row.calleeTab;
}

/** Hands this party's side of the call to a tab (the caller saves the row). */
export function setOwnerTab(row: CallRow, role: CallRole, tabId: string): void {
  if (role === 'caller') row.callerTab = tabId;
  else row.calleeTab = tabId;
}

export function callData(
  row: CallRow,
  role: CallRole,
  peer: RemoteUserInfo,
  now: number,
  totals: RunningTotals,
): CallData {
  return {
    roomNum: row.roomNum,
    roomId: row.roomNum,
    matchUserId: peer.id,
    callRole: role,
    media: row.media as CallData['media'],
    source: row.source as CallData['source'],
    callStatus: callDisplayState(phaseOf(row), role),
    relation: row.relation,
    ringEndsAt: row.ringEndsAt.getTime(),
    interrupted: row.interruptedAt !== null,
    ownerTab: ownerTabOf(row, role),
    mediaEpoch: row.mediaEpoch,
    bizData: {
      remoteUserInfo: peer,
      goddessLocation: row.location,
      pricePerMinute: row.pricePerMinute,
      videoTime: videoTime(row, now),
      coins: totals.coins,
      points: totals.points,
      payerId: row.payerId,
      taskRule: row.taskRule as TaskRule,
    },
  };
}

export function stateEvent(row: CallRow, role: CallRole): ServerEventPayload<'call:state'> {
  return {
    roomNum: row.roomNum,
    callStatus: callDisplayState(phaseOf(row), role),
    phase: row.phase as ServerEventPayload<'call:state'>['phase'],
    connectedAt: ms(row.connectedAt),
    media: row.media as CallData['media'],
    interrupted: row.interruptedAt !== null,
    ownerTab: ownerTabOf(row, role),
    mediaEpoch: row.mediaEpoch,
  };
}

/** The receipt of an ended call for one side; every figure but the side's own view is the same on both. */
export function receipt(row: CallRow, role: CallRole, peer: RemoteUserInfo): CallReceipt {
  const state = phaseOf(row);
  if (state.phase !== 'ended') throw new Error('a receipt needs an ended call');
  return {
    roomNum: row.roomNum,
    peer,
    callRole: role,
    media: row.media as CallReceipt['media'],
    callStatus: callDisplayState(state, role),
    startedAt: row.startedAt.getTime(),
    connectedAt: state.connectedAt,
    endedAt: state.endedAt,
    durationSeconds: videoTime(row, state.endedAt),
    minutesBilled: row.minutesBilled,
    pricePerMinute: row.pricePerMinute,
    coins: row.coins,
    points: row.points,
    payerId: row.payerId,
    taskRule: row.taskRule as TaskRule,
  };
}

export function billingEvent(
  row: CallRow,
  totals: RunningTotals,
  lowBalance: boolean,
  endsAt: Date | null,
): ServerEventPayload<'call:billing'> {
  return {
    roomNum: row.roomNum,
    minutesBilled: totals.minutes,
    coins: totals.coins,
    points: totals.points,
    lowBalance,
    endsAt: ms(endsAt),
  };
}
