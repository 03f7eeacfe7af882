import {
  answerText,
  blocksApi,
  CallAction,
  CallCode,
  callsApi,
  Code,
  ROOMLESS_SKIPPED_ACTIONS,
  RoomCategory,
  SocialCode,
  WalletCode,
  CALL_ACTION_ENDPOINTS,
  type CallData,
  type CallReceipt,
  type HostSettings,
  type PriceInfo,
} from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls } from '../src/infra/db/schema';
import { collect, data, eventWhere, useCallsApp } from './calls-app';

const app = useCallsApp();
const { c } = app;

/** Asserts a refusal with the calls area's code and exact text. */
function refused(answer: { code: number; msg?: string }, code: CallCode): void {
  expect(answer).toMatchObject({ code, msg: answerText(code) });
}

const info = async (who: { session: Parameters<typeof c.get>[0] }, roomNum: string) =>
  c.get<CallData>(who.session, callsApi.info.path, { roomNum });

async function storedCall(roomNum: string) {
  const [row] = await app.t.ctx.database.db.select().from(calls).where(eq(calls.roomNum, roomNum));
  return row;
}

describe('launch', () => {
  it('rings the callee with the caller on the bell, tells both it rings and answers the caller its call', async () => {
    const caller = await app.party('Carla');
    const callee = await app.party('Dario');
    const callerState = eventWhere(caller.socket, 'call:state');
    const incoming = eventWhere(callee.socket, 'call:incoming');
    const calleeState = eventWhere(callee.socket, 'call:state');

    const call = data(await app.launch(caller, callee.id, { media: 'voice', source: 'card', location: 140 }));
    expect(call).toMatchObject({
      callRole: 'caller',
      matchUserId: callee.id,
      media: 'voice',
      source: 'card',
      callStatus: 'ringing',
      relation: 0,
      bizData: {
        remoteUserInfo: { id: callee.id, userName: 'Dario' },
        goddessLocation: 140,
        pricePerMinute: 0,
        payerId: null,
        taskRule: 'free',
        videoTime: 0,
      },
    });
    expect(call.roomId).toBe(call.roomNum);
    // 128 random bits: a room cannot be guessed from another one.
    expect(call.roomNum).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(call.ringEndsAt).toBeGreaterThan(Date.now());

    expect(await incoming).toMatchObject({
      roomNum: call.roomNum,
      callRole: 'callee',
      matchUserId: caller.id,
      callStatus: 'ringing',
      bizData: { remoteUserInfo: { id: caller.id, userName: 'Carla' } },
    });
    expect(await calleeState).toMatchObject({
      roomNum: call.roomNum,
      callStatus: 'ringing',
      phase: 'ringing',
    });
    expect(await callerState).toMatchObject({ roomNum: call.roomNum, phase: 'ringing' });
    expect(await app.t.ctx.calls.activeCallOf(caller.id)).toBe(call.roomNum);
    expect(await app.t.ctx.calls.activeCallOf(callee.id)).toBe(call.roomNum);
  });

  it('refuses calling yourself, an unknown or offline user, and people who blocked each other either way', async () => {
    const caller = await app.party('Ema');
    refused(await app.launch(caller, caller.id), CallCode.CANNOT_CALL_SELF);
    expect(await app.launch(caller, 99_999_999)).toMatchObject({ code: Code.NOT_FOUND });

    const offline = await c.user('Fritz');
    refused(await app.launch(caller, offline.userId), CallCode.PEER_OFFLINE);

    // Someone who appears invisible looks offline, also to a caller.
    const invisible = await app.party('Gina');
    invisible.socket.emit('heartbeat', { status: 3 });
    await eventWhere(invisible.socket, 'presence:self');
    refused(await app.launch(caller, invisible.id), CallCode.PEER_OFFLINE);

    const blocker = await app.party('Hugo');
    data(await c.post(blocker.session, blocksApi.add.path, { targetUserId: caller.id }));
    expect(await app.launch(caller, blocker.id)).toMatchObject({ code: SocialCode.USER_UNAVAILABLE });
    const blocked = await app.party('Ines');
    data(await c.post(caller.session, blocksApi.add.path, { targetUserId: blocked.id }));
    expect(await app.launch(caller, blocked.id)).toMatchObject({ code: SocialCode.YOU_BLOCKED_USER });
    expect(await app.t.ctx.calls.activeCallOf(caller.id)).toBeNull();
  });

  it('refuses a second live call on either side: busy callee, caller already in a call', async () => {
    const a = await app.party('Jan');
    const b = await app.party('Kim');
    const x = await app.party('Lou');
    const { roomNum } = await app.ring(a, b);
    refused(await app.launch(x, b.id), CallCode.PEER_BUSY);
    refused(await app.launch(x, a.id), CallCode.PEER_BUSY);
    refused(await app.launch(a, x.id), CallCode.ALREADY_IN_CALL);
    // Once the call ended both are free again.
    data(await app.act(a, callsApi.cancel.path, roomNum));
    data(await app.launch(x, b.id));
  });

  it("prices a host's call, a friend's at the friends price, and needs one minute of coins up front", async () => {
    const caller = await app.party('Mia');
    const host = await app.party('Nora');
    await app.host(host, { callPrice: 30, friendsCallPrice: 10 });
    expect(await app.launch(caller, host.id)).toMatchObject({
      code: WalletCode.INSUFFICIENT_BALANCE,
      msg: 'Insufficient Balance',
    });
    await app.grant(caller, 29);
    expect(await app.launch(caller, host.id)).toMatchObject({ code: WalletCode.INSUFFICIENT_BALANCE });
    await app.grant(caller, 1);
    const paid = data(await app.launch(caller, host.id));
    expect(paid.bizData).toMatchObject({ pricePerMinute: 30, payerId: caller.id, taskRule: 'per_minute' });
    // Launching reserves nothing yet: coins are held only once media flows.
    expect(await app.balance(caller)).toMatchObject({ coins: 30, heldCoins: 0 });
    data(await app.act(caller, callsApi.cancel.path, paid.roomNum));

    await app.befriend(caller.session, host.session);
    const friendly = data(await app.launch(caller, host.id));
    expect(friendly).toMatchObject({ relation: 1, bizData: { pricePerMinute: 10, taskRule: 'per_minute' } });
    data(await app.act(caller, callsApi.cancel.path, friendly.roomNum));
  });

  it('lets a friends-only host be called by friends only', async () => {
    const stranger = await app.party('Olga');
    const friend = await app.party('Paul');
    const host = await app.party('Quin');
    await app.host(host, { callPrice: 0, friendsCallPrice: 0, friendsOnly: true });
    refused(await app.launch(stranger, host.id), CallCode.FRIENDS_ONLY);
    await app.befriend(friend.session, host.session);
    const call = data(await app.launch(friend, host.id));
    expect(call.bizData.pricePerMinute).toBe(0);
  });
});

