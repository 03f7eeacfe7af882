import { blocksApi, callsApi, reportsApi, type AdminReport } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { data, eventWhere, useCallsApp, type Party } from './calls-app';

const app = useCallsApp();
const { c } = app;

/** Both parties' receipts and their last 'call:state', waited for from now on. */
function endingSeenBy(...parties: Party[]) {
  return Promise.all(
    parties.map(async (p) => {
      const [state, receipt] = await Promise.all([
        eventWhere(p.socket, 'call:state', (s) => s.phase === 'ended'),
        eventWhere(p.socket, 'call:receipt'),
      ]);
      return { state, receipt };
    }),
  );
}

describe('blocking the person you are in a call with', () => {
  it('ends the connected call at once: the blocker hangs up and both get their receipts', async () => {
    const caller = await app.party('Vera');
    const callee = await app.party('Walt');
    const roomNum = await app.connected(caller, callee);
    const ending = endingSeenBy(caller, callee);

    // The callee blocks the caller; the answer comes once the call has ended.
    data(await c.post(callee.session, blocksApi.add.path, { targetUserId: caller.id }));
    expect(await app.t.ctx.calls.activeCallOf(callee.id)).toBeNull();
    expect(await app.t.ctx.calls.activeCallOf(caller.id)).toBeNull();

    const [callerSide, calleeSide] = await ending;
    expect(callerSide?.receipt).toMatchObject({ roomNum, callRole: 'caller', callStatus: 'hung_up' });
    expect(calleeSide?.receipt).toMatchObject({
      roomNum,
      callRole: 'callee',
      callStatus: 'hung_up',
      peer: { id: caller.id },
    });
    expect(callerSide?.receipt.connectedAt).not.toBeNull();
    const [receipt] = await app.receipts(callee);
    expect(receipt).toMatchObject({ roomNum, callStatus: 'hung_up' });
    await app.expectLedgerSound();
  });

  it('ends a call still ringing, and leaves a call with someone else alone', async () => {
    const caller = await app.party('Xena');
    const callee = await app.party('Yuri');
    const other = await app.party('Zoe');
    const ringing = await app.ring(caller, callee);
    const declined = endingSeenBy(caller);
    data(await c.post(callee.session, blocksApi.add.path, { targetUserId: caller.id }));
    expect((await declined)[0]?.state.callStatus).toBe('declined');

    const roomNum = await app.connected(other, callee);
    expect(roomNum).not.toBe(ringing.roomNum);
    // Yuri blocks Xena again (no call between them now): his call with Zoe goes on.
    data(await c.post(callee.session, blocksApi.add.path, { targetUserId: caller.id }));
    data(await c.post(caller.session, blocksApi.add.path, { targetUserId: other.id }));
    expect(await app.t.ctx.calls.activeCallOf(callee.id)).toBe(roomNum);
    expect(await app.t.ctx.calls.activeCallOf(other.id)).toBe(roomNum);
    data(await app.act(other, callsApi.hangup.path, roomNum));
  });
});

/** A report of `target` made from the call `roomNum`, as the call's receipt files it. */
async function reportFromCall(reporter: Party, target: Party, roomNum: string): Promise<number> {
  const filed = await c.post<{ id: number }>(reporter.session, reportsApi.add.path, {
    targetUserId: target.id,
    reason: 2,
    context: 'call',
    contextId: roomNum,
  });
  return data(filed).id;
}

describe('reporting from a call', () => {
  it('ends the call (a report blocks) and shows the reviewer the call it came from', async () => {
    const caller = await app.party('Anna');
    const callee = await app.party('Bert');
    const admin = await c.user('Admin');
    await app.t.ctx.users.setAdmin(admin.userId, true);
    const roomNum = await app.connected(caller, callee, { media: 'voice', source: 'card' });
    const ending = endingSeenBy(caller, callee);

    const filed = await reportFromCall(callee, caller, roomNum);
    const [callerSide, calleeSide] = await ending;
    expect(callerSide?.receipt.callStatus).toBe('hung_up');
    expect(calleeSide?.receipt.callStatus).toBe('hung_up');

    // A room the two did not share names no call, whatever the reporter typed.
    const third = await app.party('Cleo');
    const elsewhere = await app.connected(third, caller);
    const foreign = await reportFromCall(callee, third, elsewhere);
    data(await app.act(third, callsApi.hangup.path, elsewhere));

    const listed = data(await c.get<AdminReport[]>(admin, reportsApi.adminList.path));
    const fromCall = listed.find((r) => r.id === filed);
    expect(fromCall).toMatchObject({
      context: 'call',
      contextId: roomNum,
      call: { media: 'voice', source: 'card', reporterRole: 'callee' },
    });
    expect(fromCall?.call?.connectedAt).toBeGreaterThanOrEqual(fromCall?.call?.startedAt ?? Infinity);
    expect(fromCall?.call?.endedAt).toBeGreaterThanOrEqual(fromCall?.call?.connectedAt ?? Infinity);
    expect(listed.find((r) => r.id === foreign)).toMatchObject({ contextId: elsewhere, call: null });

    // The admin's decision answers the same view.
    const dismissed = data(
      await c.post<AdminReport>(admin, reportsApi.adminResolve.path, { id: filed, action: 'dismiss' }),
    );
    expect(dismissed).toMatchObject({ status: 'dismissed', call: { reporterRole: 'callee' } });
  });
});
