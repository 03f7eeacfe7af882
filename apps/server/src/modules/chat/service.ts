import {
  ChatRelation,
  conversationIdOf,
  groupChatList,
  sayHiItems,
  SocialCode,
  type ChatListItem,
  type DialogMessage,
  type HistoryPage,
  type MarkReadResult,
  type SendMessageBody,
  type Unread,
} from '@mingle/protocol';
import type { SocialLimits } from '../../config';
import { utcDayStart, type Clock } from '../../infra/clock';
import type { RealtimeTarget } from '../../realtime/realtime-hub';
import { displayName } from '../accounts/user-info';
import type { UsersRepo } from '../accounts/users-repo';
import type { SocialGuard } from '../blocks/social-guard';
import type { FriendsRepo } from '../friends/repo';
import { SocialError } from '../../errors';
import { mediaUrl } from '../media/media-url';
import type { MediaRepo } from '../media/repo';
import type { SensitiveWords } from '../profile/sensitive-words';
import type { ChatRepo, StoredMessage } from './repo';

export interface ChatDeps {
  repo: ChatRepo;
  friends: FriendsRepo;
  users: UsersRepo;
  media: MediaRepo;
  guard: SocialGuard;
  words: SensitiveWords;
  realtime: RealtimeTarget;
  limits: SocialLimits;
  clock: Clock;
}

/**
 * Text chat between friends (relation 1) and 'say hi' to non-friends (relation 3). A say-hi is one message a
 * day per new person within the daily free limit; the conversation opens once the other side replies.
 * Pictures (the sender's own chat uploads, each sent once) wait until the recipient has written; sensitive
 * words and blocks refuse a message outright.
 */
export class ChatService {
  constructor(private readonly deps: ChatDeps) {}

  async send(senderId: number, body: SendMessageBody): Promise<DialogMessage> {
    const { repo } = this.deps;
    // A retry first: the stored message is answered again, without a second store or delivery.
    const earlier = await repo.byClientId(senderId, body.messageId);
    if (earlier) return this.replay(earlier, body);

    const toUserId = body.toUserId;
    if (toUserId === senderId) throw new SocialError(SocialCode.CANNOT_MESSAGE_SELF);
    if (!(await this.deps.users.byId(toUserId))) throw new SocialError(SocialCode.USER_NOT_FOUND, 404);
    await this.deps.guard.assertNotBlocked(senderId, toUserId);
    const content = body.type === 'text' ? body.content.trim() : '';
    if (content && this.deps.words.matches(content)) {
      throw new SocialError(SocialCode.INAPPROPRIATE_LANGUAGE);
    }

    const isFriend = await this.deps.friends.areFriends(senderId, toUserId);
    const thread = await repo.thread(senderId, toUserId);
    const peerHasWritten = thread?.peerHasWritten ?? false;
    if (body.type === 'image') {
      if (!peerHasWritten) throw new SocialError(SocialCode.IMAGE_NEEDS_REPLY, 403);
      const picture = body.mediaId === undefined ? undefined : await this.deps.media.byId(body.mediaId);
      // Only the sender's own chat upload (chatApi.uploadImage): an album photo stays in the album.
      if (!picture || picture.userId !== senderId || picture.kind !== 'chat') {
        throw new SocialError(SocialCode.IMAGE_INVALID);
      }
    }
    // Without friendship, one greeting until they answer: further messages need a reply or friendship.
    if (!isFriend && thread && !peerHasWritten) throw new SocialError(SocialCode.REPLY_NEEDED, 403);
    const isGreeting = !isFriend && !thread;

    const stored = await repo.db.transaction(async (tx) => {
      if (isGreeting) {
        await repo.lockUser(tx, senderId);
        const used = await repo.greetingsSince(tx, senderId, new Date(utcDayStart(this.deps.clock.now())));
        if (used >= this.deps.limits.freeSayHiPerDay) throw new SocialError(SocialCode.SAY_HI_LIMIT, 429);
      }
      // Inside the transaction, under the picture's lock: a second message with it (in this conversation or
      // another) is refused, so its signed link never reaches a third person.
      if (
        body.type === 'image' &&
        body.mediaId !== undefined &&
        (await repo.pictureUsed(tx, body.mediaId, senderId, body.messageId))
      ) {
        throw new SocialError(SocialCode.IMAGE_INVALID);
      }
      return repo.insert(tx, {
        conversationId: conversationIdOf(senderId, toUserId),
        senderId,
        recipientId: toUserId,
        clientMessageId: body.messageId,
        type: body.type,
        content,
        mediaId: body.type === 'image' ? (body.mediaId ?? null) : null,
        relation: isFriend ? ChatRelation.FRIEND : ChatRelation.SAY_HI,
        isGreeting,
        createdAt: this.deps.clock.date(),
      });
    });
    if (!stored) {
      // Lost the race to a concurrent retry of the same message: that one stored and delivered it.
      const winner = await repo.byClientId(senderId, body.messageId);
      if (!winner) throw new Error('message vanished after a messageId conflict');
      return this.replay(winner, body);
    }
    const image = stored.mediaId === null ? null : ((await this.deps.media.byId(stored.mediaId)) ?? null);
    const message = this.view({ message: stored, image });
    this.deps.realtime.emitToUser(toUserId, 'chat:message', message);
    // The sender's other devices show it too; the sending device ignores its own messageId.
    this.deps.realtime.emitToUser(senderId, 'chat:message', message);
    return message;
  }

