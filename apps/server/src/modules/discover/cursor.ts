import { z } from 'zod';
import { ValidationError } from '../../errors';

/** A wall position: the sort key and the user id of the last tile shown (the key is 0 for the New tab). */
export type WallCursor = readonly [key: number, id: number];
/** A list position: the time (epoch ms) and the user id of the last entry shown. */
export type ListCursor = readonly [at: number, id: number];

// A sort key (a 32-bit hash, or a time in epoch ms) and a user id.
const positionSchema = z.tuple([
  z.number().int().min(-8.64e15).max(8.64e15),
  z.number().int().min(0).max(2_147_483_647),
]);

/**
 * Cursors are opaque to clients (base64url of the position), so the order behind them can change without
 * changing the contract. A cursor that does not decode is bad input (10001), never a 500.
 */
export function encodeCursor(position: readonly [number, number]): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): readonly [number, number] | null {
  if (cursor === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new ValidationError('Invalid request: cursor: not a cursor of this list');
  }
  const position = positionSchema.safeParse(parsed);
  if (!position.success) throw new ValidationError('Invalid request: cursor: not a cursor of this list');
  return position.data;
}

/** One page: `limit` items at most, and the cursor after the last one when more may follow. */
export function pageOf<T>(
  rows: readonly T[],
  limit: number,
  positionOf: (row: T) => readonly [number, number],
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(positionOf(last)) : null };
}
