import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { media, users, type MediaRow } from '../../infra/db/schema';

export type MediaKind = 'photo' | 'video' | 'chat';
/** The kinds of the album and the profile; chat pictures are never listed, reviewed or deleted with them. */
export const ALBUM_KINDS = ['photo', 'video'] as const;
export type AlbumKind = (typeof ALBUM_KINDS)[number];
export type MediaState = 'checking' | 'approved' | 'illegal' | 'failed';
export type NewMedia = Pick<
  typeof media.$inferInsert,
  'userId' | 'kind' | 'storageKey' | 'contentType' | 'bytes' | 'width' | 'height' | 'meta'
>;

/**
 * The id of a user's first approved album photo or video, as a subquery correlated with `users` (lists that show
 * people with their head image: the visitor list, the matched pop-up, Discover).
 */
export function firstApprovedMedia(db: Db, kind: AlbumKind) {
  return db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.userId, users.id), eq(media.kind, kind), eq(media.status, 'approved')))
    .orderBy(asc(media.position), asc(media.id))
    .limit(1);
}

/** The SQL of photos and videos. */
export class MediaRepo {
  constructor(private readonly db: Db) {}

  async byId(id: number): Promise<MediaRow | undefined> {
    const [row] = await this.db.select().from(media).where(eq(media.id, id)).limit(1);
    return row;
  }

  async countOf(userId: number, kind: MediaKind, states?: readonly MediaState[]): Promise<number> {
    const conditions = [eq(media.userId, userId), eq(media.kind, kind)];
    if (states) conditions.push(inArray(media.status, [...states]));
    const [row] = await this.db
      .select({ n: count() })
      .from(media)
      .where(and(...conditions));
    return row?.n ?? 0;
  }

  /** New items go to the end of the owner's list of that kind. */
  async insert(item: NewMedia): Promise<MediaRow> {
    const next = sql<number>`(select coalesce(max(${media.position}) + 1, 0) from ${media}
      where ${media.userId} = ${item.userId} and ${media.kind} = ${item.kind})`;
    const [row] = await this.db
      .insert(media)
      .values({ ...item, position: next })
      .returning();
    if (!row) throw new Error('insert into media returned no row');
    return row;
  }

  async deleteOwn(userId: number, id: number): Promise<MediaRow | undefined> {
    const [row] = await this.db
      .delete(media)
      .where(and(eq(media.id, id), eq(media.userId, userId), inArray(media.kind, [...ALBUM_KINDS])))
      .returning();
    return row;
  }

  /**
   * The given photos take places 0..n-1 in that order, the others keep their order after them. false when an
   * id is not one of the user's photos.
   */
  async reorderPhotos(userId: number, ids: readonly number[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const photos = await tx
        .select({ id: media.id })
        .from(media)
        .where(and(eq(media.userId, userId), eq(media.kind, 'photo')))
        .orderBy(asc(media.position), asc(media.id))
        .for('update');
      const own = new Set(photos.map((p) => p.id));
      if (!ids.every((id) => own.has(id))) return false;
      const chosen = new Set(ids);
      const order = [...ids, ...photos.map((p) => p.id).filter((id) => !chosen.has(id))];
      for (const [position, id] of order.entries()) {
        await tx.update(media).set({ position }).where(eq(media.id, id));
      }
      return true;
    });
  }

  /** Waiting for review, oldest first. */
  async queue(kind: AlbumKind | undefined, limit: number): Promise<MediaRow[]> {
    const conditions = [eq(media.status, 'checking'), inArray(media.kind, kind ? [kind] : [...ALBUM_KINDS])];
    return this.db
      .select()
      .from(media)
      .where(and(...conditions))
      .orderBy(asc(media.id))
      .limit(limit);
  }

  /**
   * Records a decision. An approved video beyond the owner's `keepVideos` approved ones replaces the oldest:
   * those rows are deleted here and returned, so their files can be removed after the commit.
   */
  async review(input: {
    id: number;
    status: MediaState;
    reviewerId: number;
    keepVideos: number;
  }): Promise<{ row: MediaRow; replaced: MediaRow[] } | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(media)
        .set({ status: input.status, reviewedAt: sql`now()`, reviewedBy: input.reviewerId })
        // A chat picture is no review's business: approving it must never make it public.
        .where(and(eq(media.id, input.id), inArray(media.kind, [...ALBUM_KINDS])))
        .returning();
      if (!row) return undefined;
      if (row.kind !== 'video' || row.status !== 'approved') return { row, replaced: [] };
      const others = await tx
        .select()
        .from(media)
        .where(
          and(
            eq(media.userId, row.userId),
            eq(media.kind, 'video'),
            eq(media.status, 'approved'),
            ne(media.id, row.id),
          ),
        )
        .orderBy(asc(media.id))
        .for('update');
      const replaced = others.slice(0, Math.max(0, others.length - (input.keepVideos - 1)));
      if (replaced.length) {
        await tx.delete(media).where(
          inArray(
            media.id,
            replaced.map((r) => r.id),
          ),
        );
      }
      return { row, replaced };
    });
  }
}
