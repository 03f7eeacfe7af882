import { randomBytes } from 'node:crypto';
import { CallCode, callsApi, MATCHING_FLOW, type CallData } from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls } from '../src/infra/db/schema';
import { minuteCallSwitch } from '../src/modules/calls/minute-call-switch';
import { CallError } from '../src/modules/calls/errors';
import { data, eventWhere, until, useCallsApp, type Party } from './calls-app';

const MINUTE_MS = 400;
const matchId = () => `match-${randomBytes(6).toString('hex')}`;

/** Both accepted the matched pop-up: the matching area starts the call through ctx.calls. */
async function matchCall(on: ReturnType<typeof useCallsApp>, caller: Party, callee: Party): Promise<string> {
  const states = [eventWhere(caller.socket, 'call:state'), eventWhere(callee.socket, 'call:state')];
  const { roomNum } = await on.t.ctx.calls.startMatchCall({
    matchId: matchId(),
    callerId: caller.id,
    calleeId: callee.id,
  });
  for (const state of await Promise.all(states)) {
    expect(state).toMatchObject({ roomNum, phase: 'accepted', callStatus: 'connected' });
  }
  return roomNum;
}

describe('match calls with the minute-call switch on', () => {
  const app = useCallsApp({
    CALL_MINUTE_MS: String(MINUTE_MS),
    MATCH_MINUTE_SWITCH_SHOW: 'true',
    MATCH_MINUTE_SWITCH_TIME: '1',
    MATCH_MINUTE_SWITCH_ENOUGH: 'true',
  });

  it('exposes the switch as configured, for globalconf', () => {
    expect(minuteCallSwitch(app.t.ctx.config)).toEqual({ show: true, time: 1, enough: true });
  });

  it('starts answered and free between two people who are not hosts; a repeated start finds the same call', async () => {
    const a = await app.party('Ana');
    const b = await app.party('Ben');
    const id = matchId();
    const first = await app.t.ctx.calls.startMatchCall({ matchId: id, callerId: a.id, calleeId: b.id });
    const again = await app.t.ctx.calls.startMatchCall({ matchId: id, callerId: a.id, calleeId: b.id });
    expect(again).toEqual(first);
    const call = data(await app.c.get<CallData>(b.session, callsApi.info.path, { roomNum: first.roomNum }));
    expect(call).toMatchObject({
      callRole: 'callee',
      source: 'match',
      callStatus: 'connected',
      bizData: {
        pricePerMinute: 0,
        payerId: null,
        taskRule: 'free',
        goddessLocation: MATCHING_FLOW.locations[0],
      },
    });
    expect(await app.t.ctx.calls.activeCallOf(a.id)).toBe(first.roomNum);
    await expect(
      app.t.ctx.calls.startMatchCall({
        matchId: matchId(),
        callerId: a.id,
        calleeId: (await app.party('Cid')).id,
      }),
    ).rejects.toBeInstanceOf(CallError);
    data(await app.act(a, callsApi.notifyStartCall.path, first.roomNum));
    const receipt = eventWhere(b.socket, 'call:receipt');
    data(await app.act(b, callsApi.hangup.path, first.roomNum));
    expect(await receipt).toMatchObject({ coins: 0, minutesBilled: 0, taskRule: 'free' });
  });

  it("turns into a per-minute call at the host's price after the switch time, the non-host paying", async () => {
    const host = await app.party('Dora');
    const seeker = await app.party('Emil');
    await app.host(host, { callPrice: 10 });
    await app.grant(seeker, 100);
    // The host waited longer, so the host is the caller here; the seeker still pays.
    const roomNum = await matchCall(app, host, seeker);
    const call = data(await app.c.get<CallData>(seeker.session, callsApi.info.path, { roomNum }));
    expect(call.bizData).toMatchObject({ pricePerMinute: 10, payerId: seeker.id, taskRule: 'per_minute' });
    data(await app.act(seeker, callsApi.notifyStartCall.path, roomNum));
    await eventWhere(seeker.socket, 'call:billing', (b) => b.minutesBilled >= 1);
    const receipt = eventWhere(seeker.socket, 'call:receipt');
    data(await app.act(host, callsApi.hangup.path, roomNum));
    const done = await receipt;
    const [row] = await app.t.ctx.database.db.select().from(calls).where(eq(calls.roomNum, roomNum));
    const billingStartsAt = row?.billingStartsAt?.getTime() ?? 0;
    expect(billingStartsAt).toBe((done.connectedAt ?? 0) + 1000);
    const minutes = Math.floor((done.endedAt - billingStartsAt) / MINUTE_MS) + 1;
    expect(done).toMatchObject({ minutesBilled: minutes, coins: 10 * minutes, payerId: seeker.id });
    expect(await app.balance(seeker)).toEqual({ coins: 100 - 10 * minutes, heldCoins: 0, points: 0 });
    expect((await app.balance(host)).points).toBe(done.points);
    await app.expectLedgerSound();
  });

  it('ends the call at the switch time when the payer cannot pay a minute', async () => {
    const host = await app.party('Fee');
    const seeker = await app.party('Gert');
    await app.host(host, { callPrice: 10 });
    const roomNum = await matchCall(app, seeker, host);
    const warned = eventWhere(seeker.socket, 'call:billing');
    const ended = eventWhere(seeker.socket, 'call:receipt');
    data(await app.act(host, callsApi.notifyStartCall.path, roomNum));
    const warning = await warned;
    expect(warning).toMatchObject({ roomNum, lowBalance: true, minutesBilled: 0 });
    const receipt = await ended;
    expect(receipt).toMatchObject({ minutesBilled: 0, coins: 0, endedAt: warning.endsAt });
    expect(receipt.endedAt - (receipt.connectedAt ?? 0)).toBe(1000);
  });

  it('refuses a match call for someone already in a call', async () => {
    const a = await app.party('Hel');
    const b = await app.party('Ida');
    const c = await app.party('Jon');
    await app.ring(a, b);
    await expect(
      app.t.ctx.calls.startMatchCall({ matchId: matchId(), callerId: c.id, calleeId: b.id }),
    ).rejects.toMatchObject({ code: CallCode.PEER_BUSY });
  });
});

