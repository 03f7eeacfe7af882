import { conversationIdOf } from '@mingle/protocol';
import { and, count, desc, eq, gt, gte, lt, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import {
  blocks,
  chatThreads,
  friendships,
  media,
  messages,
  users,
  type MediaRow,
  type UserRow,
} from '../../infra/db/schema';
import type { LedgerTx } from '../wallet/ledger';

export type MessageRow = typeof messages.$inferSelect;
/** createdAt comes from the clock: the day's greetings are counted by it. */
export type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'createdAt'> & { createdAt: Date };
export type ThreadRow = typeof chatThreads.$inferSelect;
export interface StoredMessage {
  message: MessageRow;
  image: MediaRow | null;
}
export interface ThreadView {
  thread: ThreadRow;
  peer: UserRow;
  alias: string | null;
  isFriend: boolean;
  last: MessageRow;
}
type Tx = LedgerTx;

/** The SQL of messages and each user's conversation threads. */
export class ChatRepo {
  constructor(readonly db: Db) {}

  async byClientId(senderId: number, clientMessageId: string): Promise<StoredMessage | undefined> {
    const [row] = await this.withImage()
      .where(and(eq(messages.senderId, senderId), eq(messages.clientMessageId, clientMessageId)))
      .limit(1);
    return row;
  }

  async thread(userId: number, peerId: number, tx: Db | Tx = this.db): Promise<ThreadRow | undefined> {
    const [row] = await tx
      .select()
      .from(chatThreads)
      .where(and(eq(chatThreads.userId, userId), eq(chatThreads.peerId, peerId)))
      .limit(1);
    return row;
  }

  /** Serialises one sender's greetings, so two at once cannot both take the day's last free one. */
  async lockUser(tx: Tx, userId: number): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  async greetingsSince(tx: Tx, senderId: number, since: Date): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(messages)
      .where(
        and(eq(messages.senderId, senderId), eq(messages.isGreeting, true), gte(messages.createdAt, since)),
      );
    return row?.n ?? 0;
  }

  /**
   * Stores a message and moves both threads forward: the recipient's gains an unread message and learns that
   * the sender has written. Undefined when the sender already used this messageId (a concurrent retry).
   */
  async insert(tx: Tx, message: NewMessage): Promise<MessageRow | undefined> {
    const [row] = await tx.insert(messages).values(message).onConflictDoNothing().returning();
    if (!row) return undefined;
    const at = row.createdAt;
    await tx
      .insert(chatThreads)
      .values({ userId: row.senderId, peerId: row.recipientId, lastMessageId: row.id, lastMessageAt: at })
      .onConflictDoUpdate({
        target: [chatThreads.userId, chatThreads.peerId],
        set: { lastMessageId: row.id, lastMessageAt: at },
      });
    await tx
      .insert(chatThreads)
      .values({
        userId: row.recipientId,
        peerId: row.senderId,
        lastMessageId: row.id,
        lastMessageAt: at,
        unreadCount: 1,
        peerHasWritten: true,
      })
      .onConflictDoUpdate({
        target: [chatThreads.userId, chatThreads.peerId],
        set: {
          lastMessageId: row.id,
          lastMessageAt: at,
          unreadCount: sql`${chatThreads.unreadCount} + 1`,
          peerHasWritten: true,
        },
      });
    return row;
  }

  /**
   * Locks the picture's row, so two sends of one picture run one after the other, and tells whether a message
   * already carries it: a chat picture goes out once. The same message (a concurrent retry) does not count.
   */
  async pictureUsed(tx: Tx, mediaId: number, senderId: number, clientMessageId: string): Promise<boolean> {
    await tx.select({ id: media.id }).from(media).where(eq(media.id, mediaId)).for('update');
    const [row] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.mediaId, mediaId),
          or(ne(messages.senderId, senderId), ne(messages.clientMessageId, clientMessageId)),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Newest first; `before` is an exclusive cursor on the message id. */
  async history(conversationId: string, before: number | undefined, limit: number): Promise<StoredMessage[]> {
    const conditions = [eq(messages.conversationId, conversationId)];
    if (before !== undefined) conditions.push(lt(messages.id, before));
    return this.withImage()
      .where(and(...conditions))
      .orderBy(desc(messages.id))
      .limit(limit);
  }

  /** Moves the read position forward (never back) and recounts what is still unread. */
  async markRead(userId: number, peerId: number, upTo: number | undefined): Promise<ThreadRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [thread] = await tx
        .select()
        .from(chatThreads)
        .where(and(eq(chatThreads.userId, userId), eq(chatThreads.peerId, peerId)))
        .for('update');
      if (!thread) return undefined;
      const target = Math.min(upTo ?? thread.lastMessageId, thread.lastMessageId);
      const lastRead = Math.max(thread.lastReadMessageId, target);
      const [unread] = await tx
        .select({ n: count() })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationIdOf(userId, peerId)),
            eq(messages.senderId, peerId),
            gt(messages.id, lastRead),
          ),
        );
      const [updated] = await tx
        .update(chatThreads)
        .set({ lastReadMessageId: lastRead, unreadCount: unread?.n ?? 0 })
        .where(and(eq(chatThreads.userId, userId), eq(chatThreads.peerId, peerId)))
        .returning();
      return updated;
    });
  }

  /** The user's conversations, newest first, without peers blocked either way. */
  async threadsOf(userId: number): Promise<ThreadView[]> {
    const rows = await this.db
      .select({
        thread: chatThreads,
        peer: users,
        alias: friendships.alias,
        friendId: friendships.friendId,
        last: messages,
      })
      .from(chatThreads)
      .innerJoin(users, eq(users.id, chatThreads.peerId))
      .innerJoin(messages, eq(messages.id, chatThreads.lastMessageId))
      .leftJoin(
        friendships,
        and(eq(friendships.userId, userId), eq(friendships.friendId, chatThreads.peerId)),
      )
      .where(
        and(
          eq(chatThreads.userId, userId),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(blocks)
              .where(
                or(
                  and(eq(blocks.blockerId, userId), eq(blocks.blockedId, chatThreads.peerId)),
                  and(eq(blocks.blockedId, userId), eq(blocks.blockerId, chatThreads.peerId)),
                ),
              ),
          ),
        ),
      )
      .orderBy(desc(chatThreads.lastMessageAt));
    return rows.map(({ thread, peer, alias, friendId, last }) => ({
      thread,
      peer,
      alias,
      isFriend: friendId !== null,
      last,
    }));
  }

  private withImage() {
    return this.db
      .select({ message: messages, image: media })
      .from(messages)
      .leftJoin(media, eq(media.id, messages.mediaId))
      .$dynamic();
  }
}
