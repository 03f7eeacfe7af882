import {
  answerText,
  chatApi,
  friendsApi,
  SAY_HI_GROUP_FRIEND_ID,
  SocialCode,
  type ChatListItem,
  type DialogMessage,
  type HistoryPage,
  type MarkReadResult,
  type Unread,
} from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { nextUtcMidnight } from '../src/infra/clock';
import { ManualClock } from '../src/infra/manual-clock';
import type { IssuedSession } from '../src/modules/session/service';
import { nextEvent } from './realtime-client';
import { useSocialApp } from './social-app';
import { messageId } from './social-client';

// The server's time moves only when a test moves it (the day's reset).
const clock = new ManualClock();
const social = useSocialApp({ FREE_SAY_HI_PER_DAY: '2' }, { clock });
const { c, online, befriend } = social;

async function friends(nameA?: string, nameB?: string) {
  const a = await c.user(nameA);
  const b = await c.user(nameB);
  await befriend(a, b);
  return { a, b };
}

const send = (from: IssuedSession, to: IssuedSession, content: string, id = messageId()) =>
  c.post<DialogMessage>(from, chatApi.send.path, { toUserId: to.userId, messageId: id, content });

const chatList = async (s: IssuedSession, scope?: 'all' | 'sayHi') =>
  (await c.get<ChatListItem[]>(s, chatApi.list.path, scope ? { scope } : {})).data;

describe('messages between friends', () => {
  it('stores a message, delivers it live and answers a retry with the same message, once', async () => {
    const { a, b } = await friends('Ada', 'Ben');
    const socketB = await online(b);
    const firstEvent = nextEvent(socketB, 'chat:message');
    const id = messageId();
    const sent = await send(a, b, '  hello Ben  ', id);
    expect(sent.code).toBe(200);
    expect(sent.data).toMatchObject({
      messageId: id,
      fromUserId: a.userId,
      toUserId: b.userId,
      type: 'text',
      content: 'hello Ben',
      relation: 1,
      imageUrl: null,
    });
    expect(await firstEvent).toEqual(sent.data);

    const retry = await send(a, b, '  hello Ben  ', id);
    expect(retry.data).toEqual(sent.data);
    // The next event B sees is the next message, not the retried one again.
    const nextOne = nextEvent(socketB, 'chat:message');
    const second = await send(a, b, 'second');
    expect((await nextOne).messageId).toBe(second.data.messageId);

    const history = (await c.get<HistoryPage>(b, chatApi.history.path, { peerUserId: a.userId })).data;
    expect(history.messages.map((m) => m.content)).toEqual(['second', 'hello Ben']);

    const reused = await send(a, b, 'something else', id);
    expect(reused).toMatchObject({
      code: SocialCode.MESSAGE_ID_REUSED,
      msg: answerText(SocialCode.MESSAGE_ID_REUSED),
    });
  });

  it('pages history newest first with a cursor', async () => {
    const { a, b } = await friends();
    for (const n of [1, 2, 3, 4, 5]) await send(n % 2 ? a : b, n % 2 ? b : a, `m${n}`);
    const page1 = (await c.get<HistoryPage>(a, chatApi.history.path, { peerUserId: b.userId, limit: 2 }))
      .data;
    expect(page1.messages.map((m) => m.content)).toEqual(['m5', 'm4']);
    const page2 = (
      await c.get<HistoryPage>(a, chatApi.history.path, {
        peerUserId: b.userId,
        limit: 2,
        before: page1.nextCursor ?? 0,
      })
    ).data;
    expect(page2.messages.map((m) => m.content)).toEqual(['m3', 'm2']);
    const page3 = (
      await c.get<HistoryPage>(b, chatApi.history.path, {
        peerUserId: a.userId,
        limit: 2,
        before: page2.nextCursor ?? 0,
      })
    ).data;
    expect(page3.messages.map((m) => m.content)).toEqual(['m1']);
    expect(page3.nextCursor).toBeNull();
  });

  it('counts unread messages and marks them read up to a message, telling the sender', async () => {
    const { a, b } = await friends();
    const sent: DialogMessage[] = [];
    for (const n of [1, 2, 3, 4]) sent.push((await send(a, b, `u${n}`)).data);
    expect((await c.get<Unread>(b, chatApi.unread.path)).data).toEqual({ total: 4, sayHi: 0 });
    expect((await chatList(b))[0]).toMatchObject({ friendId: a.userId, noReadCount: 4, relation: 1 });
    expect((await c.get<Unread>(a, chatApi.unread.path)).data.total).toBe(0);

    const socketA = await online(a);
    const receipt = nextEvent(socketA, 'chat:read');
    const partial = await c.post<MarkReadResult>(b, chatApi.read.path, {
      peerUserId: a.userId,
      upToSeq: sent[1]?.seq,
    });
    expect(partial.data).toEqual({ peerUserId: a.userId, lastReadSeq: sent[1]?.seq, noReadCount: 2 });
    expect(await receipt).toMatchObject({ readerId: b.userId, peerUserId: a.userId, upToSeq: sent[1]?.seq });

    // Marking an older message read never moves the position back.
    await c.post(b, chatApi.read.path, { peerUserId: a.userId, upToSeq: sent[0]?.seq });
    expect((await c.get<Unread>(b, chatApi.unread.path)).data.total).toBe(2);
    const all = await c.post<MarkReadResult>(b, chatApi.read.path, { peerUserId: a.userId });
    expect(all.data.noReadCount).toBe(0);
    expect((await c.get<Unread>(b, chatApi.unread.path)).data.total).toBe(0);
  });

  it('refuses sensitive words with the spec text, and messages to oneself', async () => {
    const { a, b } = await friends();
    expect(await send(a, b, 'what the fuck')).toMatchObject({
      code: SocialCode.INAPPROPRIATE_LANGUAGE,
      msg: 'Your message was blocked for inappropriate language.',
    });
    expect((await send(a, a, 'me')).code).toBe(SocialCode.CANNOT_MESSAGE_SELF);
    expect(
      (await c.get<HistoryPage>(a, chatApi.history.path, { peerUserId: b.userId })).data.messages,
    ).toEqual([]);
  });
  // Pictures: social-chat-images.test.ts.
});

