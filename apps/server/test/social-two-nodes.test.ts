import { chatApi, friendsApi, OnlineStatus, presenceApi, type PresenceEntry } from '@mingle/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { nextEvent } from './realtime-client';
import { messageId, socialClient } from './social-client';
import { twoNodes } from './two-nodes';

// Runs in the server-scaled project: PostgreSQL (DATABASE_URL) and Redis (REDIS_URL).
describe('friends, chat and presence across two nodes', () => {
  const nodes = twoNodes();
  afterEach(() => nodes.disconnect());

  it('delivers requests, messages, read receipts and online notices made on one node to sockets on the other', async () => {
    const a = socialClient(nodes.node(0));
    const b = socialClient(nodes.node(1));
    const x = await a.user('Xena');
    const y = await b.user('Yuri');
    const socketX = await nodes.online(0, x);

    const request = nextEvent(socketX, 'friend:request');
    await b.post(y, friendsApi.add.path, { friendUserId: x.userId, price: 0 });
    expect(await request).toMatchObject({ fromUserId: y.userId, toUserId: x.userId });
    await a.post(x, friendsApi.accept.path, { friendUserId: y.userId });
    await a.post(x, friendsApi.onlineNotify.path, { friendUserId: y.userId, enabled: true });

    // Y comes online on node B; X, on node A, hears it and sees it in the batch call.
    const notice = nextEvent(socketX, 'presence:friend');
    const socketY = await nodes.online(1, y);
    expect(await notice).toEqual({ userId: y.userId, status: OnlineStatus.ONLINE });
    expect(
      (await a.get<PresenceEntry[]>(x, presenceApi.batch.path, { userIds: String(y.userId) })).data,
    ).toEqual([{ userId: y.userId, status: OnlineStatus.ONLINE }]);

    for (const text of ['one', 'two', 'three']) {
      const arrived = nextEvent(socketX, 'chat:message');
      await b.post(y, chatApi.send.path, { toUserId: x.userId, messageId: messageId(), content: text });
      expect((await arrived).content).toBe(text);
    }
    const reply = nextEvent(socketY, 'chat:message');
    await a.post(x, chatApi.send.path, {
      toUserId: y.userId,
      messageId: messageId(),
      content: 'back at you',
    });
    expect((await reply).content).toBe('back at you');

    const receipt = nextEvent(socketY, 'chat:read');
    await a.post(x, chatApi.read.path, { peerUserId: y.userId });
    expect(await receipt).toMatchObject({ readerId: x.userId, peerUserId: y.userId });
  });
});
