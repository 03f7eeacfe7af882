import { describe, expect, it } from 'vitest';
import { SAY_HI_GROUP_FRIEND_ID, SAY_HI_RELATION } from '../constants';
import type { ChatListItem } from './chat';
import { ChatRelation } from './chat';
import { groupChatList, SAY_HI_GROUP_ID, SAY_HI_GROUP_TITLE, sayHiItems } from './chat-list';

function item(friendId: number, timestamp: number, over: Partial<ChatListItem> = {}): ChatListItem {
  return {
    friendId,
    headImg: `/img/${friendId}`,
    userName: `user ${friendId}`,
    noReadCount: 0,
    userList: [],
    timestamp,
    timestampUser: friendId,
    id: `1_${friendId}`,
    relation: ChatRelation.FRIEND,
    lastMessage: { type: 'text', content: `hello from ${friendId}` },
    ...over,
  };
}
const sayHi = (friendId: number, timestamp: number, over: Partial<ChatListItem> = {}) =>
  item(friendId, timestamp, { relation: SAY_HI_RELATION, ...over });

describe('groupChatList', () => {
  it('sorts friends newest first and adds no group when there is no say-hi item', () => {
    const list = groupChatList([item(2, 100), item(3, 300), item(4, 200)]);
    expect(list.map((i) => i.friendId)).toEqual([3, 4, 2]);
    expect(list.some((i) => i.friendId === SAY_HI_GROUP_FRIEND_ID)).toBe(false);
  });

  it('returns an empty list for no items', () => {
    expect(groupChatList([])).toEqual([]);
  });

  it('folds every say-hi item into one entry at the top, even when friends are newer', () => {
    const list = groupChatList([
      item(2, 1_000),
      sayHi(10, 100, { noReadCount: 2 }),
      item(3, 900),
      sayHi(11, 300, { noReadCount: 5 }),
    ]);
    expect(list.map((i) => i.friendId)).toEqual([SAY_HI_GROUP_FRIEND_ID, 2, 3]);
    const [group] = list;
    expect(group).toMatchObject({
      friendId: -4,
      userName: SAY_HI_GROUP_TITLE,
      noReadCount: 7,
      timestamp: 300,
      timestampUser: 11,
      id: SAY_HI_GROUP_ID,
      relation: 3,
      headImg: '/img/11',
      lastMessage: { type: 'text', content: 'hello from 11' },
    });
    expect(group?.userList).toEqual([
      { id: 11, headImg: '/img/11', userName: 'user 11' },
      { id: 10, headImg: '/img/10', userName: 'user 10' },
    ]);
  });

  it('previews only the three newest say-hi users but sums every unread count', () => {
    const list = groupChatList([
      sayHi(10, 100, { noReadCount: 1 }),
      sayHi(11, 400, { noReadCount: 1 }),
      sayHi(12, 300, { noReadCount: 1 }),
      sayHi(13, 200, { noReadCount: 1 }),
      sayHi(14, 50, { noReadCount: 10 }),
    ]);
    expect(list).toHaveLength(1);
    expect(list[0]?.userList.map((u) => u.id)).toEqual([11, 12, 13]);
    expect(list[0]?.noReadCount).toBe(14);
    expect(list[0]?.timestamp).toBe(400);
  });

  it('titles the group with the given (translated) hello-message text', () => {
    expect(groupChatList([sayHi(10, 1)], 'Hallo sagen')[0]?.userName).toBe('Hallo sagen');
  });

  it('keeps the newer item when a conversation appears twice, and drops a grouped entry in the input', () => {
    const stale = item(2, 100, { noReadCount: 1 });
    const fresh = item(2, 500, { noReadCount: 2 });
    const oldGroup = sayHi(SAY_HI_GROUP_FRIEND_ID, 9_999, { noReadCount: 99 });
    const list = groupChatList([stale, oldGroup, item(3, 300), fresh]);
    expect(list.map((i) => [i.friendId, i.noReadCount])).toEqual([
      [2, 2],
      [3, 0],
    ]);
  });

  it('moves a conversation out of the group when it becomes a friendship', () => {
    const before = groupChatList([sayHi(10, 100), item(2, 50)]);
    expect(before.map((i) => i.friendId)).toEqual([-4, 2]);
    const after = groupChatList([sayHi(10, 100), item(2, 50), item(10, 200)]);
    expect(after.map((i) => i.friendId)).toEqual([10, 2]);
  });

  it('orders equal timestamps by friendId so the list does not jump', () => {
    expect(groupChatList([item(5, 100), item(3, 100), item(4, 100)]).map((i) => i.friendId)).toEqual([
      3, 4, 5,
    ]);
  });

  it('does not change its input', () => {
    const input = [item(2, 100), sayHi(10, 200)];
    const copy = JSON.parse(JSON.stringify(input)) as typeof input;
    groupChatList(input);
    expect(input).toEqual(copy);
  });
});

describe('sayHiItems', () => {
  it('lists only say-hi conversations, newest first', () => {
    expect(
      sayHiItems([sayHi(10, 100), item(2, 900), sayHi(11, 300), sayHi(-4, 999)]).map((i) => i.friendId),
    ).toEqual([11, 10]);
  });
});
