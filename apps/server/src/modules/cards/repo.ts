import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { savedCards, type SavedCardRow } from '../../infra/db/schema';

export type NewSavedCard = Pick<
  typeof savedCards.$inferInsert,
  'userId' | 'provider' | 'token' | 'brand' | 'last4' | 'expMonth' | 'expYear' | 'holderName' | 'billingEmail'
>;

/** The SQL of saved cards. */
export class CardsRepo {
  constructor(private readonly db: Db) {}

  listOf(userId: number, provider: string): Promise<SavedCardRow[]> {
    return this.db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.userId, userId), eq(savedCards.provider, provider)))
      .orderBy(asc(savedCards.createdAt), asc(savedCards.id));
  }

  async countOf(userId: number, provider: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(savedCards)
      .where(and(eq(savedCards.userId, userId), eq(savedCards.provider, provider)));
    return row?.n ?? 0;
  }

  /** The same token saved again (the form sent twice) answers the card already stored. */
  async insert(card: NewSavedCard): Promise<SavedCardRow> {
    const [row] = await this.db.insert(savedCards).values(card).onConflictDoNothing().returning();
    if (row) return row;
    const [existing] = await this.db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.provider, card.provider), eq(savedCards.token, card.token)))
      .limit(1);
    if (!existing) throw new Error('saved card neither inserted nor found');
    return existing;
  }

  async ownedBy(userId: number, cardId: number): Promise<SavedCardRow | undefined> {
    const [row] = await this.db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId)))
      .limit(1);
    return row;
  }

  async deleteOwn(userId: number, cardId: number): Promise<boolean> {
    const rows = await this.db
      .delete(savedCards)
      .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId)))
      .returning({ id: savedCards.id });
    return rows.length > 0;
  }
}
