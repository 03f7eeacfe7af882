// Tables of chat translation (modules/translation). Re-exported by schema.ts so that drizzle-kit and the typed
// query builder see them.
import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userRef } from './schema-accounts';

/**
 * Translations already made, by the text's SHA-256 and the target language: a message read by many, or the
 * same greeting sent by many, goes to the engine once. The source is what the engine read the text as.
 */
export const translations = pgTable(
  'translations',
  {
    textHash: text('text_hash').notNull(),
    target: text('target').notNull(),
    source: text('source').notNull(),
    translated: text('translated').notNull(),
    engine: text('engine').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.textHash, t.target] })],
);

/**
 * One row per message a reader had translated, on the UTC day of the first time: the free daily allowance
 * counts these, and translating the same message again (another tab, a double tap) costs nothing more.
 */
export const translationUses = pgTable(
  'translation_uses',
  {
    userId: userRef('user_id'),
    messageSeq: bigint('message_seq', { mode: 'number' }).notNull(),
    /** 'YYYY-MM-DD', the UTC day of the server's clock. */
    day: text('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.messageSeq] }),
    index('translation_uses_day').on(t.userId, t.day),
  ],
);
