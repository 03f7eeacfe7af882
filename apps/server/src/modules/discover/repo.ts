import { INT32_MAX, latestAdultBirthday, mediaFilePath, type Product } from '@mingle/protocol';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNotNull,
  lte,
  ne,
  not,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../infra/db/database';
import {
  blocks,
  calls,
  flowConfig,
  hostSettings,
  likes,
  profileViews,
  users,
  visitorSettings,
  type UserRow,
} from '../../infra/db/schema';
import { firstApprovedMedia } from '../media/repo';
import { noBanInForce } from '../moderation/bans-repo';
import type { LedgerTx } from '../wallet/ledger';
import type { ListCursor, WallCursor } from './cursor';

/** What Discover shows of a person (the birthday only to tell the age) and of their host settings. */
const personColumns = {
  id: users.id,
  nickname: users.nickname,
  gender: users.gender,
  birthday: users.birthday,
  countryId: users.countryId,
  languages: users.languages,
  isHost: sql<boolean>`coalesce(${hostSettings.isHost}, false)`,
  callPrice: sql<number>`coalesce(${hostSettings.callPrice}, 0)`,
  friendsCallPrice: sql<number>`coalesce(${hostSettings.friendsCallPrice}, 0)`,
  friendsOnly: sql<boolean>`coalesce(${hostSettings.friendsOnly}, false)`,
  topic: hostSettings.topic,
};

export interface PersonRow extends Pick<UserRow, 'id' | 'nickname' | 'gender' | 'birthday' | 'countryId'> {
  languages: number[];
  isHost: boolean;
  callPrice: number;
  friendsCallPrice: number;
  friendsOnly: boolean;
  topic: number | null;
  headImg: string;
  video: string | null;
}

/** A person with when they liked or viewed someone, and for likes whether it was mutual. */
export interface ListedPerson {
  person: PersonRow;
  at: Date;
  mutual: boolean;
}

/** Which hosts a wall page lists: a country group (0 = all) and a topic (null = every topic). */
export interface WallFilter {
  countryId: number;
  topic: number | null;
}

/** The wall's filter and the search flow's: also a gender (1 male, 2 female) and a spoken language id. */
export interface HostFilter extends WallFilter {
  gender?: number | null;
  languageId?: number | null;
}

export type WallOrder = 'for_you' | 'new';

/** The SQL of Discover: who may be shown, wall pages and counts, likes, views, settings, the flow config. */
export class DiscoverRepo {
  constructor(private readonly db: Db) {}

  // ------------------------------------------------------------------------------------------ flow config

  async flowConfig(product: Product): Promise<unknown> {
    const [row] = await this.db.select().from(flowConfig).where(eq(flowConfig.product, product));
    return row?.config;
  }

  /** Seeds a product's row; the row already there (another node seeding, an admin's edit) wins. */
  async seedFlowConfig(product: Product, config: unknown): Promise<void> {
    await this.db.insert(flowConfig).values({ product, config }).onConflictDoNothing();
  }

  async saveFlowConfig(product: Product, config: unknown, by: number): Promise<void> {
    await this.db
      .insert(flowConfig)
      .values({ product, config, updatedBy: by })
      .onConflictDoUpdate({
        target: flowConfig.product,
        set: { config, updatedBy: by, updatedAt: sql`now()` },
      });
  }

  // ---------------------------------------------------------------------------------------------- people

  /**
   * Who may be shown at all (spec §1, §5, §6): an active account with a name, 18 or older, under no ban in
   * force (account or device); for a signed-in viewer also not themself, and nobody they blocked or who
   * blocked them.
   */
  private shownTo(viewerId: number | null, now: Date): SQL {
    const conditions = [
      eq(users.status, 'active'),
      isNotNull(users.nickname),
      isNotNull(users.birthday),
      lte(users.birthday, latestAdultBirthday(now)),
      noBanInForce(this.db, now),
    ];
    if (viewerId !== null) {
      // One `not exists` a direction: with `or` inside one, PostgreSQL compared every host with every block.
      const block = (blockerId: number | typeof users.id, blockedId: number | typeof users.id) =>
        this.db
          .select({ one: sql`1` })
          .from(blocks)
          .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
      conditions.push(
        ne(users.id, viewerId),
        not(exists(block(viewerId, users.id))),
        not(exists(block(users.id, viewerId))),
      );
    }
    return and(...conditions) as SQL;
  }

  /**
   * Hosts that may be shown, in a country group (0 = all) and topic (null = all), and for the search flow of a
   * gender and speaking a language (null or absent = any).
   */
  private hostsShownTo(viewerId: number | null, now: Date, filter?: HostFilter): SQL {
    return and(
      eq(hostSettings.isHost, true),
      this.shownTo(viewerId, now),
      filter && filter.countryId !== 0 ? eq(users.countryId, filter.countryId) : undefined,
      filter && filter.topic !== null ? eq(hostSettings.topic, filter.topic) : undefined,
      filter?.gender ? eq(users.gender, filter.gender) : undefined,
      filter?.languageId ? sql`${filter.languageId}::integer = any(${users.languages})` : undefined,
    ) as SQL;
  }

