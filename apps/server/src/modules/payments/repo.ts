import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import {
  coinPackages,
  orders,
  paymentEvents,
  savedCards,
  subscriptionInvoices,
  subscriptions,
  userPayStatus,
  users,
  type CoinPackageRow,
  type OrderRow,
  type SubscriptionRow,
  type UserPayStatusRow,
} from '../../infra/db/schema';

/** The database or a transaction opened by the ledger; the query builder is the same. */
type Exec = Db;

export type NewPackage = Omit<typeof coinPackages.$inferInsert, 'id' | 'createdAt'>;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'updatedAt'>;
export type NewSubscription = Omit<typeof subscriptions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type NewInvoice = Omit<typeof subscriptionInvoices.$inferInsert, 'id' | 'paidAt'>;

const RUNNING = ['active', 'canceling'];

/** The only SQL of the payments module. */
export class PaymentsRepo {
  constructor(private readonly db: Db) {}

  /** Inserts the seeded packages that are missing; existing rows (maybe edited since) are left alone. */
  async insertMissingPackages(rows: NewPackage[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(coinPackages).values(rows).onConflictDoNothing();
  }

  async insertPackage(row: NewPackage): Promise<CoinPackageRow> {
    const [created] = await this.db.insert(coinPackages).values(row).returning();
    if (!created) throw new Error('package insert returned no row');
    return created;
  }

  async activePackages(): Promise<CoinPackageRow[]> {
    return this.db
      .select()
      .from(coinPackages)
      .where(eq(coinPackages.active, true))
      .orderBy(asc(coinPackages.sort), asc(coinPackages.id));
  }

  async packageById(id: number, exec: Exec = this.db): Promise<CoinPackageRow | undefined> {
    const [row] = await exec.select().from(coinPackages).where(eq(coinPackages.id, id));
    return row;
  }

  async packagesByIds(ids: number[]): Promise<Map<number, CoinPackageRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select().from(coinPackages).where(inArray(coinPackages.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * Undefined when a unique index refused the row: the order number is taken (the caller draws another), or
   * the user's idempotency key is (another request of the same attempt got there first; orderByKey finds it).
   * Doing nothing on the conflict, rather than failing, is what makes two concurrent requests safe.
   */
  async insertOrder(row: NewOrder): Promise<OrderRow | undefined> {
    const [created] = await this.db.insert(orders).values(row).onConflictDoNothing().returning();
    return created;
  }

  async orderByKey(userId: number, idempotencyKey: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
    return row;
  }

  /** The provider's checkout started: its payment id, and the page it sends the browser to (null for none). */
  async setCheckoutStarted(orderNo: string, providerRef: string, redirectUrl: string | null): Promise<void> {
    await this.db
      .update(orders)
      .set({ providerRef, redirectUrl, updatedAt: sql`now()` })
      .where(eq(orders.orderNo, orderNo));
  }

  /** Marks a still-processing order failed; a settled order is left as it is. */
  async failIfProcessing(orderNo: string, reason: string, exec: Exec = this.db): Promise<boolean> {
    const rows = await exec
      .update(orders)
      .set({ status: 'failed', failureReason: reason.slice(0, 200), updatedAt: sql`now()` })
      .where(and(eq(orders.orderNo, orderNo), eq(orders.status, 'processing')))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  async orderByNo(orderNo: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    return row;
  }

  /** Locks the order row for the rest of the transaction: events about one order are handled one at a time. */
  async lockOrder(tx: Exec, orderNo: string): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for('update');
    return row;
  }

  async markOrderSuccess(
    tx: Exec,
    orderNo: string,
    values: { providerRef: string | null; paidAt: Date; firstBonusCoins: number },
  ): Promise<void> {
    await tx
      .update(orders)
      .set({
        status: 'success',
        failureReason: null,
        paidAt: values.paidAt,
        firstBonusCoins: values.firstBonusCoins,
        updatedAt: sql`now()`,
        ...(values.providerRef ? { providerRef: values.providerRef } : {}),
      })
      .where(eq(orders.orderNo, orderNo));
  }

  async ordersOf(
    userId: number,
    page: number,
    pageSize: number,
  ): Promise<{ rows: OrderRow[]; total: number }> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [counted] = await this.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
    return { rows, total: Number(counted?.n ?? 0) };
  }

  /** Records a provider event; false when it was recorded before (a redelivery), so it is not handled again. */
  async recordEvent(
    tx: Exec,
    event: { provider: string; eventId: string; type: string; reference: string | null },
  ): Promise<boolean> {
    const rows = await tx
      .insert(paymentEvents)
      .values(event)
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    return rows.length > 0;
  }

  /** The user's pay-status row, created empty if missing, locked for the transaction. */
  async lockPayStatus(tx: Exec, userId: number): Promise<UserPayStatusRow> {
    await tx.insert(userPayStatus).values({ userId }).onConflictDoNothing();
    const [row] = await tx.select().from(userPayStatus).where(eq(userPayStatus.userId, userId)).for('update');
    if (!row) throw new Error('pay status row missing after upsert');
    return row;
  }

  async updatePayStatus(
    tx: Exec,
    userId: number,
    values: Partial<Omit<UserPayStatusRow, 'userId'>>,
  ): Promise<void> {
    await tx.update(userPayStatus).set(values).where(eq(userPayStatus.userId, userId));
  }

  async payStatus(userId: number): Promise<UserPayStatusRow | undefined> {
    const [row] = await this.db.select().from(userPayStatus).where(eq(userPayStatus.userId, userId));
    return row;
  }

  async userEmail(userId: number): Promise<string | null> {
    const [row] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email ?? null;
  }

  /** A saved card of this user at this provider (saved_cards belongs to the cards module). */
  async savedCard(
    userId: number,
    cardId: number,
    provider: string,
  ): Promise<{ token: string; billingEmail: string } | undefined> {
    const [row] = await this.db
      .select({ token: savedCards.token, billingEmail: savedCards.billingEmail })
      .from(savedCards)
      .where(
        and(eq(savedCards.id, cardId), eq(savedCards.userId, userId), eq(savedCards.provider, provider)),
      );
    return row;
  }

  async runningSubscription(userId: number): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, RUNNING)));
    return row;
  }

  async subscriptionByRef(exec: Exec, provider: string, ref: string): Promise<SubscriptionRow | undefined> {
    const [row] = await exec
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerRef, ref)))
      .for('update');
    return row;
  }

  /**
   * Inserts the subscription unless its provider ref exists, and answers the row; undefined when the user
   * already runs another one (the one-running-per-user index refused it).
   */
  async ensureSubscription(tx: Exec, row: NewSubscription): Promise<SubscriptionRow | undefined> {
    await tx.insert(subscriptions).values(row).onConflictDoNothing();
    return this.subscriptionByRef(tx, row.provider, row.providerRef);
  }

  async updateSubscription(
    id: number,
    values: Partial<Pick<SubscriptionRow, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>>,
    exec: Exec = this.db,
  ): Promise<SubscriptionRow> {
    const [row] = await exec
      .update(subscriptions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(subscriptions.id, id))
      .returning();
    if (!row) throw new Error(`subscription ${id} not found`);
    return row;
  }

  /** End of the latest period invoiced so far, or undefined before the first invoice. */
  async latestInvoiceEnd(exec: Exec, subscriptionId: number): Promise<Date | undefined> {
    const [row] = await exec
      .select({ end: subscriptionInvoices.periodEnd })
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.subscriptionId, subscriptionId))
      .orderBy(desc(subscriptionInvoices.periodEnd))
      .limit(1);
    return row?.end;
  }

  /** False when the invoice was recorded before: its coins were credited then. */
  async insertInvoice(tx: Exec, row: NewInvoice): Promise<boolean> {
    const rows = await tx
      .insert(subscriptionInvoices)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: subscriptionInvoices.id });
    return rows.length > 0;
  }
}
