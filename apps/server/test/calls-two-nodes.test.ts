import { CallCode, callsApi, type CallData, type CallReceipt } from '@mingle/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/wallet/ledger-check';
import { data, eventWhere } from './calls-app';
import { socialClient } from './social-client';
import { twoNodes } from './two-nodes';

// Two server processes over one PostgreSQL and one Redis: CI's second pass sets both URLs.
const MINUTE_MS = 400;
const env = {
  CALL_MINUTE_MS: String(MINUTE_MS),
  CALL_RING_SECONDS: '5',
  CALL_SWEEP_INTERVAL_MS: '200',
  HOST_POINTS_SHARE: '0.5',
  RATE_LIMIT_PER_MINUTE: '100000',
};
// Runs in the server-scaled project: PostgreSQL (DATABASE_URL) and Redis (REDIS_URL).
describe('1:1 calls across two nodes', () => {
  const nodes = twoNodes(env);
  afterEach(() => nodes.disconnect());

  /** A caller signed in on node A and a host on node B, both with their socket on their node. */
  async function pair(coins: number, price = 10) {
    const a = socialClient(nodes.node(0));
    const b = socialClient(nodes.node(1));
    const caller = await a.user('Caller on A');
    const host = await b.user('Host on B');
    await nodes.node(1).ctx.calls.makeHost(host.userId, { callPrice: price });
    const { ledger } = nodes.node(0).ctx;
    if (coins > 0) {
      await ledger.run((tx) =>
        ledger.credit(tx, {
          key: `two-nodes:${caller.userId}`,
          userId: caller.userId,
          coins,
          source: 'grant',
        }),
      );
    }
    return {
      a,
      b,
      caller,
      host,
      callerSocket: await nodes.online(0, caller),
      hostSocket: await nodes.online(1, host),
    };
  }

  it('rings, answers, signals, bills per minute and hangs up with the two parties on different nodes', async () => {
    const { a, b, caller, host, callerSocket, hostSocket } = await pair(1000);

    const incoming = eventWhere(hostSocket, 'call:incoming');
    const call = data(await a.post<CallData>(caller, callsApi.launch.path, { matchUserId: host.userId }));
    expect((await incoming).bizData.remoteUserInfo.id).toBe(caller.userId);

    const accepted = eventWhere(callerSocket, 'call:state', (s) => s.phase === 'accepted');
    data(await b.post(host, callsApi.answer.path, { roomNum: call.roomNum }));
    expect((await accepted).callStatus).toBe('connected');

    const offer = eventWhere(hostSocket, 'call:signal');
    callerSocket.emit('call:signal', {
      roomNum: call.roomNum,
      description: { type: 'offer', sdp: 'v=0\r\n' },
    });
    expect(await offer).toMatchObject({ fromUserId: caller.userId, description: { type: 'offer' } });
    const answer = eventWhere(callerSocket, 'call:signal');
    hostSocket.emit('call:signal', {
      roomNum: call.roomNum,
      description: { type: 'answer', sdp: 'v=0\r\n' },
    });
    expect(await answer).toMatchObject({ fromUserId: host.userId, description: { type: 'answer' } });

    data(await a.post(caller, callsApi.notifyStartCall.path, { roomNum: call.roomNum }));
    // Minutes are settled by whichever node's timer or sweep gets the call first; both parties hear of each.
    await eventWhere(hostSocket, 'call:billing', (e) => e.minutesBilled >= 2);
    const receipts = [eventWhere(callerSocket, 'call:receipt'), eventWhere(hostSocket, 'call:receipt')];
    data(await b.post(host, callsApi.hangup.path, { roomNum: call.roomNum }));
    const [mine, theirs] = (await Promise.all(receipts)) as [CallReceipt, CallReceipt];
    const minutes = Math.floor((mine.endedAt - (mine.connectedAt ?? 0)) / MINUTE_MS) + 1;
    expect(mine).toMatchObject({ minutesBilled: minutes, coins: 10 * minutes, points: 5 * minutes });
    expect(theirs).toMatchObject({ minutesBilled: minutes, coins: 10 * minutes, callRole: 'callee' });
    expect(await nodes.node(1).ctx.ledger.balance(caller.userId)).toEqual({
      coins: 1000 - 10 * minutes,
      heldCoins: 0,
      points: 0,
    });
    expect((await nodes.node(0).ctx.ledger.balance(host.userId)).points).toBe(5 * minutes);
    expect(await checkLedger(nodes.node(0).ctx.database.db)).toEqual([]);
  });

  it('settles crossing answers, cancels and hang-ups on the two nodes to one outcome, billed once', async () => {
    const { a, b, caller, host, callerSocket, hostSocket } = await pair(1000);
    const ringing = eventWhere(hostSocket, 'call:incoming');
    const first = data(await a.post<CallData>(caller, callsApi.launch.path, { matchUserId: host.userId }));
    await ringing;
    const [answered, cancelled] = await Promise.all([
      b.post<CallData>(host, callsApi.answer.path, { roomNum: first.roomNum }),
      a.post<CallData>(caller, callsApi.cancel.path, { roomNum: first.roomNum }),
    ]);
    // Whichever came first, a withdrawal before any media ends the call; the answer either came too late
    // (missed) or was overtaken (connected, then cancelled). Both sides read the same ending.
    expect(data(cancelled).callStatus).toBe('cancelled');
    expect(['connected', 'missed']).toContain(data(answered).callStatus);
    expect(
      data(await a.get<CallData>(caller, callsApi.info.path, { roomNum: first.roomNum })).callStatus,
    ).toBe('cancelled');
    const calleeView = data(
      await b.get<CallData>(host, callsApi.info.path, { roomNum: first.roomNum }),
    ).callStatus;
    expect(calleeView).toBe(data(answered).callStatus === 'missed' ? 'missed' : 'cancelled');

    const second = data(await a.post<CallData>(caller, callsApi.launch.path, { matchUserId: host.userId }));
    data(await b.post(host, callsApi.answer.path, { roomNum: second.roomNum }));
    data(await b.post(host, callsApi.notifyStartCall.path, { roomNum: second.roomNum }));
    await eventWhere(callerSocket, 'call:billing', (e) => e.minutesBilled >= 1);
    const hangups = await Promise.all([
      a.post<CallData>(caller, callsApi.hangup.path, { roomNum: second.roomNum }),
      b.post<CallData>(host, callsApi.hangup.path, { roomNum: second.roomNum }),
    ]);
    expect(hangups.map((h) => data(h).callStatus)).toEqual(['hung_up', 'hung_up']);
    const [mine] = data(await a.get<CallReceipt[]>(caller, callsApi.receipts.path));
    const [theirs] = data(await b.get<CallReceipt[]>(host, callsApi.receipts.path));
    expect(theirs?.coins).toBe(mine?.coins);
    expect(mine?.coins).toBe((mine?.minutesBilled ?? -1) * 10);
    expect((await nodes.node(0).ctx.ledger.balance(caller.userId)).coins).toBe(1000 - (mine?.coins ?? 0));
    expect(await checkLedger(nodes.node(0).ctx.database.db)).toEqual([]);
  });

  it('lets exactly one of two people calling each other at the same moment through', async () => {
    const { a, b, caller, host } = await pair(0, 0);
    const crossing = await Promise.all([
      a.post<CallData>(caller, callsApi.launch.path, { matchUserId: host.userId }),
      b.post<CallData>(host, callsApi.launch.path, { matchUserId: caller.userId }),
    ]);
    const through = crossing.filter((answer) => answer.code === 200);
    expect(through).toHaveLength(1);
    const refused = crossing.find((answer) => answer.code !== 200);
    expect([CallCode.PEER_BUSY, CallCode.ALREADY_IN_CALL]).toContain(refused?.code);
    const roomNum = through[0]?.data.roomNum;
    expect(await nodes.node(0).ctx.calls.activeCallOf(caller.userId)).toBe(roomNum);
    expect(await nodes.node(1).ctx.calls.activeCallOf(host.userId)).toBe(roomNum);
  });

  it('ends a ringing call on the surviving node when the node that started it stops keeping time', async () => {
    const { a, caller, host, callerSocket } = await pair(0, 0);
    const call = data(await a.post<CallData>(caller, callsApi.launch.path, { matchUserId: host.userId }));
    // Node A stops its timers and sweep (as if it had died); only node B's sweep is left to end the ring.
    await nodes.node(0).ctx.calls.stop();
    expect(await eventWhere(callerSocket, 'call:receipt')).toMatchObject({
      roomNum: call.roomNum,
      callStatus: 'no_answer',
    });
  });
});