describe('actions', () => {
  it('answer, media and hang-up: both sides follow every state and get the same receipt', async () => {
    const caller = await app.party('Rita');
    const callee = await app.party('Sam');
    const callerStates = collect(caller.socket, 'call:state');
    const calleeStates = collect(callee.socket, 'call:state');
    const { roomNum } = await app.ring(caller, callee);

    expect(data(await app.act(callee, callsApi.answer.path, roomNum))).toMatchObject({
      callRole: 'callee',
      callStatus: 'connected',
    });
    data(await app.act(callee, callsApi.notifyJoinCall.path, roomNum));
    const started = data(await app.act(caller, callsApi.notifyStartCall.path, roomNum));
    expect(started.callStatus).toBe('connected');
    const callerReceipt = eventWhere(caller.socket, 'call:receipt');
    const calleeReceipt = eventWhere(callee.socket, 'call:receipt');
    expect(data(await app.act(caller, callsApi.hangup.path, roomNum)).callStatus).toBe('hung_up');

    const [mine, theirs] = await Promise.all([callerReceipt, calleeReceipt]);
    expect(mine).toMatchObject({
      roomNum,
      callRole: 'caller',
      callStatus: 'hung_up',
      coins: 0,
      minutesBilled: 0,
    });
    expect(theirs).toMatchObject({
      roomNum,
      callRole: 'callee',
      callStatus: 'hung_up',
      peer: { id: caller.id },
    });
    expect(callerStates.map((s) => s.phase)).toEqual(['ringing', 'accepted', 'connected', 'ended']);
    expect(calleeStates.map((s) => s.callStatus)).toEqual(['ringing', 'connected', 'connected', 'hung_up']);
    expect(mine.connectedAt).not.toBeNull();

    // A hang-up after the end changes nothing: the outcome never flips.
    expect(data(await app.act(callee, callsApi.notifyEndCall.path, roomNum)).callStatus).toBe('hung_up');
    expect((await storedCall(roomNum))?.endedBy).toBe('caller');
    expect(await app.t.ctx.calls.activeCallOf(caller.id)).toBeNull();
  });

  it('shows each side its own ending: declined, cancelled and missed, hung up while ringing', async () => {
    const caller = await app.party('Tia');
    const callee = await app.party('Udo');
    const refusedCall = await app.ring(caller, callee);
    const declined = eventWhere(caller.socket, 'call:state', (s) => s.phase === 'ended');
    expect(data(await app.act(callee, callsApi.refuse.path, refusedCall.roomNum)).callStatus).toBe(
      'declined',
    );
    expect((await declined).callStatus).toBe('declined');

    const withdrawn = await app.ring(caller, callee);
    const missed = eventWhere(callee.socket, 'call:receipt');
    expect(data(await app.act(caller, callsApi.cancel.path, withdrawn.roomNum)).callStatus).toBe('cancelled');
    expect(await missed).toMatchObject({
      roomNum: withdrawn.roomNum,
      callStatus: 'missed',
      durationSeconds: 0,
    });

    const ignored = await app.ring(caller, callee);
    expect(data(await app.act(callee, callsApi.hangup.path, ignored.roomNum)).callStatus).toBe('declined');
    expect(data(await info(caller, ignored.roomNum)).callStatus).toBe('declined');

    const reported = await app.ring(caller, callee);
    expect(data(await app.act(caller, callsApi.timeout.path, reported.roomNum)).callStatus).toBe('no_answer');
    expect(data(await info(callee, reported.roomNum)).callStatus).toBe('missed');
  });

  it('lets only the callee answer or refuse and only the caller cancel; strangers are not in the call', async () => {
    const caller = await app.party('Vera');
    const callee = await app.party('Walt');
    const stranger = await app.party('Xavi');
    const { roomNum } = await app.ring(caller, callee);
    refused(await app.act(caller, callsApi.answer.path, roomNum), CallCode.NOT_YOUR_ACTION);
    refused(await app.act(caller, callsApi.refuse.path, roomNum), CallCode.NOT_YOUR_ACTION);
    refused(await app.act(callee, callsApi.cancel.path, roomNum), CallCode.NOT_YOUR_ACTION);
    for (const path of Object.values(CALL_ACTION_ENDPOINTS).map((e) => e.path)) {
      refused(await app.act(stranger, path, roomNum), CallCode.NOT_IN_CALL);
      refused(await app.act(stranger, path, 'no-such-room'), CallCode.CALL_NOT_FOUND);
    }
    refused(await info(stranger, roomNum), CallCode.NOT_IN_CALL);
    refused(await info(caller, 'no-such-room'), CallCode.CALL_NOT_FOUND);
    // None of that touched the call.
    expect(data(await info(callee, roomNum)).callStatus).toBe('ringing');
    // Answering twice is a harmless repeat.
    data(await app.act(callee, callsApi.answer.path, roomNum));
    expect(data(await app.act(callee, callsApi.answer.path, roomNum)).callStatus).toBe('connected');
  });

  it('answers actions 2, 3, 5, 6 and 7 without a roomNum with 200 and no data, changing nothing', async () => {
    const caller = await app.party('Yara');
    const callee = await app.party('Zeno');
    const { roomNum } = await app.ring(caller, callee);
    for (const action of ROOMLESS_SKIPPED_ACTIONS) {
      const path = CALL_ACTION_ENDPOINTS[action].path;
      for (const who of [caller, callee]) {
        expect(await app.act(who, path, undefined)).toEqual({ code: 200, data: null });
        expect(await c.post(who.session, path, { roomNum: '' })).toEqual({ code: 200, data: null });
        expect(await c.post(who.session, path, { roomNum: 0 })).toEqual({ code: 200, data: null });
      }
    }
    expect(data(await info(caller, roomNum)).callStatus).toBe('ringing');
    expect(await app.t.ctx.calls.activeCallOf(callee.id)).toBe(roomNum);
    // The other actions name a room to report on; without one the request is malformed.
    for (const action of [CallAction.NOTIFY_START, CallAction.NOTIFY_JOIN, CallAction.NOTIFY_END] as const) {
      expect(await app.act(caller, CALL_ACTION_ENDPOINTS[action].path, undefined)).toMatchObject({
        code: Code.VALIDATION,
      });
    }
  });

  it('records the ring-cancel report of spec §4 with the action that ended the ring', async () => {
    const caller = await app.party('Abel');
    const callee = await app.party('Bea');
    const { roomNum } = await app.ring(caller, callee);
    const report = { requestType: 1, online: 1, busy: 0, matchFlag: -1, inappFlag: 0, feeType: 0 };
    data(await app.act(caller, callsApi.cancel.path, roomNum, report));
    expect((await storedCall(roomNum))?.ringCancel).toEqual({
      ...report,
      byUserId: caller.id,
      action: CallAction.CANCEL,
    });
  });
});

