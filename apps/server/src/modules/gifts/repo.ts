import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import {
  backpackItems,
  giftSends,
  giftTerms,
  gifts,
  type BackpackItemRow,
  type GiftRow,
  type GiftSendRow,
} from '../../infra/db/schema';

/** The database or a transaction opened by the ledger; the query builder is the same. */
type Exec = Db;

export type NewGiftSend = Omit<typeof giftSends.$inferInsert, 'id'>;
export type NewBackpackItem = Omit<typeof backpackItems.$inferInsert, 'id' | 'used'>;
export type GiftFields = Omit<typeof gifts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface TermsRow {
  hostShareMille: number;
}

/** Defaults if the terms row is missing (the migration seeds it). */
const DEFAULT_TERMS: TermsRow = { hostShareMille: 500 };

/** A backpack lot with the gift it holds. */
export interface BackpackLot {
  item: BackpackItemRow;
  gift: GiftRow;
}

/** The only SQL of the gifts module. */
export class GiftsRepo {
  constructor(readonly db: Db) {}

  // ------------------------------------------------------------------------------------------------ catalogue

  /** Gifts on offer at `now`, in the operator's order. */
  async activeGifts(now: Date): Promise<GiftRow[]> {
    return this.db.select().from(gifts).where(this.activeAt(now)).orderBy(asc(gifts.sort), asc(gifts.id));
  }

  async activeGift(id: number, now: Date): Promise<GiftRow | undefined> {
    const [row] = await this.db
      .select()
      .from(gifts)
      .where(and(eq(gifts.id, id), this.activeAt(now)));
    return row;
  }

  private activeAt(now: Date) {
    return and(
      or(isNull(gifts.activeFrom), lte(gifts.activeFrom, now)),
      or(isNull(gifts.activeTo), gt(gifts.activeTo, now)),
    );
  }

  async allGifts(): Promise<GiftRow[]> {
    return this.db.select().from(gifts).orderBy(asc(gifts.sort), asc(gifts.id));
  }

  async giftsByIds(ids: number[]): Promise<GiftRow[]> {
    if (ids.length === 0) return [];
    return this.db.select().from(gifts).where(inArray(gifts.id, ids));
  }

  async giftById(id: number): Promise<GiftRow | undefined> {
    const [row] = await this.db.select().from(gifts).where(eq(gifts.id, id));
    return row;
  }

  async insertGift(fields: GiftFields): Promise<GiftRow> {
    const [row] = await this.db.insert(gifts).values(fields).returning();
    if (!row) throw new Error('gift insert returned nothing');
    return row;
  }