  async history(
    userId: number,
    peerUserId: number,
    before: number | undefined,
    limit: number,
  ): Promise<HistoryPage> {
    // One extra row tells whether an older page exists.
    const rows = await this.deps.repo.history(conversationIdOf(userId, peerUserId), before, limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      messages: page.map((r) => this.view(r)),
      nextCursor: rows.length > limit && last ? last.message.id : null,
    };
  }

  async markRead(userId: number, peerUserId: number, upToSeq: number | undefined): Promise<MarkReadResult> {
    const thread = await this.deps.repo.markRead(userId, peerUserId, upToSeq);
    if (!thread) return { peerUserId, lastReadSeq: 0, noReadCount: 0 };
    const event = {
      readerId: userId,
      peerUserId,
      conversationId: conversationIdOf(userId, peerUserId),
      upToSeq: thread.lastReadMessageId,
    };
    // Read receipts go to the sender; the reader's other devices clear their badges.
    this.deps.realtime.emitToUser(peerUserId, 'chat:read', event);
    this.deps.realtime.emitToUser(userId, 'chat:read', event);
    return { peerUserId, lastReadSeq: thread.lastReadMessageId, noReadCount: thread.unreadCount };
  }

  /** Spec §3 chat list: 'all' groups say-hi conversations into the -4 entry; 'sayHi' lists them alone. */
  async list(userId: number, scope: 'all' | 'sayHi'): Promise<ChatListItem[]> {
    const items = await this.items(userId);
    return scope === 'all' ? groupChatList(items) : sayHiItems(items);
  }

  async unread(userId: number): Promise<Unread> {
    const items = await this.items(userId);
    const sum = (list: ChatListItem[]) => list.reduce((n, i) => n + i.noReadCount, 0);
    return { total: sum(items), sayHi: sum(items.filter((i) => i.relation === ChatRelation.SAY_HI)) };
  }

  private async items(userId: number): Promise<ChatListItem[]> {
    const threads = await this.deps.repo.threadsOf(userId);
    const heads = await this.deps.friends.headImages(threads.map((t) => t.peer.id));
    return threads.map(({ thread, peer, alias, isFriend, last }) => ({
      friendId: peer.id,
      headImg: heads.get(peer.id) ?? '',
      userName: alias ?? displayName(peer),
      noReadCount: thread.unreadCount,
      userList: [],
      timestamp: thread.lastMessageAt.getTime(),
      timestampUser: last.senderId,
      id: conversationIdOf(userId, peer.id),
      // A say-hi conversation becomes a friends' one when they become friends, and back if they part.
      relation: isFriend ? ChatRelation.FRIEND : ChatRelation.SAY_HI,
      lastMessage: {
        type: last.type === 'image' || last.type === 'gift' ? last.type : 'text',
        content: last.content,
      },
    }));
  }

  private replay(earlier: StoredMessage, body: SendMessageBody): DialogMessage {
    const m = earlier.message;
    const content = body.type === 'text' ? body.content.trim() : '';
    const same =
      m.recipientId === body.toUserId &&
      m.type === body.type &&
      m.content === content &&
      (m.mediaId ?? undefined) === (body.type === 'image' ? body.mediaId : undefined);
    if (!same) throw new SocialError(SocialCode.MESSAGE_ID_REUSED, 409);
    return this.view(earlier);
  }

  private view({ message: m, image }: StoredMessage): DialogMessage {
    return {
      messageId: m.clientMessageId,
      seq: m.id,
      conversationId: m.conversationId,
      fromUserId: m.senderId,
      toUserId: m.recipientId,
      type: m.type === 'image' || m.type === 'gift' ? m.type : 'text',
      content: m.content,
      imageUrl: image ? mediaUrl(image, this.deps.clock.date()) : null,
      timestamp: m.createdAt.getTime(),
      relation: m.relation,
    };
  }
}
