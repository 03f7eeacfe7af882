import { callsApi, walletApi, type CallReceipt } from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls } from '../src/infra/db/schema';
import { ManualClock } from '../src/infra/manual-clock';
import { data, eventWhere, useCallsApp, type Party } from './calls-app';

// The product's minute (60 s) on a clock the tests move: every minute boundary falls where the test puts it,
// however fast this machine is, and nobody waits a minute for it.
const MINUTE_MS = 60_000;
const clock = new ManualClock();
const app = useCallsApp({ HOST_POINTS_SHARE: '0.6' }, { clock });
const PRICE = 10;
const POINTS = 6;

/** A connected paid call, with the first billing news each side got (the first minute held). */
async function paidCall(coins: number) {
  const caller = await app.party('Payer');
  const host = await app.party('Host');
  await app.host(host, { callPrice: PRICE });
  if (coins > 0) await app.grant(caller, coins);
  const firstMinute = eventWhere(caller.socket, 'call:billing');
  const hostFirstMinute = eventWhere(host.socket, 'call:billing');
  // The header's balance: the held minute is no longer spendable from the moment it is held.
  const heldBalance = eventWhere(caller.socket, 'wallet:balance', (b) => b.heldCoins > 0);
  const roomNum = await app.connected(caller, host);
  return { caller, host, roomNum, firstMinute, hostFirstMinute, heldBalance };
}

/** Receipt fields that must be the same on both sides (everything but the side's own view). */
function shared(receipt: CallReceipt) {
  const { callRole: _role, peer: _peer, callStatus: _status, ...rest } = receipt;
  return rest;
}

async function callMovements(who: Party, roomNum: string) {
  const history = data(
    await app.c.get<{ list: { coins: number; label: string; reference: string | null }[] }>(
      who.session,
      walletApi.history.path,
      { page: 1, size: 100 },
    ),
  );
  return history.list.filter((m) => m.reference === `call:${roomNum}`);
}