describe('prices, friend video, video time, upgrade', () => {
  it('getPriceAndCurrentCoinAndUserInfo answers from the host settings, the friendship and the ledger', async () => {
    const me = await app.party('Cleo');
    const host = await app.party('Dina');
    const plain = await app.party('Egon');
    expect(
      data(await c.get<PriceInfo>(me.session, callsApi.priceInfo.path, { matchUserId: plain.id })),
    ).toEqual({
      pricePerMinute: 0,
      goldNum: 0,
      enough: true,
      friendsOnly: false,
      userInfo: { id: plain.id, userName: 'Egon', headImg: '', age: null, countryId: null },
    });
    await app.host(host, { callPrice: 40, friendsCallPrice: 15, friendsOnly: true });
    await app.grant(me, 20);
    expect(
      data(await c.get<PriceInfo>(me.session, callsApi.priceInfo.path, { matchUserId: host.id })),
    ).toMatchObject({
      pricePerMinute: 40,
      goldNum: 20,
      enough: false,
      friendsOnly: true,
    });
    await app.befriend(me.session, host.session);
    expect(
      data(await c.get<PriceInfo>(me.session, callsApi.priceInfo.path, { matchUserId: host.id })),
    ).toMatchObject({
      pricePerMinute: 15,
      enough: true,
      friendsOnly: false,
    });
    refused(
      await c.get(me.session, callsApi.priceInfo.path, { matchUserId: me.id }),
      CallCode.CANNOT_CALL_SELF,
    );
    expect(await c.get(me.session, callsApi.priceInfo.path, {})).toMatchObject({ code: Code.VALIDATION });
  });

  it('friend video calls friends only, at the friends price, and answers a known roomId again', async () => {
    const me = await app.party('Finn');
    const host = await app.party('Gala');
    await app.host(host, { callPrice: 50, friendsCallPrice: 5 });
    refused(
      await c.post(me.session, callsApi.friendVideo.path, { matchUserId: host.id }),
      CallCode.NOT_FRIENDS,
    );
    expect(await c.post(me.session, callsApi.friendVideo.path, {})).toMatchObject({ code: Code.VALIDATION });
    await app.befriend(me.session, host.session);
    await app.grant(me, 5);
    const incoming = eventWhere(host.socket, 'call:incoming');
    const call = data(
      await c.post<CallData>(me.session, callsApi.friendVideo.path, { matchUserId: host.id }),
    );
    expect(call).toMatchObject({ source: 'friend', media: 'video', bizData: { pricePerMinute: 5 } });
    expect((await incoming).roomNum).toBe(call.roomNum);
    const again = data(
      await c.post<CallData>(me.session, callsApi.friendVideo.path, {
        matchUserId: host.id,
        roomId: call.roomNum,
      }),
    );
    expect(again.roomNum).toBe(call.roomNum);
    refused(
      await c.post(me.session, callsApi.friendVideo.path, { matchUserId: host.id, roomId: 'no-such-room' }),
      CallCode.CALL_NOT_FOUND,
    );
  });

  it('users/videos checks its fields and records at most the time the call has lasted', async () => {
    const caller = await app.party('Hedi');
    const callee = await app.party('Ivo');
    const roomNum = await app.connected(caller, callee);
    const report = (body: Record<string, unknown>, matchId = roomNum) =>
      c.call(caller.session, 'POST', callsApi.usersVideos.path, { query: { matchId }, body });
    expect(await report({ matchUserId: callee.id, roomId: roomNum })).toMatchObject({
      code: Code.VALIDATION,
    });
    expect(await report({ roomId: roomNum, videoTime: 3 })).toMatchObject({ code: Code.VALIDATION });
    expect(await report({ matchUserId: callee.id, videoTime: 3 })).toMatchObject({ code: Code.VALIDATION });
    expect(await report({ matchUserId: caller.id, roomId: roomNum, videoTime: 3 })).toMatchObject({
      code: Code.VALIDATION,
    });
    expect(
      await report({ matchUserId: callee.id, roomId: roomNum, videoTime: 3 }, 'other-room'),
    ).toMatchObject({
      code: Code.VALIDATION,
    });
    const stranger = await app.party('Jule');
    refused(
      await c.call(stranger.session, 'POST', callsApi.usersVideos.path, {
        query: { matchId: roomNum },
        body: { matchUserId: callee.id, roomId: roomNum, videoTime: 3 },
      }),
      CallCode.NOT_IN_CALL,
    );
    const recorded = data(
      await report({ matchUserId: callee.id, roomId: roomNum, videoTime: 3600 }),
    ) as unknown as { roomNum: string; videoTime: number };
    expect(recorded.roomNum).toBe(roomNum);
    expect(recorded.videoTime).toBeLessThan(3600);
    expect((await storedCall(roomNum))?.callerVideoSeconds).toBe(recorded.videoTime);
  });

  it('upgrades a voice call to video when the other party accepts, and not when they decline', async () => {
    const caller = await app.party('Kai');
    const callee = await app.party('Lena');
    const roomNum = await app.connected(caller, callee, { media: 'voice' });
    const upgrade = (who: typeof caller, answer: string) =>
      c.post<CallData>(who.session, callsApi.upgrade.path, { roomNum, answer });

    const asked = eventWhere(callee.socket, 'call:upgrade');
    expect(data(await upgrade(caller, 'request')).media).toBe('voice');
    expect(await asked).toEqual({ roomNum, state: 'requested', byUserId: caller.id });
    refused(await upgrade(caller, 'accept'), CallCode.NOT_YOUR_ACTION);
    const declined = eventWhere(caller.socket, 'call:upgrade');
    expect(data(await upgrade(callee, 'decline')).media).toBe('voice');
    expect(await declined).toEqual({ roomNum, state: 'declined', byUserId: callee.id });
    refused(await upgrade(callee, 'accept'), CallCode.NOT_YOUR_ACTION);

    await upgrade(callee, 'request');
    const accepted = eventWhere(callee.socket, 'call:upgrade', (u) => u.state === 'accepted');
    const videoState = eventWhere(callee.socket, 'call:state', (s) => s.media === 'video');
    expect(data(await upgrade(caller, 'accept')).media).toBe('video');
    expect(await accepted).toEqual({ roomNum, state: 'accepted', byUserId: caller.id });
    expect((await videoState).phase).toBe('connected');
    const stranger = await app.party('Milo');
    refused(await upgrade(stranger, 'request'), CallCode.NOT_IN_CALL);
  });
});

