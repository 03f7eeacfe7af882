import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { messages, translations, translationUses, users } from '../../infra/db/schema';

export interface ReceivedText {
  senderId: number;
  content: string;
}

export interface CachedTranslation {
  source: string;
  translated: string;
}

/** The only SQL of translation. */
export class TranslationRepo {
  constructor(private readonly db: Db) {}

  /** A text message this user received, by its seq; undefined for anyone else's, an image or a gift. */
  async receivedText(userId: number, seq: number): Promise<ReceivedText | undefined> {
    const [row] = await this.db
      .select({ senderId: messages.senderId, content: messages.content })
      .from(messages)
      .where(and(eq(messages.id, seq), eq(messages.recipientId, userId), eq(messages.type, 'text')));
    return row;
  }

  async senderLanguages(userId: number): Promise<number[]> {
    const [row] = await this.db
      .select({ languages: users.languages })
      .from(users)
      .where(eq(users.id, userId));
    return row?.languages ?? [];
  }

  async cached(textHash: string, target: string): Promise<CachedTranslation | undefined> {
    const [row] = await this.db
      .select({ source: translations.source, translated: translations.translated })
      .from(translations)
      .where(and(eq(translations.textHash, textHash), eq(translations.target, target)));
    return row;
  }

  async cache(row: typeof translations.$inferInsert): Promise<void> {
    await this.db.insert(translations).values(row).onConflictDoNothing();
  }

  /** Whether this message was translated for this user before (on any day: it is not counted again). */
  async usedBefore(userId: number, seq: number): Promise<boolean> {
    const [row] = await this.db
      .select({ seq: translationUses.messageSeq })
      .from(translationUses)
      .where(and(eq(translationUses.userId, userId), eq(translationUses.messageSeq, seq)));
    return row !== undefined;
  }

  async usedOn(userId: number, day: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(translationUses)
      .where(and(eq(translationUses.userId, userId), eq(translationUses.day, day)));
    return Number(row?.n ?? 0);
  }

  /**
   * Counts one translated message against the day's allowance, under a lock on the user's row so that two
   * tabs at the last free translation cannot both have it. The translations left after it, or null when the
   * allowance was used up meanwhile. A message counted before counts nothing again.
   */
  async recordUse(userId: number, seq: number, day: string, limit: number, at: Date): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [before] = await tx
        .select({ n: count() })
        .from(translationUses)
        .where(and(eq(translationUses.userId, userId), eq(translationUses.day, day)));
      const used = Number(before?.n ?? 0);
      const [counted] = await tx
        .select({ seq: translationUses.messageSeq })
        .from(translationUses)
        .where(and(eq(translationUses.userId, userId), eq(translationUses.messageSeq, seq)));
      if (counted) return Math.max(0, limit - used);
      if (used >= limit) return null;
      await tx.insert(translationUses).values({ userId, messageSeq: seq, day, createdAt: at });
      return limit - used - 1;
    });
  }
}
