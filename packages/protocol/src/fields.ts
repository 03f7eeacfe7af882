import { z } from 'zod';

/**
 * The field schemas every request schema builds on, so that what the database cannot hold is refused once,
 * here, as a validation error (10001), instead of failing deep in a query as a 500:
 * - text: PostgreSQL `text` refuses U+0000, and a lone UTF-16 surrogate cannot be encoded as UTF-8;
 * - ids and counts: columns are 32-bit `integer`, so 2147483648 would overflow.
 */

/** The largest value of a PostgreSQL `integer` column. */
export const INT32_MAX = 2_147_483_647;

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text the database can store: no U+0000 and no lone surrogates. Add `.max()`, `.trim()` etc. as needed. */
export const safeString = () =>
  z
    .string()
    .refine((value) => !UNSTORABLE.test(value), { message: 'contains characters that cannot be stored' });

/** Whether a string can be stored as it is (for values that do not go through a schema, e.g. form fields). */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** A database id: a positive 32-bit integer; strings of digits are accepted (query values arrive as strings). */
export const dbId = () => z.coerce.number().int().positive().max(INT32_MAX);

/** A whole number that fits an `integer` column (coins, prices, counts, page sizes); bounded below by 0. */
export const boundedInt = () => z.coerce.number().int().min(0).max(INT32_MAX);