describe('match calls when the switch does not demand enough coins', () => {
  const app = useCallsApp({
    CALL_MINUTE_MS: String(MINUTE_MS),
    MATCH_MINUTE_SWITCH_SHOW: 'true',
    MATCH_MINUTE_SWITCH_TIME: '1',
    MATCH_MINUTE_SWITCH_ENOUGH: 'false',
  });

  it('keeps the call free for a payer who cannot pay when the switch comes', async () => {
    const host = await app.party('Kay');
    const seeker = await app.party('Lars');
    await app.host(host, { callPrice: 10 });
    const roomNum = await matchCall(app, seeker, host);
    data(await app.act(seeker, callsApi.notifyStartCall.path, roomNum));
    const { db } = app.t.ctx.database;
    // The switch time passes (the server looks at the call then), and it is free from then on.
    await until(async () => {
      const [row] = await db.select().from(calls).where(eq(calls.roomNum, roomNum));
      return row?.pricePerMinute === 0 && row.phase === 'connected';
    });
    const receipt = eventWhere(host.socket, 'call:receipt');
    data(await app.act(seeker, callsApi.hangup.path, roomNum));
    expect(await receipt).toMatchObject({ pricePerMinute: 0, payerId: null, coins: 0, taskRule: 'free' });
  });
});

describe('match calls with the switch off', () => {
  const app = useCallsApp({ MATCH_MINUTE_SWITCH_SHOW: 'false' });

  it('are free even with a host', async () => {
    const host = await app.party('Mona');
    const seeker = await app.party('Nils');
    await app.host(host, { callPrice: 10 });
    const roomNum = await matchCall(app, seeker, host);
    const call = data(await app.c.get<CallData>(seeker.session, callsApi.info.path, { roomNum }));
    expect(call.bizData).toMatchObject({ pricePerMinute: 0, payerId: null, taskRule: 'free' });
    expect(minuteCallSwitch(app.t.ctx.config)).toEqual({ show: false, time: 60, enough: true });
  });
});
