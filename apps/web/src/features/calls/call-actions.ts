import {
  CALL_ACTION_ENDPOINTS,
  CallAction,
  isSkippedWithoutRoom,
  presenceApi,
  ringCancelPresence,
  RingCancelRequestType,
  type CallData,
  type RoomNumBody,
} from '@mingle/protocol';
import type { ApiClient } from '../../lib/api-client';
import { tabId } from '../../lib/tab-id';

/**
 * Sends one call action of spec §4 with its roomNum and this tab's id (the tab that answers or joins owns the
 * call); the answer is the call as the server now has it. Actions 2, 3, 5, 6 and 7 without a roomNum are
 * dropped here (spec §5), as the server would ignore them: the answer is then 'skipped' and nothing is sent.
 */
export async function postCallAction(
  api: ApiClient,
  action: CallAction,
  roomNum: string | number | null | undefined,
  extra: Omit<RoomNumBody, 'roomNum'> = {},
): Promise<CallData | null | 'skipped'> {
  if (isSkippedWithoutRoom(action, roomNum)) return 'skipped';
  return api.call(CALL_ACTION_ENDPOINTS[action], { roomNum: roomNum ?? null, tabId: tabId(), ...extra });
}

/** The remote user's online status (spec §3 values), or undefined when the lookup fails. */
export async function readRemoteStatus(api: ApiClient, userId: number): Promise<number | undefined> {
  try {
    const entries = await api.call(presenceApi.batch, { userIds: String(userId) });
    return entries.find((entry) => entry.userId === userId)?.status;
  } catch {
    // A failed lookup is reported as "unknown" (-1/0), exactly like an invisible user.
    return undefined;
  }
}

export type RingCancelBody = Required<Omit<RoomNumBody, 'roomNum' | 'tabId'>> & { roomNum: string };

/**
 * The report of a ring that ends without a conversation (spec §4): the caller cancelling (requestType 1) or
 * the callee declining (requestType 2), with the remote user's status mapped to the online/busy pair,
 * matchFlag -1, inappFlag 0 and feeType 1 when the call has a price per minute.
 */
export function ringCancelBody(
  call: Pick<CallData, 'roomNum' | 'callRole' | 'bizData'>,
  remoteStatus: number | undefined,
): RingCancelBody {
  const { online, busy } = ringCancelPresence(remoteStatus);
  return {
    roomNum: call.roomNum,
    requestType: call.callRole === 'caller' ? RingCancelRequestType.CALLER : RingCancelRequestType.CALLEE,
    online,
    busy,
    matchFlag: -1,
    inappFlag: 0,
    feeType: call.bizData.pricePerMinute > 0 ? 1 : 0,
  };
}

/**
 * Ends a ringing call from this side: the caller cancels (action 2), the callee refuses (action 5). The
 * remote status is read first, as the report carries it.
 */
export async function ringCancel(
  api: ApiClient,
  call: Pick<CallData, 'roomNum' | 'callRole' | 'bizData' | 'matchUserId'>,
): Promise<CallData | null | 'skipped'> {
  const action = call.callRole === 'caller' ? CallAction.CANCEL : CallAction.REFUSE;
  if (isSkippedWithoutRoom(action, call.roomNum)) return 'skipped';
  const status = await readRemoteStatus(api, call.matchUserId);
  const { roomNum, ...extra } = ringCancelBody(call, status);
  return postCallAction(api, action, roomNum, extra);
}