describe('receipts and host settings', () => {
  it('lists receipts newest first for both parties, and answers one by roomNum to the parties only', async () => {
    const caller = await app.party('Nico');
    const callee = await app.party('Oda');
    const first = await app.ring(caller, callee);
    data(await app.act(callee, callsApi.refuse.path, first.roomNum));
    const second = await app.connected(caller, callee);
    refused(
      await c.get(caller.session, callsApi.receipt.path, { roomNum: 'no-such-room' }),
      CallCode.CALL_NOT_FOUND,
    );
    expect(await c.get(caller.session, callsApi.receipt.path, { roomNum: second })).toMatchObject({
      code: Code.NOT_FOUND,
    });
    data(await app.act(callee, callsApi.hangup.path, second));

    const mine = await app.receipts(caller);
    const theirs = await app.receipts(callee);
    expect(mine.map((r) => r.roomNum)).toEqual([second, first.roomNum]);
    expect(mine.map((r) => r.callStatus)).toEqual(['hung_up', 'declined']);
    expect(theirs.map((r) => r.roomNum)).toEqual([second, first.roomNum]);
    const one = data(await c.get<CallReceipt>(callee.session, callsApi.receipt.path, { roomNum: second }));
    expect(one).toEqual(theirs[0]);
    const stranger = await app.party('Pia');
    refused(await c.get(stranger.session, callsApi.receipt.path, { roomNum: second }), CallCode.NOT_IN_CALL);
    expect(await app.receipts(stranger)).toEqual([]);
  });

  it('lets hosts set their prices and friends-only switch, and nobody else', async () => {
    const user = await app.party('Quirin');
    expect(data(await c.get<HostSettings>(user.session, callsApi.hostSettings.path))).toEqual({
      isHost: false,
      callPrice: 0,
      friendsCallPrice: 0,
      friendsOnly: false,
      topic: RoomCategory.OTHER,
    });
    const settings = { callPrice: 60, friendsCallPrice: 30, friendsOnly: true };
    refused(await c.post(user.session, callsApi.updateHostSettings.path, settings), CallCode.NOT_A_HOST);
    expect(await app.host(user)).toEqual({
      isHost: true,
      callPrice: 20,
      friendsCallPrice: 20,
      friendsOnly: false,
      topic: RoomCategory.OTHER,
    });
    expect(
      data(await c.post<HostSettings>(user.session, callsApi.updateHostSettings.path, settings)),
    ).toEqual({
      isHost: true,
      ...settings,
      topic: RoomCategory.OTHER,
    });
    expect(data(await c.get<HostSettings>(user.session, callsApi.hostSettings.path))).toMatchObject(settings);
    expect(
      await c.post(user.session, callsApi.updateHostSettings.path, { ...settings, callPrice: -1 }),
    ).toMatchObject({
      code: Code.VALIDATION,
    });
    // Setting a host again keeps what they chose unless the operator names a new price.
    expect(await app.host(user, { callPrice: 70 })).toEqual({
      isHost: true,
      ...settings,
      callPrice: 70,
      topic: RoomCategory.OTHER,
    });
  });
});
