import { randomBytes } from 'node:crypto';
import { callsApi, type CallData } from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callLiveParties, calls } from '../src/infra/db/schema';
import { data, eventWhere, until, useCallsApp, type Party } from './calls-app';
import { disconnected } from './realtime-client';

/** Closes a party's only socket: the server hears that their last socket closed. */
async function leave(who: Party): Promise<void> {
  const closed = disconnected(who.socket);
  who.socket.disconnect();
  await closed;
}

describe('deadlines the server keeps by itself', () => {
  const app = useCallsApp({
    CALL_RING_SECONDS: '1',
    CALL_CONNECT_TIMEOUT_SECONDS: '1',
    CALL_RECONNECT_GRACE_SECONDS: '1',
  });

  it('ends a call nobody answers as no answer for the caller and missed for the callee', async () => {
    const caller = await app.party('Ada');
    const callee = await app.party('Bo');
    const callerReceipt = eventWhere(caller.socket, 'call:receipt');
    const calleeReceipt = eventWhere(callee.socket, 'call:receipt');
    const { roomNum } = await app.ring(caller, callee);
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

  it('ends a connected call after the grace period when a party does not come back', async () => {
    const caller = await app.party('Hal');
    const callee = await app.party('Ivy');
    const roomNum = await app.connected(caller, callee);
    const ended = eventWhere(callee.socket, 'call:receipt');
    await leave(caller);
    expect(await ended).toMatchObject({ roomNum, callStatus: 'hung_up' });
    const [row] = await app.t.ctx.database.db.select().from(calls).where(eq(calls.roomNum, roomNum));
    expect(row).toMatchObject({ endReason: 'hung_up', endedBy: 'system', offlineEndsAt: null });
  });

  it('ends a connected call whose party vanished with their process: presence lapsed, no goodbye', async () => {
    const caller = await app.party('Ike');
    const callee = await app.party('Jem');
    const roomNum = await app.connected(caller, callee);
    // Their node died: no socket close is ever reported, but their presence record expires.
    await app.t.ctx.presence.setStatus(caller.id, 0);
    const ended = eventWhere(callee.socket, 'call:receipt');
    // The next presence check is a minute away in real life; bring it forward.
    await app.t.ctx.database.db
      .update(calls)
      .set({ livenessCheckAt: new Date(Date.now() - 1000), dueAt: new Date(Date.now() - 1000) })
      .where(eq(calls.roomNum, roomNum));
    expect(await ended).toMatchObject({ roomNum, callStatus: 'hung_up' });
    const [row] = await app.t.ctx.database.db.select().from(calls).where(eq(calls.roomNum, roomNum));
    expect(row).toMatchObject({ endedBy: 'system', livenessCheckAt: null });
  });

  it("ends a ringing call left behind by a process that died: every process's sweep finds it", async () => {
    const caller = await app.party('Jo');
    const callee = await app.party('Kit');
    const { db } = app.t.ctx.database;
    const roomNum = randomBytes(16).toString('base64url');
    const past = new Date(Date.now() - 60_000);
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
          ringEndsAt: new Date(past.getTime() + 30_000),
          dueAt: new Date(past.getTime() + 30_000),
        })
        .returning();
      if (!row) throw new Error('insert failed');
      await tx.insert(callLiveParties).values([
        { userId: caller.id, callId: row.id },
        { userId: callee.id, callId: row.id },
      ]);
    });
    expect(await ended).toMatchObject({ roomNum, callStatus: 'no_answer' });
    const info = data(await app.c.get<CallData>(callee.session, callsApi.info.path, { roomNum }));
    expect(info.callStatus).toBe('missed');
    expect(await app.t.ctx.calls.activeCallOf(caller.id)).toBeNull();
  });
});

describe('a connected call survives a reload', () => {
  const app = useCallsApp({ CALL_RECONNECT_GRACE_SECONDS: '3' });

  it('keeps the call when the party is back before the grace period ends', async () => {
    const caller = await app.party('Lia');
    const callee = await app.party('Max');
    const roomNum = await app.connected(caller, callee);
    await leave(caller);
    const { db } = app.t.ctx.database;
    const graceEnds = await until(async () => {
      const [row] = await db.select().from(calls).where(eq(calls.roomNum, roomNum));
      return row?.offlineEndsAt;
    });
    caller.socket = await app.online(caller.session);
    // Past the grace deadline the deadline is looked at (this process's timer, or the sweep) and the call goes on.
    await new Promise((resolve) => setTimeout(resolve, graceEnds.getTime() - Date.now() + 50));
    await app.t.ctx.calls.sweep();
    const [after] = await db.select().from(calls).where(eq(calls.roomNum, roomNum));
    expect(after).toMatchObject({ phase: 'connected', offlineEndsAt: null });
    const hangup = eventWhere(callee.socket, 'call:receipt');
    data(await app.act(caller, callsApi.hangup.path, roomNum));
    expect((await hangup).callStatus).toBe('hung_up');
  });
});
