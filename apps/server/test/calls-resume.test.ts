import { CallCode, callsApi, type CallData } from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { calls } from '../src/infra/db/schema';
import { ManualClock } from '../src/infra/manual-clock';
import { collect, data, eventWhere, useCallsApp, type Party } from './calls-app';
import { disconnected } from './realtime-client';

// Calls that survive reloads, network changes and second tabs (docs/decisions/021-calls-survive.md), on a
// clock the tests move: the grace and the billing minutes are proven to the millisecond.
const clock = new ManualClock();
const app = useCallsApp({ HOST_POINTS_SHARE: '0.5' }, { clock });
const SECOND = 1_000;
const PRICE = 10;
const TAB_A = 'tab-aaaaaaaa';
const TAB_B = 'tab-bbbbbbbb';

const graceMs = () => app.t.ctx.config.calls.reconnectGraceSeconds * SECOND;

async function leave(who: Party): Promise<void> {
  const closed = disconnected(who.socket);
  who.socket.disconnect();
  await closed;
}

async function row(roomNum: string) {
  const [found] = await app.t.ctx.database.db.select().from(calls).where(eq(calls.roomNum, roomNum));
  if (!found) throw new Error('no such call');
  return found;
}

async function paidCall(): Promise<{ caller: Party; host: Party; roomNum: string }> {
  const caller = await app.party('Payer');
  const host = await app.party('Host');
  await app.host(host, { callPrice: PRICE });
  await app.grant(caller, 100 * PRICE);
  return { caller, host, roomNum: await app.connected(caller, host) };
}

describe('an interrupted call', () => {
  it('stops the billing clock while media is away, so only media minutes are billed (a reload)', async () => {
    const { caller, host, roomNum } = await paidCall();
    await app.elapse(20 * SECOND, caller, host);
    const hostSees = eventWhere(host.socket, 'call:state', (e) => e.interrupted);
    await leave(caller);
    // The other side is told at once: 'Reconnecting…' on both screens.
    expect(await hostSees).toMatchObject({ roomNum, phase: 'connected', interrupted: true });
    await app.elapse(25 * SECOND, host);

    // The reloaded page finds its call from the session, rejoins and reports media flowing again.
    caller.socket = await app.online(caller.session);
    const live = data(await app.c.get<CallData | null>(caller.session, callsApi.live.path));
    expect(live).toMatchObject({ roomNum, interrupted: true, bizData: { videoTime: 20, coins: PRICE } });
    const resumed = eventWhere(host.socket, 'call:state', (e) => !e.interrupted);
    data(await app.act(caller, callsApi.notifyStartCall.path, roomNum));
    expect(await resumed).toMatchObject({ roomNum, phase: 'connected', interrupted: false });

    // The first minute ends 60 s of media after it began: 25 s later than the wall clock would say.
    expect((await row(roomNum)).nextMinuteAt?.getTime()).toBe(clock.now() + 40 * SECOND);
    await app.elapse(40 * SECOND - 1, caller, host);
    expect((await row(roomNum)).minutesBilled).toBe(0);
    await app.elapse(1, caller, host);
    expect((await row(roomNum)).minutesBilled).toBe(1);
    await app.elapse(10 * SECOND, caller, host);

    const receipt = eventWhere(caller.socket, 'call:receipt');
    data(await app.act(caller, callsApi.hangup.path, roomNum));
    // 70 s of media: two started minutes, whatever the 25 s away.
    expect(await receipt).toMatchObject({
      callStatus: 'hung_up',
      durationSeconds: 70,
      minutesBilled: 2,
      coins: 2 * PRICE,
    });
    expect(await app.balance(caller)).toMatchObject({ coins: 98 * PRICE, heldCoins: 0 });
    await app.expectLedgerSound();
  });

  it('ends as connection lost when media does not come back within the grace, billing the started minute', async () => {
    const { caller, host, roomNum } = await paidCall();
    await app.elapse(20 * SECOND, caller, host);
    const callerReceipt = eventWhere(caller.socket, 'call:receipt');
    const hostReceipt = eventWhere(host.socket, 'call:receipt');
    // Both are still online, but the media broke (reported by one side): the grace runs all the same.
    data(await app.c.post<CallData>(host.session, callsApi.interrupted.path, { roomNum }));
    await app.elapse(graceMs(), caller, host);
    const [mine, theirs] = await Promise.all([callerReceipt, hostReceipt]);
    for (const receipt of [mine, theirs]) {
      expect(receipt).toMatchObject({
        callStatus: 'connection_lost',
        durationSeconds: 20,
        minutesBilled: 1,
        coins: PRICE,
      });
    }
    expect(await app.t.ctx.calls.activeCallOf(caller.id)).toBeNull();
    await app.expectLedgerSound();
  });

  it('goes on at once when the other side still sees media', async () => {
    const { caller, host, roomNum } = await paidCall();
    const states = collect(caller.socket, 'call:state');
    const reported = data(await app.c.post<CallData>(caller.session, callsApi.interrupted.path, { roomNum }));
    expect(reported.interrupted).toBe(true);
    // The host's browser hears of it while its connection is fine, and says so.
    data(await app.act(host, callsApi.notifyStartCall.path, roomNum));
    expect((await row(roomNum)).interruptedAt).toBeNull();
    // Both sides hear of it and of the call going on. (Collected from the start: over Redis the news may come
    // before the answer to the request does. The 'connected' news of the call's start may still be on its way:
    // only what follows the report counts.)
    await vi.waitFor(() => {
      const fromReport = states.slice(states.findIndex((e) => e.interrupted));
      expect(fromReport.map((e) => e.interrupted)).toEqual([true, false]);
    });
    // A repeated report while nothing is interrupted changes nothing.
    data(await app.act(host, callsApi.notifyStartCall.path, roomNum));
    expect((await row(roomNum)).interruptedMs).toBe(0);
    data(await app.act(caller, callsApi.hangup.path, roomNum));
  });

  it('is not a thing before media flows: an answered call is left to its connect limit', async () => {
    const caller = await app.party('Early');
    const callee = await app.party('Bird');
    const { roomNum } = await app.ring(caller, callee);
    data(await app.act(callee, callsApi.answer.path, roomNum));
    const answer = data(await app.c.post<CallData>(caller.session, callsApi.interrupted.path, { roomNum }));
    expect(answer).toMatchObject({ interrupted: false, callStatus: 'connected' });
    expect((await row(roomNum)).offlineEndsAt).toBeNull();
    data(await app.act(caller, callsApi.hangup.path, roomNum));
  });
});

