import { MatchPath, OnlineStatus, ProfilePath, type MatchingAnswer } from '@mingle/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collect, until, type Person } from './matching-app';
import { connect, nextEvent, realtimeAuth, type TestSocket } from './realtime-client';
import { socialClient } from './social-client';
import { createTestApp, testConfig, type TestApp } from './test-app';

// Two server processes over one PostgreSQL and one Redis: CI's second pass sets both URLs. Each node has its
// own in-process timers and sockets; the queue, the pop-up state and the events go through Redis.
const scaled = testConfig();
describe.runIf(scaled.databaseUrl && scaled.redisUrl)('matching across two nodes', () => {
  const env = { RATE_LIMIT_PER_MINUTE: '1000000' };
  let nodes: { t: TestApp; url: string; c: ReturnType<typeof socialClient> }[] = [];
  const sockets: TestSocket[] = [];
  const people: Person[] = [];

  beforeAll(async () => {
    const a = await createTestApp({ env });
    const b = await createTestApp({
      env,
      databaseLocation: a.databaseLocation,
      redisPrefix: a.ctx.redisPrefix,
    });
    nodes = await Promise.all(
      [a, b].map(async (t) => ({
        t,
        url: await t.app.listen({ host: '127.0.0.1', port: 0 }),
        c: socialClient(t),
      })),
    );
  });
  afterEach(async () => {
    const node = nodes[0];
    if (!node) return;
    await until(async () => {
      for (const p of people) await node.c.post(p.session, MatchPath.exitMatch);
      return (await node.t.ctx.matchQueue.size()) === 0;
    }, 'an empty queue');
    for (const s of sockets.splice(0)) s.disconnect();
    await until(async () => {
      const statuses = await node.t.ctx.presence.publicStatuses(people.map((p) => p.userId));
      return statuses.every((s) => s === OnlineStatus.OFFLINE);
    }, 'everyone offline');
    people.length = 0;
  });
  afterAll(async () => {
    for (const node of nodes.reverse()) await node.t.close();
  });

  /** A person signed up through node `n`, with their socket on that node. */
  async function person(n: 0 | 1, name: string): Promise<Person & { node: 0 | 1 }> {
    const node = nodes[n];
    if (!node) throw new Error('nodes start in beforeAll');
    const session = await node.c.user();
    await node.c.post(session, ProfilePath.update, { nickname: name, birthday: '1994-02-03' });
    const socket = connect(node.url, realtimeAuth(session));
    sockets.push(socket);
    await nextEvent(socket, 'session:ready');
    const p = { session, socket, userId: session.userId, node: n };
    people.push(p);
    return p;
  }

  const on = (p: { node: 0 | 1 }) => {
    const node = nodes[p.node];
    if (!node) throw new Error('nodes start in beforeAll');
    return node.c;
  };

  it('pairs users connected to different nodes and shows both the pop-up', async () => {
    const xena = await person(0, 'Xena');
    const yuri = await person(1, 'Yuri');
    expect((await on(xena).post<MatchingAnswer>(xena.session, MatchPath.matching, {})).data.state).toBe(
      'searching',
    );
    const found = [nextEvent(xena.socket, 'match:found'), nextEvent(yuri.socket, 'match:found')] as const;
    const answer = await on(yuri).post<MatchingAnswer>(yuri.session, MatchPath.matching, {});
    expect(answer.data.offer?.peer).toMatchObject({ id: xena.userId, userName: 'Xena' });
    const [forXena, forYuri] = await Promise.all(found);
    expect(forXena.peer.id).toBe(yuri.userId);
    expect(forYuri).toEqual(answer.data.offer);

    // Xena declines through node 0 an offer made on node 1: both hear it and search again.
    const ended = [nextEvent(xena.socket, 'match:ended'), nextEvent(yuri.socket, 'match:ended')];
    const reply = { matchId: forXena.matchId, answer: 'decline' };
    expect((await on(xena).post(xena.session, MatchPath.matchAnswer, reply)).code).toBe(200);
    for (const event of await Promise.all(ended)) expect(event).toMatchObject({ searching: true });
  });

  it('pairs each of many seekers spread over both nodes exactly once', async () => {
    const crowd = await Promise.all(Array.from({ length: 12 }, (_, i) => person((i % 2) as 0 | 1, `C${i}`)));
    const found = crowd.map((p) => collect(p.socket, 'match:found'));
    await Promise.all(crowd.map((p) => on(p).post(p.session, MatchPath.matching, {})));
    await until(() => found.every((f) => f.length === 1), 'a pop-up for everyone');
    const partner = new Map(crowd.map((p, i) => [p.userId, found[i]?.[0]?.peer.id]));
    for (const [id, peer] of partner) expect(partner.get(peer ?? 0)).toBe(id);
  });

  it('starts one call when the two accept at the same moment on different nodes', async () => {
    const xena = await person(0, 'Xena');
    const yuri = await person(1, 'Yuri');
    await on(xena).post(xena.session, MatchPath.matching, {});
    const found = nextEvent(xena.socket, 'match:found');
    await on(yuri).post(yuri.session, MatchPath.matching, {});
    const { matchId } = await found;
    const accepted = [collect(xena.socket, 'match:accepted'), collect(yuri.socket, 'match:accepted')];
    const reply = { matchId, answer: 'accept' };
    await Promise.all([xena, yuri].map((p) => on(p).post(p.session, MatchPath.matchAnswer, reply)));
    await until(() => accepted.every((a) => a.length === 1), 'match:accepted on both sockets');
    const roomNum = accepted[0]?.[0]?.roomNum;
    expect(accepted[1]?.[0]?.roomNum).toBe(roomNum);
    expect(await nodes[1]?.t.ctx.calls.activeCallOf(xena.userId)).toBe(roomNum);
  });

  it('tells the user on the other node when their partner disconnects', async () => {
    const xena = await person(0, 'Xena');
    const yuri = await person(1, 'Yuri');
    await on(xena).post(xena.session, MatchPath.matching, {});
    const found = nextEvent(xena.socket, 'match:found');
    await on(yuri).post(yuri.session, MatchPath.matching, {});
    const { matchId } = await found;
    const ended = nextEvent(xena.socket, 'match:ended');
    yuri.socket.disconnect();
    expect(await ended).toEqual({ matchId, reason: 'peer_left', searching: true });
  });
});