  private selectPeople<T extends SelectedFields>(extra: T) {
    const photo = firstApprovedMedia(this.db, 'photo');
    const video = firstApprovedMedia(this.db, 'video');
    return this.db
      .select({
        ...personColumns,
        photoId: sql<number | null>`(${photo})`,
        videoId: sql<number | null>`(${video})`,
        ...extra,
      })
      .from(users)
      .leftJoin(hostSettings, eq(hostSettings.userId, users.id));
  }

  /** Countries with hosts to show, most hosts first. */
  async hostCountries(viewerId: number | null, now: Date): Promise<{ countryId: number; count: number }[]> {
    const rows = await this.db
      .select({ countryId: users.countryId, count: count() })
      .from(users)
      .innerJoin(hostSettings, eq(hostSettings.userId, users.id))
      .where(and(this.hostsShownTo(viewerId, now), isNotNull(users.countryId)))
      .groupBy(users.countryId)
      .orderBy(desc(count()), asc(users.countryId));
    return rows.flatMap((r) => (r.countryId === null ? [] : [{ countryId: r.countryId, count: r.count }]));
  }

  /** Hosts to show per topic in a country group (0 = all). */
  async hostTopics(viewerId: number, now: Date, countryId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ topic: hostSettings.topic, count: count() })
      .from(users)
      .innerJoin(hostSettings, eq(hostSettings.userId, users.id))
      .where(this.hostsShownTo(viewerId, now, { countryId, topic: null }))
      .groupBy(hostSettings.topic);
    return new Map(rows.map((r) => [r.topic, r.count]));
  }

  /**
   * One wall page, keyset-paged on a stable key (docs/decisions/023-discover.md): 'new' on the user id, newest
   * first; 'for_you' on a shuffle of its own for each viewer (a hash of viewer and host), then the id. Presence
   * is not part of the key, so people coming online or going busy never move anyone between pages.
   */
  async wallPage(
    viewerId: number,
    now: Date,
    filter: HostFilter,
    order: WallOrder,
    after: WallCursor | null,
    limit: number,
  ): Promise<{ person: PersonRow; cursor: WallCursor }[]> {
    const shuffle = sql<number>`hashtext(${String(viewerId)}::text || ':' || ${users.id}::text)`;
    const where = this.hostsShownTo(viewerId, now, filter);
    if (order === 'new') {
      const rows = await this.selectPeople({})
        .where(and(where, after ? sql`${users.id} < ${after[1]}::integer` : undefined))
        .orderBy(desc(users.id))
        .limit(limit);
      return rows.map((r) => ({ person: personOf(r), cursor: [0, r.id] }));
    }
    const rows = await this.selectPeople({ key: shuffle })
      .where(
        and(
          where,
          after ? sql`(${shuffle}, ${users.id}) > (${after[0]}::integer, ${after[1]}::integer)` : undefined,
        ),
      )
      .orderBy(asc(shuffle), asc(users.id))
      .limit(limit);
    return rows.map((r) => ({ person: personOf(r), cursor: [Number(r.key), r.id] }));
  }

  /** People by id or a part of their nickname, the exact id first. */
  async search(viewerId: number, now: Date, text: string, limit: number): Promise<PersonRow[]> {
    const asId = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
    const id = asId <= INT32_MAX ? asId : null;
    // The text is a pattern's literal part: its own % and _ match themselves.
    const byName = ilike(users.nickname, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const rows = await this.selectPeople({})
      .where(and(this.shownTo(viewerId, now), id === null ? byName : or(eq(users.id, id), byName)))
      .orderBy(sql`${users.id} = ${id ?? 0}::integer desc`, asc(users.id))
      .limit(limit);
    return rows.map(personOf);
  }

  /** One person if they may be shown to the viewer. */
  async personShownTo(viewerId: number, userId: number, now: Date): Promise<PersonRow | undefined> {
    const [row] = await this.selectPeople({}).where(and(eq(users.id, userId), this.shownTo(viewerId, now)));
    return row && personOf(row);
  }

  // ----------------------------------------------------------------------------------------------- likes

  async like(likerId: number, likedId: number): Promise<{ createdAt: Date } | undefined> {
    const [row] = await this.db
      .select({ createdAt: likes.createdAt })
      .from(likes)
      .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)));
    return row;
  }

  /** In the ledger's transaction of its price; false when the like was there already (a racing repeat). */
  async insertLike(
    tx: LedgerTx,
    row: { likerId: number; likedId: number; coins: number; movementId: string | null; createdAt: Date },
  ): Promise<boolean> {
    const inserted = await tx
      .insert(likes)
      .values(row)
      .onConflictDoNothing()
      .returning({ likerId: likes.likerId });
    return inserted.length > 0;
  }

  /** Of `others`, the ones the user liked. */
  async likedAmong(userId: number, others: readonly number[]): Promise<Set<number>> {
    if (others.length === 0) return new Set();
    const rows = await this.db
      .select({ id: likes.likedId })
      .from(likes)
      .where(and(eq(likes.likerId, userId), inArray(likes.likedId, [...others])));
    return new Set(rows.map((r) => r.id));
  }

  /** Who liked the user, newest first, after the cursor; `mutual` when the user liked them back. */
  async likesOf(userId: number, now: Date, after: ListCursor | null, limit: number): Promise<ListedPerson[]> {
    const likedBack = this.db
      .select({ one: sql`1` })
      .from(likes)
      .where(and(eq(likes.likerId, userId), eq(likes.likedId, users.id)));
    const received = this.db
      .select({ likerId: likes.likerId, createdAt: likes.createdAt })
      .from(likes)
      .where(eq(likes.likedId, userId))
      .as('received');
    const rows = await this.selectPeople({
      at: received.createdAt,
      mutual: sql<boolean>`exists (${likedBack})`,
    })
      .innerJoin(received, eq(received.likerId, users.id))
      .where(and(this.shownTo(userId, now), afterCursor(received.createdAt, after)))
      .orderBy(desc(received.createdAt), desc(users.id))
      .limit(limit);
    return rows.map((r) => ({ person: personOf(r), at: r.at, mutual: r.mutual }));
  }

  // ------------------------------------------------------------------------------------------------ views

  async recordView(viewerId: number, viewedId: number, at: Date): Promise<void> {
    await this.db
      .insert(profileViews)
      .values({ viewerId, viewedId, viewedAt: at })
      .onConflictDoUpdate({ target: [profileViews.viewerId, profileViews.viewedId], set: { viewedAt: at } });
  }

  /** Who viewed the user, by their last view, newest first, after the cursor. */
  async viewsOf(userId: number, now: Date, after: ListCursor | null, limit: number): Promise<ListedPerson[]> {
    const seen = this.db
      .select({ viewerId: profileViews.viewerId, viewedAt: profileViews.viewedAt })
      .from(profileViews)
      .where(eq(profileViews.viewedId, userId))
      .as('seen');
    const rows = await this.selectPeople({ at: seen.viewedAt })
      .innerJoin(seen, eq(seen.viewerId, users.id))
      .where(and(this.shownTo(userId, now), afterCursor(seen.viewedAt, after)))
      .orderBy(desc(seen.viewedAt), desc(users.id))
      .limit(limit);
    return rows.map((r) => ({ person: personOf(r), at: r.at, mutual: false }));
  }

  async leavesNoTrace(userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ leaveNoTrace: visitorSettings.leaveNoTrace })
      .from(visitorSettings)
      .where(eq(visitorSettings.userId, userId));
    return row?.leaveNoTrace ?? false;
  }

  async setLeaveNoTrace(userId: number, leaveNoTrace: boolean): Promise<void> {
    await this.db
      .insert(visitorSettings)
      .values({ userId, leaveNoTrace })
      .onConflictDoUpdate({ target: visitorSettings.userId, set: { leaveNoTrace, updatedAt: sql`now()` } });
  }

  // ------------------------------------------------------------------------------------------ invitations

  /** Card and search calls the user started since `since` (what the per-caller limit counts). */
  async invitationsBy(callerId: number, since: Date): Promise<number> {
    return this.countCalls(eq(calls.callerId, callerId), since);
  }

  /** Card and search calls that rang the user since `since` (what the per-host limit counts). */
  async invitationsTo(calleeId: number, since: Date): Promise<number> {
    return this.countCalls(eq(calls.calleeId, calleeId), since);
  }

  private async countCalls(party: SQL, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(calls)
      .where(and(party, inArray(calls.source, ['card', 'search']), gt(calls.startedAt, since)));
    return row?.n ?? 0;
  }
}

/** Rows strictly after a (time, id) cursor of a newest-first list. */
function afterCursor(column: SQLWrapper, after: ListCursor | null) {
  if (!after) return undefined;
  return sql`(${column}, ${users.id}) < (${new Date(after[0]).toISOString()}::timestamptz, ${after[1]})`;
}

function personOf(row: RawPerson): PersonRow {
  const { id, nickname, gender, birthday, countryId, languages, isHost, photoId, videoId } = row;
  const { callPrice, friendsCallPrice, friendsOnly, topic } = row;
  return {
    id,
    nickname,
    gender,
    birthday,
    countryId,
    languages,
    isHost,
    callPrice,
    friendsCallPrice,
    friendsOnly,
    topic,
    headImg: photoId === null ? '' : mediaFilePath(Number(photoId)),
    video: videoId === null ? null : mediaFilePath(Number(videoId)),
  };
}

type RawPerson = Omit<PersonRow, 'headImg' | 'video'> & { photoId: number | null; videoId: number | null };