describe('per-minute billing', () => {
  it('bills every started minute: N minutes for N-1 and a bit, coins to spending and the share to the host', async () => {
    expect(app.t.ctx.config.calls.minuteMs).toBe(MINUTE_MS);
    const { caller, host, roomNum, firstMinute, hostFirstMinute, heldBalance } = await paidCall(1000);
    // From the first second, both see the minute in progress as spent and earned: it is charged however it ends.
    expect(await firstMinute).toMatchObject({ minutesBilled: 1, coins: PRICE, points: POINTS });
    expect(await hostFirstMinute).toMatchObject({ minutesBilled: 1, coins: PRICE, points: POINTS });
    expect(await heldBalance).toEqual({ coins: 1000 - PRICE, heldCoins: PRICE, points: 0 });
    const thirdMinute = eventWhere(caller.socket, 'call:billing', (b) => b.minutesBilled >= 3);
    await app.elapse(MINUTE_MS - 1, caller, host);
    expect(await callMovements(caller, roomNum)).toHaveLength(0);
    await app.elapse(1, caller, host);
    expect(await callMovements(caller, roomNum)).toHaveLength(1);
    await app.elapse(MINUTE_MS + 1_000, caller, host);
    expect(await thirdMinute).toMatchObject({ minutesBilled: 3, coins: 3 * PRICE });
    const callerReceipt = eventWhere(caller.socket, 'call:receipt');
    const hostReceipt = eventWhere(host.socket, 'call:receipt');
    data(await app.act(caller, callsApi.hangup.path, roomNum));
    const [mine, theirs] = await Promise.all([callerReceipt, hostReceipt]);

    // Two minutes and a second: three started minutes.
    expect(mine.endedAt - (mine.connectedAt ?? 0)).toBe(2 * MINUTE_MS + 1_000);
    const minutes = 3;
    expect(mine).toMatchObject({
      minutesBilled: minutes,
      pricePerMinute: PRICE,
      coins: PRICE * minutes,
      points: POINTS * minutes,
      payerId: caller.id,
      taskRule: 'per_minute',
      callStatus: 'hung_up',
    });
    expect(shared(theirs)).toEqual(shared(mine));
    expect(await app.receipts(host)).toEqual([theirs]);

    expect(await app.balance(caller)).toEqual({ coins: 1000 - PRICE * minutes, heldCoins: 0, points: 0 });
    expect(await app.balance(host)).toEqual({ coins: 0, heldCoins: 0, points: POINTS * minutes });
    const movements = await callMovements(caller, roomNum);
    expect(movements).toHaveLength(minutes);
    expect(movements.every((m) => m.coins === -PRICE && m.label === 'call')).toBe(true);
    await app.expectLedgerSound();
  });

  it('warns a minute ahead when coins run short and ends the call when the paid minutes are over', async () => {
    const { caller, host, roomNum } = await paidCall(2 * PRICE);
    const warned = eventWhere(caller.socket, 'call:billing', (b) => b.lowBalance);
    const ended = eventWhere(caller.socket, 'call:receipt');
    const hostReceipt = eventWhere(host.socket, 'call:receipt');
    // The first minute is paid and the second can be: the warning comes when the second begins.
    await app.elapse(MINUTE_MS, caller, host);
    const warning = await warned;
    expect(warning).toMatchObject({ roomNum, lowBalance: true, minutesBilled: 2, coins: 2 * PRICE });
    const endsAt = warning.endsAt ?? 0;
    await app.elapse(endsAt - clock.now(), caller, host);
    const receipt = await ended;
    // Ended by the server exactly when the second paid minute was over: nothing on credit, nothing lost.
    expect(receipt).toMatchObject({
      roomNum,
      minutesBilled: 2,
      coins: 2 * PRICE,
      points: 2 * POINTS,
      endedAt: endsAt,
    });
    expect(receipt.endedAt - (receipt.connectedAt ?? 0)).toBe(2 * MINUTE_MS);
    expect((await hostReceipt).coins).toBe(2 * PRICE);
    const [row] = await app.t.ctx.database.db.select().from(calls).where(eq(calls.roomNum, roomNum));
    expect(row).toMatchObject({ endedBy: 'system', endReason: 'hung_up', holdId: null });
    expect(await app.balance(caller)).toEqual({ coins: 0, heldCoins: 0, points: 0 });
    await app.expectLedgerSound();
  });

  it('charges nothing for a call that never connected, however it ended', async () => {
    const caller = await app.party('Saver');
    const host = await app.party('Hostess');
    await app.host(host, { callPrice: PRICE });
    await app.grant(caller, 3 * PRICE);
    const refusedCall = await app.ring(caller, host);
    data(await app.act(host, callsApi.refuse.path, refusedCall.roomNum));
    const answered = await app.ring(caller, host);
    data(await app.act(host, callsApi.answer.path, answered.roomNum));
    const receipt = eventWhere(host.socket, 'call:receipt');
    data(await app.act(caller, callsApi.hangup.path, answered.roomNum));
    expect(await receipt).toMatchObject({
      minutesBilled: 0,
      coins: 0,
      points: 0,
      connectedAt: null,
      durationSeconds: 0,
    });
    expect(await app.balance(caller)).toEqual({ coins: 3 * PRICE, heldCoins: 0, points: 0 });
    expect(await app.balance(host)).toMatchObject({ points: 0 });
    expect(await callMovements(caller, answered.roomNum)).toEqual([]);
    await app.expectLedgerSound();
  });

  it('bills a call once when both parties hang up at the same moment', async () => {
    const { caller, host, roomNum } = await paidCall(1000);
    await app.elapse(MINUTE_MS + 1_000, caller, host);
    const answers = await Promise.all([
      app.act(caller, callsApi.hangup.path, roomNum),
      app.act(host, callsApi.hangup.path, roomNum),
      app.act(caller, callsApi.notifyEndCall.path, roomNum),
      app.act(host, callsApi.notifyEndCall.path, roomNum),
    ]);
    expect(answers.map((a) => data(a).callStatus)).toEqual(['hung_up', 'hung_up', 'hung_up', 'hung_up']);
    const [mine] = await app.receipts(caller);
    const [theirs] = await app.receipts(host);
    if (!mine || !theirs) throw new Error('receipts missing');
    expect(shared(theirs)).toEqual(shared(mine));
    expect(mine).toMatchObject({ minutesBilled: 2, coins: 2 * PRICE });
    expect(await callMovements(caller, roomNum)).toHaveLength(2);
    expect(await app.balance(caller)).toEqual({ coins: 1000 - mine.coins, heldCoins: 0, points: 0 });
    expect((await app.balance(host)).points).toBe(mine.points);
    await app.expectLedgerSound();
  });
});

describe('coins arriving during the warning', () => {
  it('warns at once when only one minute is paid for, and keeps the call going when coins arrive', async () => {
    const caller = await app.party('Payer');
    const host = await app.party('Host');
    await app.host(host, { callPrice: PRICE });
    await app.grant(caller, PRICE);
    const { roomNum } = await app.ring(caller, host);
    data(await app.act(host, callsApi.answer.path, roomNum));
    // The warning comes with the first held minute, in answer to the media starting.
    const warned = eventWhere(caller.socket, 'call:billing', (b) => b.lowBalance);
    data(await app.act(host, callsApi.notifyStartCall.path, roomNum));
    const warning = await warned;
    expect(warning).toMatchObject({ minutesBilled: 1, coins: PRICE, lowBalance: true });
    // Half a minute later, a top-up.
    await app.elapse(MINUTE_MS / 2, caller, host);
    await app.grant(caller, 5 * PRICE);
    const relieved = eventWhere(caller.socket, 'call:billing', (b) => !b.lowBalance);
    await app.elapse(MINUTE_MS / 2, caller, host);
    const relief = await relieved;
    expect(relief).toMatchObject({ endsAt: null, minutesBilled: 2 });
    const receipt = eventWhere(caller.socket, 'call:receipt');
    await app.elapse(1_000, caller, host);
    data(await app.act(caller, callsApi.hangup.path, roomNum));
    expect(await receipt).toMatchObject({ minutesBilled: 2, coins: 2 * PRICE });
    expect((await app.balance(caller)).coins).toBe(6 * PRICE - 2 * PRICE);
    await app.expectLedgerSound();
  });
});
