import {
  countryById,
  isRoomCategory,
  LANGUAGE_NAME_ENTRIES,
  ROOM_CATEGORIES,
  RoomCategory,
  WallTab,
  type DiscoverUser,
  type WallGroups,
  type WallQuery,
} from '@mingle/protocol';
import { ValidationError } from '../../errors';
import type { Clock } from '../../infra/clock';
import type { UsersRepo } from '../accounts/users-repo';
import { decodeCursor, pageOf } from './cursor';
import type { PeopleViews } from './people';
import type { DiscoverRepo, WallFilter } from './repo';

/** Results of one search. */
export const SEARCH_LIMIT = 20;

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

  async search(viewerId: number, text: string): Promise<DiscoverUser[]> {
    const found = await this.repo.search(viewerId, this.clock.date(), text, SEARCH_LIMIT);
    return this.people.for(viewerId, found);
  }
}
