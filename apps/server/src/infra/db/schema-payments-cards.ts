// Saved cards (spec §2.1 cardList, paymentInfoAdd). Re-exported by schema.ts for drizzle-kit and the query builder.
import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userRef } from './schema-accounts';

/**
 * What the provider lets us know about a card, and the billing details the user typed. By design there is no
 * column for a card number or a CVV: those go from the browser to the provider and never reach this server.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    /** 'sandbox' or 'stripe': a token only means something to the provider that issued it. */
    provider: text('provider').notNull(),
    /** The provider's reusable token (sandbox tok_sbx_..., Stripe pm_...). */
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    holderName: text('holder_name').notNull(),
    billingEmail: text('billing_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_cards_user_idx').on(t.userId),
    uniqueIndex('saved_cards_token_key').on(t.provider, t.token),
  ],
);
export type SavedCardRow = typeof savedCards.$inferSelect;
