import { and, asc, count, eq, inArray, lte, ne } from 'drizzle-orm';
import type { PushSettings } from '@mingle/protocol';
import type { Db } from '../../infra/db/database';
import {
  pushDeliveries,
  pushSettings,
  pushSubscriptions,
  pushVapidKeys,
  type PushDeliveryRow,
  type PushSubscriptionRow,
} from '../../infra/db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export type NewSubscription = Omit<typeof pushSubscriptions.$inferInsert, 'id'>;
export type NewDelivery = Omit<typeof pushDeliveries.$inferInsert, 'id' | 'attempts' | 'lastError'>;

/** A delivery taken by a sender, with the subscription it goes to. */
export interface DueDelivery {
  delivery: PushDeliveryRow;
  subscription: PushSubscriptionRow;
}

const ALL_ON: PushSettings = { calls: true, messages: true, friendRequests: true, friendsOnline: true };

/** The only SQL of push. */
export class PushRepo {
  constructor(private readonly db: Db) {}

  /** Stores the pair unless one exists (another node was first), and answers the pair that is stored. */
  async vapidKeys(candidate: VapidKeys): Promise<VapidKeys> {
    await this.db
      .insert(pushVapidKeys)
      .values({ id: 1, ...candidate })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
    if (!row) throw new Error('VAPID keys vanished');
    return { publicKey: row.publicKey, privateKey: row.privateKey };
  }

  /**
   * This device's subscription: the endpoint moves to this account and device (a browser has one endpoint), and the
   * device's older endpoint, if any, is dropped.
   */
  async saveSubscription(sub: NewSubscription): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, sub.userId),
            eq(pushSubscriptions.deviceId, sub.deviceId),
            ne(pushSubscriptions.endpoint, sub.endpoint),
          ),
        );
      await tx
        .insert(pushSubscriptions)
        .values(sub)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: sub.userId,
            deviceId: sub.deviceId,
            p256dh: sub.p256dh,
            auth: sub.auth,
            languageId: sub.languageId,
          },
        });
    });
  }

  async deleteSubscription(userId: number, endpoint: string): Promise<void> {
    await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  }

  /** The push service said the subscription is gone (404/410). */
  async deleteSubscriptionById(id: number): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  async subscriptionsOf(userId: number): Promise<PushSubscriptionRow[]> {
    return this.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  }

  async countSubscriptions(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    return Number(row?.n ?? 0);
  }

  async settings(userId: number): Promise<PushSettings> {
    const [row] = await this.db.select().from(pushSettings).where(eq(pushSettings.userId, userId));
    if (!row) return { ...ALL_ON };
    return {
      calls: row.calls,
      messages: row.messages,
      friendRequests: row.friendRequests,
      friendsOnline: row.friendsOnline,
    };
  }

  async saveSettings(userId: number, settings: PushSettings): Promise<void> {
    await this.db
      .insert(pushSettings)
      .values({ userId, ...settings })
      .onConflictDoUpdate({ target: pushSettings.userId, set: settings });
  }

  async enqueue(rows: NewDelivery[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.insert(pushDeliveries).values(rows);
  }

  /**
   * Takes up to `limit` due deliveries for one sender: each is leased (its next attempt moved to `leaseUntil` and its
   * attempt counted) in one statement, skipping rows another node holds, so no two senders send one push.
   */
  async takeDue(now: Date, leaseUntil: Date, limit: number): Promise<DueDelivery[]> {
    const taken = await this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: pushDeliveries.id })
        .from(pushDeliveries)
        .where(lte(pushDeliveries.nextAt, now))
        .orderBy(asc(pushDeliveries.nextAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const ids = due.map((d) => d.id);
      const rows = await tx.select().from(pushDeliveries).where(inArray(pushDeliveries.id, ids));
      for (const row of rows) {
        await tx
          .update(pushDeliveries)
          .set({ nextAt: leaseUntil, attempts: row.attempts + 1 })
          .where(eq(pushDeliveries.id, row.id));
        row.attempts += 1;
      }
      return rows;
    });
    if (taken.length === 0) return [];
    const subs = await this.db
      .select()
      .from(pushSubscriptions)
      .where(
        inArray(
          pushSubscriptions.id,
          taken.map((d) => d.subscriptionId),
        ),
      );
    const byId = new Map(subs.map((s) => [s.id, s]));
    return taken.flatMap((delivery) => {
      const subscription = byId.get(delivery.subscriptionId);
      return subscription ? [{ delivery, subscription }] : [];
    });
  }

  async deleteDelivery(id: number): Promise<void> {
    await this.db.delete(pushDeliveries).where(eq(pushDeliveries.id, id));
  }

  async retryLater(id: number, nextAt: Date, error: string): Promise<void> {
    await this.db
      .update(pushDeliveries)
      .set({ nextAt, lastError: error.slice(0, 500) })
      .where(eq(pushDeliveries.id, id));
  }

  async pendingCount(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(pushDeliveries);
    return Number(row?.n ?? 0);
  }
}
