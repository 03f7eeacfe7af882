import {
  countryById,
  isLanguageId,
  isRoomCategory,
  LANGUAGE_NAME_ENTRIES,
  ROOM_CATEGORIES,
  RoomCategory,
  WallTab,
  type DiscoverUser,
  type SearchFlowQuery,
  type WallGroups,
  type WallQuery,
} from '@mingle/protocol';
import { ValidationError } from '../../errors';
import type { Clock } from '../../infra/clock';
import type { UsersRepo } from '../accounts/users-repo';
import { decodeCursor, encodeCursor, pageOf, type WallCursor } from './cursor';
import type { PeopleViews } from './people';
import type { DiscoverRepo, HostFilter, WallFilter } from './repo';

/** Results of one search. */
export const SEARCH_LIMIT = 20;

/**
 * The search flow reads hosts in batches of this many and checks their presence, and reads at most
 * SEARCH_FLOW_SCAN of them for one answer: a filter few online people match answers a short (even empty) page
 * with a cursor to read on, instead of one request walking every host.
 */
export const SEARCH_FLOW_BATCH = 50;
export const SEARCH_FLOW_SCAN = 200;

const TOPICS = ROOM_CATEGORIES.filter((c) => c.id !== RoomCategory.FOR_YOU);
const pseudoName = (id: number) => LANGUAGE_NAME_ENTRIES.find((e) => e.id === id)?.name ?? String(id);

function checkCountry(countryId: number): void {
  if (countryId !== 0 && !countryById(countryId)) {
    throw new ValidationError('Invalid request: countryId: unknown country');
  }
}

/** A tab as the wall filters by it: For You and New list every topic; a topic tab lists its own. */
function topicOf(tab: number): number | null {
  if (tab === WallTab.FOR_YOU || tab === WallTab.NEW) return null;
  if (isRoomCategory(tab) && tab !== RoomCategory.FOR_YOU) return tab;
  throw new ValidationError('Invalid request: tab: 1001, 1002 or a topic category');
}

/**
 * The Discover wall (spec §2.1 wall, §3 categories, §7.1): hosts per country group and tab, one stable page at a
 * time, the country filter and search. Who may appear is the repo's rule (adults, no bans, no blocks either way,
 * not oneself); how each person looks to the viewer is PeopleViews'.
 */
export class Wall {
  constructor(
    private readonly repo: DiscoverRepo,
    private readonly people: PeopleViews,
    private readonly users: Pick<UsersRepo, 'byId'>,
    private readonly clock: Clock,
  ) {}

  /** The countries with hosts to show (public: the country pickers of home, wall and search). */
  async countryIds(): Promise<number[]> {
    return (await this.repo.hostCountries(null, this.clock.date())).map((c) => c.countryId);
  }

  async groups(viewerId: number, countryId: number | undefined): Promise<WallGroups> {
    const group = countryId ?? (await this.users.byId(viewerId))?.countryId ?? 0;
    checkCountry(group);
    const now = this.clock.date();
    const [countries, topics] = await Promise.all([
      this.repo.hostCountries(viewerId, now),
      this.repo.hostTopics(viewerId, now, group),
    ]);
    const total = [...topics.values()].reduce((a, b) => a + b, 0);
    return {
      countryId: group,
      countries,
      tabs: [
        { id: WallTab.FOR_YOU, name: pseudoName(WallTab.FOR_YOU), count: total },
        { id: WallTab.NEW, name: pseudoName(WallTab.NEW), count: total },
        ...TOPICS.map((t) => ({ id: t.id, name: t.name, count: topics.get(t.id) ?? 0 })),
      ],
    };
  }

  async page(
    viewerId: number,
    query: WallQuery,
  ): Promise<{ items: DiscoverUser[]; nextCursor: string | null }> {
    checkCountry(query.countryId);
    const filter: WallFilter = { countryId: query.countryId, topic: topicOf(query.tab) };
    const order = query.tab === WallTab.NEW ? 'new' : 'for_you';
    const rows = await this.repo.wallPage(
      viewerId,
      this.clock.date(),
      filter,
      order,
      decodeCursor(query.cursor),
      query.size + 1,
    );
    const { rows: page, nextCursor } = pageOf(rows, query.size, (r) => r.cursor);
    return {
      items: await this.people.for(
        viewerId,
        page.map((r) => r.person),
      ),
      nextCursor,
    };
  }

  /**
   * The search flow (spec §9, issue 14): hosts matching the filters, in the viewer's own stable order (For
   * You's), of whom only those online now (never busy, invisible or offline) and callable by this viewer (not
   * friends-only towards them) are answered. Presence is read for each batch, so the cursor is the last host
   * read, not the last one answered: nobody read is offered twice on one pass.
   */
  async searchFlow(
    viewerId: number,
    query: SearchFlowQuery,
  ): Promise<{ items: DiscoverUser[]; nextCursor: string | null }> {
    checkCountry(query.countryId);
    if (query.language !== 0 && !isLanguageId(query.language)) {
      throw new ValidationError('Invalid request: language: unknown language');
    }
    const filter: HostFilter = {
      countryId: query.countryId,
      topic: null,
      gender: query.gender === 0 ? null : query.gender,
      languageId: query.language === 0 ? null : query.language,
    };
    const now = this.clock.date();
    let after: WallCursor | null = decodeCursor(query.cursor);
    const items: DiscoverUser[] = [];
    for (let read = 0; read < SEARCH_FLOW_SCAN; read += SEARCH_FLOW_BATCH) {
      const rows = await this.repo.wallPage(viewerId, now, filter, 'for_you', after, SEARCH_FLOW_BATCH);
      const callable = new Map(
        (
          await this.people.online(
            viewerId,
            rows.map((r) => r.person),
          )
        )
          .filter((u) => !u.friendsOnly)
          .map((u) => [u.id, u]),
      );
      for (const row of rows) {
        after = row.cursor;
        const user = callable.get(row.person.id);
        if (user) items.push(user);
        if (items.length === query.size) return { items, nextCursor: encodeCursor(after) };
      }
      if (rows.length < SEARCH_FLOW_BATCH) return { items, nextCursor: null };
    }
    return { items, nextCursor: after ? encodeCursor(after) : null };
  }

  async search(viewerId: number, text: string): Promise<DiscoverUser[]> {
    const found = await this.repo.search(viewerId, this.clock.date(), text, SEARCH_LIMIT);
    return this.people.for(viewerId, found);
  }
}
