import { CallAction, callsApi, presenceApi } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { tabId } from '../../lib/tab-id';
import { postCallAction, ringCancel, ringCancelBody } from './call-actions';
import { callData, fakeApi } from './test-kit';

describe('ring cancel (spec §4)', () => {
  it.each([
    [0, { online: 0, busy: 0 }],
    [1, { online: 2, busy: 1 }],
    [2, { online: 1, busy: 0 }],
    [3, { online: -1, busy: 0 }],
    [undefined, { online: -1, busy: 0 }],
  ])('maps remote status %s to the online/busy pair %o', (status, pair) => {
    expect(ringCancelBody(callData({ callRole: 'caller' }), status)).toEqual({
      roomNum: 'room-1',
      requestType: 1,
      ...pair,
      matchFlag: -1,
      inappFlag: 0,
      feeType: 1,
    });
  });

  it('reports the callee as requestType 2 and a free call as feeType 0', () => {
    const body = ringCancelBody(callData({ callRole: 'callee' }, { pricePerMinute: 0 }), 2);
    expect(body.requestType).toBe(2);
    expect(body.feeType).toBe(0);
  });

  it('the caller cancels (action 2) after reading the remote status', async () => {
    const api = fakeApi(({ path }) => (path === presenceApi.batch.path ? [{ userId: 7, status: 1 }] : null));
    expect(await ringCancel(api.client, callData({ callRole: 'caller' }))).toBeNull();
    expect(api.paths()).toEqual([`GET ${presenceApi.batch.path}`, `POST ${callsApi.cancel.path}`]);
    expect(api.calls[0]?.options.params).toEqual({ userIds: '7' });
    expect(api.calls[1]?.options.body).toEqual({
      roomNum: 'room-1',
      requestType: 1,
      online: 2,
      busy: 1,
      matchFlag: -1,
      inappFlag: 0,
      feeType: 1,
      tabId: tabId(),
    });
  });

  it('the callee refuses (action 5); a failed status lookup reports unknown', async () => {
    const api = fakeApi(({ path }) => {
      if (path === presenceApi.batch.path) throw new ApiError('network', null, 'offline');
      return null;
    });
    await ringCancel(api.client, callData({ callRole: 'callee' }, { pricePerMinute: 0 }));
    expect(api.calls[1]?.path).toBe(callsApi.refuse.path);
    expect(api.calls[1]?.options.body).toMatchObject({ requestType: 2, online: -1, busy: 0, feeType: 0 });
  });
});

describe('call actions without a roomNum (spec §5)', () => {
  it.each([CallAction.CANCEL, CallAction.ANSWER, CallAction.REFUSE, CallAction.TIMEOUT, CallAction.HANGUP])(
    'skips action %s and sends nothing',
    async (action) => {
      const api = fakeApi(() => null);
      for (const roomNum of [null, undefined, '']) {
        expect(await postCallAction(api.client, action, roomNum)).toBe('skipped');
      }
      expect(api.calls).toEqual([]);
    },
  );

  it('a ring cancel without a room does not even look up the status', async () => {
    const api = fakeApi(() => null);
    expect(await ringCancel(api.client, callData({ roomNum: '' }))).toBe('skipped');
    expect(api.calls).toEqual([]);
  });

  it('sends the other actions to their paths with the roomNum', async () => {
    const api = fakeApi(() => null);
    await postCallAction(api.client, CallAction.NOTIFY_START, 'r1');
    await postCallAction(api.client, CallAction.HANGUP, 'r1');
    expect(api.paths()).toEqual([`POST ${callsApi.notifyStartCall.path}`, `POST ${callsApi.hangup.path}`]);
    expect(api.calls[1]?.options.body).toEqual({ roomNum: 'r1', tabId: tabId() });
  });
});
