import { desc, eq } from 'drizzle-orm';
import type { Db } from './db/database';
import { outbox } from './db/schema';

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';

export interface OutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  subject?: string | undefined;
  body: string;
  transport: string;
}

/** The outbox table: what the default mailer and SMS sender "send", and what /dev/outbox shows. */
export class OutboxRepo {
  constructor(private readonly db: Db) {}

  async add(message: OutboxMessage): Promise<void> {
    await this.db.insert(outbox).values({ ...message, subject: message.subject ?? null });
  }

  async latest(limit = 100, recipient?: string) {
    const query = this.db.select().from(outbox);
    const filtered = recipient ? query.where(eq(outbox.recipient, recipient)) : query;
    return filtered.orderBy(desc(outbox.id)).limit(limit);
  }
}