describe('say hi to non-friends', () => {
  it('groups say-hi conversations into one entry at the top of the chat list', async () => {
    const { a, b } = await friends('Amy', 'Bea');
    await send(b, a, 'friend message');
    const strangers = [await c.user('Cy'), await c.user('Di'), await c.user('Ed'), await c.user('Flo')];
    // They write one after another, a second apart: the list orders conversations by their last message's time.
    for (const s of strangers) {
      await clock.advance(1_000);
      const hi = await send(s, a, `hi from ${s.userId}`);
      expect(hi.data.relation).toBe(3);
    }
    await clock.advance(1_000);
    await send(b, a, 'newest friend message');
    const list = await chatList(a);
    expect(list.map((i) => i.friendId)).toEqual([SAY_HI_GROUP_FRIEND_ID, b.userId]);
    expect(list[0]).toMatchObject({
      noReadCount: 4,
      relation: 3,
      id: 'say-hi',
      timestampUser: strangers[3]?.userId,
    });
    expect(list[0]?.userList.map((u) => u.userName)).toEqual(['Flo', 'Ed', 'Di']);
    expect(list[1]).toMatchObject({
      userName: 'Bea',
      noReadCount: 2,
      lastMessage: { content: 'newest friend message' },
    });
    expect((await c.get<Unread>(a, chatApi.unread.path)).data).toEqual({ total: 6, sayHi: 4 });

    const sayHi = await chatList(a, 'sayHi');
    expect(sayHi.map((i) => i.userName)).toEqual(['Flo', 'Ed', 'Di', 'Cy']);
    // The greeter's own list shows the conversation under their say-hi entry too.
    expect((await chatList(strangers[0] as IssuedSession))[0]?.friendId).toBe(SAY_HI_GROUP_FRIEND_ID);
  });

  it('allows one greeting until the other side replies', async () => {
    const a = await c.user();
    const s = await c.user();
    await send(s, a, 'hello?');
    expect(await send(s, a, 'hello??')).toMatchObject({
      code: SocialCode.REPLY_NEEDED,
      msg: answerText(SocialCode.REPLY_NEEDED),
    });
    expect((await send(a, s, 'hi!')).code).toBe(200);
    expect((await send(s, a, 'great')).code).toBe(200);
  });

  it('limits free greetings per UTC day with the spec §8.2 text', async () => {
    const s = await c.user();
    const targets = [await c.user(), await c.user(), await c.user()];
    expect((await send(s, targets[0] as IssuedSession, 'hi 1')).code).toBe(200);
    expect((await send(s, targets[1] as IssuedSession, 'hi 2')).code).toBe(200);
    const third = await send(s, targets[2] as IssuedSession, 'hi 3');
    expect(third).toMatchObject({
      code: SocialCode.SAY_HI_LIMIT,
      msg: "Daily free 'say hi' limit reached. Please come back tomorrow.",
    });
    // Friends are not counted.
    const { b } = await (async () => {
      const b = await c.user();
      await c.post(s, friendsApi.add.path, { friendUserId: b.userId, price: 0 });
      await c.post(b, friendsApi.accept.path, { friendUserId: s.userId });
      return { b };
    })();
    expect((await send(s, b, 'hi friend')).code).toBe(200);
    const midnight = nextUtcMidnight(clock.now());
    await clock.advanceTo(midnight - 1);
    expect((await send(s, targets[2] as IssuedSession, 'hi 3 again')).code).toBe(SocialCode.SAY_HI_LIMIT);
    await clock.advanceTo(midnight);
    expect((await send(s, targets[2] as IssuedSession, 'hi 3 again')).code).toBe(200);
  });

  it('turns a say-hi conversation into a friends’ one when they become friends', async () => {
    const a = await c.user();
    const s = await c.user('Sam');
    await send(s, a, 'hey');
    expect((await chatList(a))[0]?.friendId).toBe(SAY_HI_GROUP_FRIEND_ID);
    await c.post(a, friendsApi.add.path, { friendUserId: s.userId, price: 0 });
    await c.post(s, friendsApi.accept.path, { friendUserId: a.userId });
    const list = await chatList(a);
    expect(list.map((i) => [i.friendId, i.relation])).toEqual([[s.userId, 1]]);
    // Friends may now write freely, before any reply.
    expect((await send(s, a, 'more')).code).toBe(200);
  });
});
