import { randomBytes } from 'node:crypto';
import { callsApi, OnlineStatus, type CallData } from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callLiveParties, calls } from '../src/infra/db/schema';
import { ManualClock } from '../src/infra/manual-clock';
import { data, eventWhere, until, useCallsApp, type Party } from './calls-app';
import { disconnected } from './realtime-client';

/** Closes a party's only socket: the server hears that their last socket closed. */
async function leave(who: Party): Promise<void> {
  const closed = disconnected(who.socket);
  who.socket.disconnect();
  await closed;
}

// The product's own windows (30 s ring, 45 s to connect, 30 s grace, a presence check a minute), on a clock
// the tests move: every deadline is proven to the millisecond without waiting for it.
const clock = new ManualClock();
const app = useCallsApp({}, { clock });
const SECOND = 1_000;

const settings = () => app.t.ctx.config.calls;

describe('deadlines the server keeps by itself', () => {
  it('ends a call nobody answers after the ring window: no answer for the caller, missed for the callee', async () => {
    const caller = await app.party('Ada');
    const callee = await app.party('Bo');
    const callerReceipt = eventWhere(caller.socket, 'call:receipt');
    const calleeReceipt = eventWhere(callee.socket, 'call:receipt');
    const { roomNum } = await app.ring(caller, callee);
    const ringMs = settings().ringSeconds * SECOND;
    expect(ringMs).toBe(30 * SECOND);

    await app.elapse(ringMs - 1, caller, callee);
    expect(data(await app.c.get<CallData>(callee.session, callsApi.info.path, { roomNum })).callStatus).toBe(
      'ringing',
    );
    await app.elapse(1, caller, callee);
    expect(await callerReceipt).toMatchObject({
      roomNum,
      callStatus: 'no_answer',
      connectedAt: null,
      coins: 0,
    });
    expect(await calleeReceipt).toMatchObject({ roomNum, callStatus: 'missed' });
    // Answering after the ring window changes nothing.
    expect(data(await app.act(callee, callsApi.answer.path, roomNum)).callStatus).toBe('missed');
    expect(await app.t.ctx.calls.activeCallOf(callee.id)).toBeNull();
  });

  it('ends an answered call whose media never flowed as failed, costing nothing', async () => {
    const caller = await app.party('Cy');
    const host = await app.party('Di');
    await app.host(host, { callPrice: 10 });
    await app.grant(caller, 10);
    const ended = eventWhere(caller.socket, 'call:receipt');
    const { roomNum } = await app.ring(caller, host);
    data(await app.act(host, callsApi.answer.path, roomNum));
    const connectMs = settings().connectTimeoutSeconds * SECOND;

    await app.elapse(connectMs - 1, caller, host);
    expect(await app.t.ctx.calls.activeCallOf(caller.id)).not.toBeNull();
    await app.elapse(1, caller, host);
    expect(await ended).toMatchObject({
      roomNum,
      callStatus: 'hung_up',
      connectedAt: null,
      minutesBilled: 0,
    });
    const [row] = await app.t.ctx.database.db.select().from(calls).where(eq(calls.roomNum, roomNum));
    expect(row).toMatchObject({ endReason: 'failed', endedBy: 'system' });
    expect(await app.balance(caller)).toMatchObject({ coins: 10, heldCoins: 0 });
  });

  it('ends a ringing call when the caller leaves (missed) or the callee leaves (no answer)', async () => {
    const caller = await app.party('Ed');
    const callee = await app.party('Flo');
    const first = await app.ring(caller, callee);
    const missed = eventWhere(callee.socket, 'call:receipt');
    await leave(caller);
    expect(await missed).toMatchObject({ roomNum: first.roomNum, callStatus: 'missed' });

    const again = await app.party('Gus');
    const second = await app.ring(again, callee);
    const noAnswer = eventWhere(again.socket, 'call:receipt');
    await leave(callee);
    expect(await noAnswer).toMatchObject({ roomNum: second.roomNum, callStatus: 'no_answer' });
  });

  it('ends a connected call when a party is not back by the end of the grace period', async () => {
    const caller = await app.party('Hal');
    const callee = await app.party('Ivy');
    const roomNum = await app.connected(caller, callee);
    const ended = eventWhere(callee.socket, 'call:receipt');
    await leave(caller);
    const graceEnds = await offlineEndsAt(roomNum);
    expect(graceEnds.getTime() - clock.now()).toBe(settings().reconnectGraceSeconds * SECOND);

    await app.elapse(graceEnds.getTime() - clock.now() - 1, callee);
    expect(await app.t.ctx.calls.activeCallOf(callee.id)).not.toBeNull();
    await app.elapse(1, callee);
    // Ended as lost; the grace was no media, so the receipt does not count it.
    const receipt = await ended;
    expect(receipt).toMatchObject({ roomNum, callStatus: 'connection_lost', durationSeconds: 0 });
    const [row] = await app.t.ctx.database.db.select().from(calls).where(eq(calls.roomNum, roomNum));
    expect(row).toMatchObject({
      endReason: 'lost',
      endedBy: 'system',
      offlineEndsAt: null,
      interruptedAt: null,
    });
    expect(row?.interruptedMs).toBe(settings().reconnectGraceSeconds * SECOND);
  });

  it('ends a connected call whose party vanished with their process: presence lapsed, no goodbye', async () => {
    const caller = await app.party('Ike');
    const callee = await app.party('Jem');
    const roomNum = await app.connected(caller, callee);
    const ended = eventWhere(callee.socket, 'call:receipt');
    // Their node died: no socket close is ever reported, but their presence record expires (set here: with
    // Redis it expires on Redis's clock, which no test moves). The presence check a minute into the call
    // notices, and the grace period follows; the callee's client keeps beating meanwhile.
    await app.t.ctx.presence.setStatus(caller.id, OnlineStatus.OFFLINE);
    await app.elapse(60 * SECOND + settings().reconnectGraceSeconds * SECOND, callee);
    expect(await ended).toMatchObject({ roomNum, callStatus: 'connection_lost', durationSeconds: 60 });
    const [row] = await app.t.ctx.database.db.select().from(calls).where(eq(calls.roomNum, roomNum));
    expect(row).toMatchObject({ endedBy: 'system', livenessCheckAt: null });
  });

  it("ends a ringing call left behind by a process that died: every process's sweep finds it", async () => {
    const caller = await app.party('Jo');
    const callee = await app.party('Kit');
    const { db } = app.t.ctx.database;
    const roomNum = randomBytes(16).toString('base64url');
    const past = new Date(clock.now() - 60 * SECOND);
    // A call as another process would have written it before dying: no timer anywhere knows of it.
    const ended = eventWhere(caller.socket, 'call:receipt');
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(calls)
        .values({
          roomNum,
          callerId: caller.id,
          calleeId: callee.id,
          media: 'video',
          source: 'direct',
          taskRule: 'free',
          startedAt: past,
          ringEndsAt: new Date(past.getTime() + 30 * SECOND),
          dueAt: new Date(past.getTime() + 30 * SECOND),
        })
        .returning();
      if (!row) throw new Error('insert failed');
      await tx.insert(callLiveParties).values([
        { userId: caller.id, callId: row.id },
        { userId: callee.id, callId: row.id },
      ]);
    });
    // The 'calls.sweep' job runs at its interval.
    await app.elapse(settings().sweepIntervalMs, caller, callee);
    expect(await ended).toMatchObject({ roomNum, callStatus: 'no_answer' });
    expect(app.t.ctx.jobs.status()['calls.sweep']?.lastRun).toMatchObject({ ok: true });
    const info = data(await app.c.get<CallData>(callee.session, callsApi.info.path, { roomNum }));
    expect(info.callStatus).toBe('missed');
    expect(await app.t.ctx.calls.activeCallOf(caller.id)).toBeNull();
  });

  it('keeps a connected call when the party is back before the grace period ends (a reload)', async () => {
    const caller = await app.party('Lia');
    const callee = await app.party('Max');
    const roomNum = await app.connected(caller, callee);
    await leave(caller);
    const graceEnds = await offlineEndsAt(roomNum);
    await app.elapse(graceEnds.getTime() - clock.now() - SECOND, callee);
    caller.socket = await app.online(caller.session);
    // The reloaded page finds its call, reconnects its media and says so: the call goes on past the deadline.
    expect(data(await app.c.get<CallData | null>(caller.session, callsApi.live.path))).toMatchObject({
      roomNum,
      interrupted: true,
    });
    data(await app.act(caller, callsApi.notifyStartCall.path, roomNum));
    await app.elapse(2 * SECOND, caller, callee);
    const [after] = await app.t.ctx.database.db.select().from(calls).where(eq(calls.roomNum, roomNum));
    expect(after).toMatchObject({ phase: 'connected', offlineEndsAt: null, interruptedAt: null });
    expect(after?.interruptedMs).toBe(settings().reconnectGraceSeconds * SECOND - SECOND);
    const hangup = eventWhere(callee.socket, 'call:receipt');
    data(await app.act(caller, callsApi.hangup.path, roomNum));
    expect((await hangup).callStatus).toBe('hung_up');
  });
});

/** The end of the call's grace period, once the server has heard that a party's last socket closed. */
function offlineEndsAt(roomNum: string): Promise<Date> {
  return until(async () => {
    const [row] = await app.t.ctx.database.db.select().from(calls).where(eq(calls.roomNum, roomNum));
    return row?.offlineEndsAt;
  });
}