  async updateGift(id: number, fields: GiftFields): Promise<GiftRow | undefined> {
    const [row] = await this.db
      .update(gifts)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(gifts.id, id))
      .returning();
    return row;
  }

  async terms(): Promise<TermsRow> {
    const [row] = await this.db.select().from(giftTerms).where(eq(giftTerms.id, 1));
    return row ?? DEFAULT_TERMS;
  }

  async saveTerms(terms: TermsRow): Promise<TermsRow> {
    const [row] = await this.db
      .insert(giftTerms)
      .values({ id: 1, ...terms })
      .onConflictDoUpdate({ target: giftTerms.id, set: { ...terms, updatedAt: sql`now()` } })
      .returning();
    return row ?? terms;
  }

  // ---------------------------------------------------------------------------------------------------- sends

  /**
   * Claims the sender's request key: undefined when it is taken. A concurrent retry with the same key waits on
   * the unique index until the first commits, then finds it taken (or proceeds if the first rolled back).
   */
  async insertSend(tx: Exec, row: NewGiftSend): Promise<GiftSendRow | undefined> {
    const [created] = await tx.insert(giftSends).values(row).onConflictDoNothing().returning();
    return created;
  }

  async sendByKey(senderId: number, requestKey: string): Promise<GiftSendRow | undefined> {
    const [row] = await this.db
      .select()
      .from(giftSends)
      .where(and(eq(giftSends.senderId, senderId), eq(giftSends.requestKey, requestKey)));
    return row;
  }

  async sendsOf(
    userId: number,
    direction: 'sent' | 'received',
    page: number,
    size: number,
  ): Promise<{ rows: GiftSendRow[]; total: number }> {
    const who = direction === 'sent' ? eq(giftSends.senderId, userId) : eq(giftSends.receiverId, userId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(giftSends)
        .where(who)
        .orderBy(desc(giftSends.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(giftSends).where(who),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The gifts of one call that the user sent or received, in order. */
  async sendsInCall(userId: number, roomNum: string): Promise<GiftSendRow[]> {
    return this.db
      .select()
      .from(giftSends)
      .where(
        and(
          eq(giftSends.roomNum, roomNum),
          or(eq(giftSends.senderId, userId), eq(giftSends.receiverId, userId)),
        ),
      )
      .orderBy(asc(giftSends.id));
  }

  /** Gifts between two users (either way) sent from `since` to `until`, in order: a report's context. */
  async sendsBetween(a: number, b: number, since: Date, until: Date): Promise<GiftSendRow[]> {
    return this.db
      .select()
      .from(giftSends)
      .where(
        and(
          or(
            and(eq(giftSends.senderId, a), eq(giftSends.receiverId, b)),
            and(eq(giftSends.senderId, b), eq(giftSends.receiverId, a)),
          ),
          gte(giftSends.createdAt, since),
          lte(giftSends.createdAt, until),
        ),
      )
      .orderBy(asc(giftSends.id))
      .limit(50);
  }

  // ------------------------------------------------------------------------------------------------- backpack

  /** Undefined when the grant key was used already (the grant was made before). */
  async insertBackpackItem(tx: Exec, row: NewBackpackItem): Promise<BackpackItemRow | undefined> {
    const [created] = await tx.insert(backpackItems).values(row).onConflictDoNothing().returning();
    return created;
  }

  async backpackItemByKey(grantKey: string, exec: Exec = this.db): Promise<BackpackItemRow | undefined> {
    const [row] = await exec.select().from(backpackItems).where(eq(backpackItems.grantKey, grantKey));
    return row;
  }

  /**
   * Uses one gift of this kind from the user's backpack: the lot that expires first and still has one, locked
   * so that two sends at once take two gifts (or the second finds none). Undefined when none is left.
   */
  async useBackpackGift(
    tx: Exec,
    userId: number,
    giftId: number,
    now: Date,
  ): Promise<BackpackItemRow | undefined> {
    const [lot] = await tx
      .select({ id: backpackItems.id })
      .from(backpackItems)
      .where(
        and(
          eq(backpackItems.userId, userId),
          eq(backpackItems.giftId, giftId),
          gt(backpackItems.expiresAt, now),
          sql`${backpackItems.used} < ${backpackItems.count}`,
        ),
      )
      .orderBy(asc(backpackItems.expiresAt), asc(backpackItems.id))
      .limit(1)
      .for('update');
    if (!lot) return undefined;
    // The condition again: the row may have been used up between the read and the lock (READ COMMITTED).
    const [row] = await tx
      .update(backpackItems)
      .set({ used: sql`${backpackItems.used} + 1` })
      .where(and(eq(backpackItems.id, lot.id), sql`${backpackItems.used} < ${backpackItems.count}`))
      .returning();
    return row;
  }

  /** The user's lots that expire after `since` (usable ones and those expired within the listing window). */
  async backpackOf(userId: number, since: Date): Promise<BackpackLot[]> {
    const rows = await this.db
      .select({ item: backpackItems, gift: gifts })
      .from(backpackItems)
      .innerJoin(gifts, eq(gifts.id, backpackItems.giftId))
      .where(and(eq(backpackItems.userId, userId), gt(backpackItems.expiresAt, since)))
      .orderBy(asc(backpackItems.expiresAt), asc(backpackItems.id));
    return rows;
  }

  /** Deletes lots that expired before `before` (past the listing window): they are gone for good. */
  async purgeBackpack(before: Date): Promise<number> {
    const rows = await this.db
      .delete(backpackItems)
      .where(lte(backpackItems.expiresAt, before))
      .returning({ id: backpackItems.id });
    return rows.length;
  }
}
