import { matchingApi, OnlineStatus, profileApi, type MatchingAnswer } from '@mingle/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { collect, until, type Person } from './matching-app';
import { nextEvent } from './realtime-client';
import { socialClient } from './social-client';
import { twoNodes, type NodeIndex } from './two-nodes';

// Two server processes over one PostgreSQL and one Redis: CI's second pass sets both URLs. Each node has its
// Runs in the server-scaled project: PostgreSQL (DATABASE_URL) and Redis (REDIS_URL).
describe('matching across two nodes', () => {
  const nodes = twoNodes({ RATE_LIMIT_PER_MINUTE: '1000000' });
  const people: Person[] = [];

  afterEach(async () => {
    const first = socialClient(nodes.node(0));
    await until(async () => {
      for (const p of people) await first.post(p.session, matchingApi.exitMatch.path);
      return (await nodes.node(0).ctx.matchQueue.size()) === 0;
    }, 'an empty queue');
    nodes.disconnect();
    await until(async () => {
      const statuses = await nodes.node(0).ctx.presence.publicStatuses(people.map((p) => p.userId));
      return statuses.every((s) => s === OnlineStatus.OFFLINE);
    }, 'everyone offline');
    people.length = 0;
  });

  const on = (p: { node: NodeIndex }) => socialClient(nodes.node(p.node));

  /** A person signed up through node `n`, with their socket on that node. */
  async function person(n: NodeIndex, name: string): Promise<Person & { node: NodeIndex }> {
    const client = on({ node: n });
    const session = await client.user();
    await client.post(session, profileApi.update.path, { nickname: name, birthday: '1994-02-03' });
    const socket = await nodes.online(n, session);
    const p = { session, socket, userId: session.userId, node: n };
    people.push(p);
    return p;
  }

  /** Xena on node 0 and Yuri on node 1, offered to each other. */
  async function offeredAcrossNodes() {
    const xena = await person(0, 'Xena');
    const yuri = await person(1, 'Yuri');
    await on(xena).post(xena.session, matchingApi.matching.path, {});
    const found = nextEvent(xena.socket, 'match:found');
    await on(yuri).post(yuri.session, matchingApi.matching.path, {});
    const { matchId } = await found;
    return { xena, yuri, matchId };
  }

  it('pairs users connected to different nodes and shows both the pop-up', async () => {
    const xena = await person(0, 'Xena');
    const yuri = await person(1, 'Yuri');
    expect(
      (await on(xena).post<MatchingAnswer>(xena.session, matchingApi.matching.path, {})).data.state,
    ).toBe('searching');
    const found = [nextEvent(xena.socket, 'match:found'), nextEvent(yuri.socket, 'match:found')] as const;
    const answer = await on(yuri).post<MatchingAnswer>(yuri.session, matchingApi.matching.path, {});
    expect(answer.data.offer?.peer).toMatchObject({ id: xena.userId, userName: 'Xena' });
    const [forXena, forYuri] = await Promise.all(found);
    expect(forXena.peer.id).toBe(yuri.userId);
    expect(forYuri).toEqual(answer.data.offer);

    // Xena declines through node 0 an offer made on node 1: both hear it and search again.
    const ended = [nextEvent(xena.socket, 'match:ended'), nextEvent(yuri.socket, 'match:ended')];
    const reply = { matchId: forXena.matchId, answer: 'decline' };
    expect((await on(xena).post(xena.session, matchingApi.matchAnswer.path, reply)).code).toBe(200);
    for (const event of await Promise.all(ended)) expect(event).toMatchObject({ searching: true });
  });

  it('pairs each of many seekers spread over both nodes exactly once', async () => {
    const crowd = await Promise.all(
      Array.from({ length: 12 }, (_, i) => person((i % 2) as NodeIndex, `C${i}`)),
    );
    const found = crowd.map((p) => collect(p.socket, 'match:found'));
    await Promise.all(crowd.map((p) => on(p).post(p.session, matchingApi.matching.path, {})));
    await until(() => found.every((f) => f.length === 1), 'a pop-up for everyone');
    const partner = new Map(crowd.map((p, i) => [p.userId, found[i]?.[0]?.peer.id]));
    for (const [id, peer] of partner) expect(partner.get(peer ?? 0)).toBe(id);
  });

  it('starts one call when the two accept at the same moment on different nodes', async () => {
    const { xena, yuri, matchId } = await offeredAcrossNodes();
    const accepted = [collect(xena.socket, 'match:accepted'), collect(yuri.socket, 'match:accepted')];
    const reply = { matchId, answer: 'accept' };
    await Promise.all([xena, yuri].map((p) => on(p).post(p.session, matchingApi.matchAnswer.path, reply)));
    await until(() => accepted.every((a) => a.length === 1), 'match:accepted on both sockets');
    const roomNum = accepted[0]?.[0]?.roomNum;
    expect(accepted[1]?.[0]?.roomNum).toBe(roomNum);
    expect(await nodes.node(1).ctx.calls.activeCallOf(xena.userId)).toBe(roomNum);
  });

  it('tells the user on the other node when their partner disconnects', async () => {
    const { xena, yuri, matchId } = await offeredAcrossNodes();
    const ended = nextEvent(xena.socket, 'match:ended');
    yuri.socket.disconnect();
    expect(await ended).toEqual({ matchId, reason: 'peer_left', searching: true });
  });
});
