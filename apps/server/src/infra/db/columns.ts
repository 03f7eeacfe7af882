// Column builders shared by the schema files, so that a column every table spells the same way is defined once.
import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** A required timestamptz that the database fills with the time of the insert. */
export const timestampDefaultNow = (name: string) =>
  timestamp(name, { withTimezone: true })
    .notNull()
    .default(sql`now()`);

export const createdAt = () => timestampDefaultNow('created_at');

/** Starts as the insert time; the repositories set it to now() on each update (drizzle does not). */
export const updatedAt = () => timestampDefaultNow('updated_at');
