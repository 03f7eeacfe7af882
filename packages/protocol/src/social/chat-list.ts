import { SAY_HI_GROUP_FRIEND_ID, SAY_HI_GROUP_SIZE, SAY_HI_RELATION } from '../constants';
import type { ChatListItem } from './chat';

/** Conversation id of the grouped say-hi entry. */
export const SAY_HI_GROUP_ID = 'say-hi';
/** The hello-message text that titles the grouped entry when no translation is given. */
export const SAY_HI_GROUP_TITLE = 'Say Hi';

const newestFirst = (a: ChatListItem, b: ChatListItem): number =>
  b.timestamp - a.timestamp || a.friendId - b.friendId;

/**
 * The chat list rule of spec §3. Items with relation 3 ('say hi' conversations) are folded into one pseudo-entry
 * (friendId -4) titled `title`, with the summed unread count, the first three users (newest conversation first)
 * and the latest timestamp; that entry comes first, and only when at least one say-hi item exists. Everything
 * else is sorted by its latest timestamp, newest first (ties by friendId, so the order is stable).
 *
 * Items are raw conversations: a grouped entry in the input is dropped (it cannot be split back), and when a
 * friendId appears twice (a live update merged into a fetched list) the newer item wins.
 */
export function groupChatList(
  items: readonly ChatListItem[],
  title: string = SAY_HI_GROUP_TITLE,
): ChatListItem[] {
  const latest = new Map<number, ChatListItem>();
  for (const item of items) {
    if (item.friendId === SAY_HI_GROUP_FRIEND_ID) continue;
    const seen = latest.get(item.friendId);
    if (!seen || item.timestamp > seen.timestamp) latest.set(item.friendId, item);
  }
  const unique = [...latest.values()].sort(newestFirst);
  const sayHi = unique.filter((i) => i.relation === SAY_HI_RELATION);
  const others = unique.filter((i) => i.relation !== SAY_HI_RELATION);
  const newest = sayHi[0];
  if (!newest) return others;
  const group: ChatListItem = {
    friendId: SAY_HI_GROUP_FRIEND_ID,
    headImg: newest.headImg,
    userName: title,
    noReadCount: sayHi.reduce((sum, i) => sum + i.noReadCount, 0),
    userList: sayHi
      .slice(0, SAY_HI_GROUP_SIZE)
      .map((i) => ({ id: i.friendId, headImg: i.headImg, userName: i.userName })),
    timestamp: newest.timestamp,
    timestampUser: newest.timestampUser,
    id: SAY_HI_GROUP_ID,
    relation: SAY_HI_RELATION,
    lastMessage: newest.lastMessage,
  };
  return [group, ...others];
}

/** The say-hi conversations alone (the IMSayHiSession list), newest first. */
export function sayHiItems(items: readonly ChatListItem[]): ChatListItem[] {
  return items
    .filter((i) => i.relation === SAY_HI_RELATION && i.friendId !== SAY_HI_GROUP_FRIEND_ID)
    .sort(newestFirst);
}