describe('the media connection of a call', () => {
  it('starts afresh when a party joins the room again, and only then', async () => {
    const caller = await app.party('Rejoin');
    const callee = await app.party('Stays');
    const { roomNum } = await app.ring(caller, callee);
    data(await app.act(callee, callsApi.answer.path, roomNum));
    const joins = await Promise.all([
      app.act(caller, callsApi.notifyJoinCall.path, roomNum),
      app.act(callee, callsApi.notifyJoinCall.path, roomNum),
    ]);
    expect(joins.map((answer) => data(answer)?.mediaEpoch)).toEqual([0, 0]);
    // The caller's page reloads and joins again: the callee's browser hears it must negotiate anew.
    const calleeHears = eventWhere(callee.socket, 'call:state', (e) => e.mediaEpoch === 1);
    expect(data(await app.act(caller, callsApi.notifyJoinCall.path, roomNum))?.mediaEpoch).toBe(1);
    await calleeHears;
    data(await app.act(caller, callsApi.hangup.path, roomNum));
  });
});

describe('one tab owns a call', () => {
  it('tells every tab who answered; another tab cannot run its media unless it takes the call on purpose', async () => {
    const caller = await app.party('Caller');
    const callee = await app.party('Twotabs');
    const secondTab = await app.online(callee.session);
    const { roomNum } = await app.ring(caller, callee, { tabId: TAB_A });
    expect(data(await app.c.get<CallData | null>(caller.session, callsApi.live.path))?.ownerTab).toBe(TAB_A);

    // Both tabs ring; the second one answers.
    const firstTabHears = eventWhere(callee.socket, 'call:state', (e) => e.ownerTab === TAB_B);
    const answered = data(await app.act(callee, callsApi.answer.path, roomNum, { tabId: TAB_B }));
    expect(answered.ownerTab).toBe(TAB_B);
    expect(await firstTabHears).toMatchObject({ roomNum, phase: 'accepted' });

    // The first tab answering too, or joining the room, is refused: it shows 'Answered in another tab'.
    for (const path of [callsApi.answer.path, callsApi.notifyJoinCall.path, callsApi.notifyStartCall.path]) {
      expect(await app.act(callee, path, roomNum, { tabId: TAB_A })).toMatchObject({
        code: CallCode.IN_OTHER_TAB,
      });
    }
    data(await app.act(callee, callsApi.notifyJoinCall.path, roomNum, { tabId: TAB_B }));
    data(await app.act(callee, callsApi.notifyStartCall.path, roomNum, { tabId: TAB_B }));

    // 'Continue here' in the first tab: the second hears of it and lets go.
    const secondTabHears = eventWhere(secondTab, 'call:state', (e) => e.ownerTab === TAB_A);
    const claimed = data(
      await app.c.post<CallData>(callee.session, callsApi.claim.path, { roomNum, tabId: TAB_A }),
    );
    expect(claimed).toMatchObject({ ownerTab: TAB_A, callStatus: 'connected' });
    await secondTabHears;
    expect(await app.act(callee, callsApi.notifyStartCall.path, roomNum, { tabId: TAB_B })).toMatchObject({
      code: CallCode.IN_OTHER_TAB,
    });
    // Any tab may hang up: the person wants out either way.
    data(await app.act(callee, callsApi.hangup.path, roomNum, { tabId: TAB_B }));
    expect(data(await app.c.get<CallData | null>(callee.session, callsApi.live.path))).toBeNull();
    secondTab.disconnect();
  });

  it('lets the first tab that joins a match call own it', async () => {
    const caller = await app.party('Matched');
    const callee = await app.party('Stranger');
    const { roomNum } = await app.ring(caller, callee);
    data(await app.act(callee, callsApi.answer.path, roomNum));
    data(await app.act(caller, callsApi.notifyJoinCall.path, roomNum, { tabId: TAB_A }));
    expect(await app.act(caller, callsApi.notifyJoinCall.path, roomNum, { tabId: TAB_B })).toMatchObject({
      code: CallCode.IN_OTHER_TAB,
    });
    data(await app.act(caller, callsApi.hangup.path, roomNum));
  });
});
