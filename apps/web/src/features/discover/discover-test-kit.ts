import {
  blocksApi,
  callsApi,
  chatApi,
  discoverApi,
  friendsApi,
  matchingApi,
  presenceApi,
  profileApi,
  WallTab,
  type DiscoverUser,
  type GlobalConf,
  type PriceInfo,
  type WallGroups,
} from '@mingle/protocol';
import { usePopupStore } from '../../app/popup-store';
import { ApiError, type RequestOptions } from '../../lib/api-client';
import { fakeUser } from '../../test/render-app';
import { AGE_CONFIRMED_KEY } from '../age-gate/age-gate-storage';
import { useCallStore } from '../calls/call-store';
import { fakeGlobalConf } from '../matching/test-fixtures';
import { useSessionStore } from '../session/store';
import { useWallStore, type WallState } from './store';
import { WALL_TIP_KEY } from './wall-page';

export const ME = 9;
export const GERMANY = 276;
export const FRANCE = 250;

/**
 * For a beforeEach: user 9 signed in, past the age gate and the cookie notice, no call or pop-up left over, the
 * wall back at its start; the first-visit tip already seen unless a test wants it.
 */
export function signInToDiscover({ tipSeen = true }: { tipSeen?: boolean } = {}): void {
  usePopupStore.setState({ entries: [], nextSeq: 0 });
  useCallStore.getState().close();
  useWallStore.setState({
    ownerId: null,
    countryId: null,
    tab: WallTab.FOR_YOU,
    scroll: {},
  } satisfies Partial<WallState>);
  localStorage.setItem(AGE_CONFIRMED_KEY, 'yes');
  localStorage.setItem('cookie', 'accepted');
  if (tipSeen) localStorage.setItem(WALL_TIP_KEY, 'yes');
  useSessionStore.getState().signIn(ME, 'tok');
}

/** A host as the wall shows them to user 9: online, 27, from Germany, speaks English and German, 40 a minute. */
export function host(id: number, userName: string, overrides: Partial<DiscoverUser> = {}): DiscoverUser {
  return {
    id,
    userName,
    age: 27,
    gender: 2,
    countryId: GERMANY,
    languages: [1, 7],
    headImg: '',
    video: null,
    status: 2,
    isHost: true,
    pricePerMinute: 40,
    topic: 1,
    liked: false,
    friendsOnly: false,
    ...overrides,
  };
}

export function groups(countryId: number, overrides: Partial<WallGroups> = {}): WallGroups {
  return {
    countryId,
    countries: [
      { countryId: GERMANY, count: 3 },
      { countryId: FRANCE, count: 1 },
    ],
    tabs: [
      { id: WallTab.FOR_YOU, name: 'For You', count: 3 },
      { id: WallTab.NEW, name: 'New', count: 3 },
      { id: 1, name: 'Singing', count: 2 },
      { id: 2, name: 'Dancing', count: 1 },
    ],
    ...overrides,
  };
}

export function price(overrides: Partial<PriceInfo> = {}): PriceInfo {
  return {
    pricePerMinute: 40,
    goldNum: 100,
    enough: true,
    friendsOnly: false,
    userInfo: { id: 7, userName: 'Zoe', headImg: '', age: 27, countryId: GERMANY },
    ...overrides,
  };
}

export function conf(likePrice = 10): GlobalConf {
  return {
    ...fakeGlobalConf(),
    discover: { likePrice, invitesPerCallerPerHour: 30, invitesPerHostPerMinute: 3 },
  };
}

export interface Sent {
  method: string;
  path: string;
  params: RequestOptions<unknown>['params'];
  body: Record<string, unknown> | undefined;
}

/** The paths of Discover and the calls it makes; `answer` may answer any path first (undefined: the default). */
export interface DiscoverBackendOptions {
  /** The wall of one group and tab, as pages of people in order (the cursor is the page number). */
  wall?: (countryId: number, tab: number) => DiscoverUser[][];
  groups?: (countryId: number | undefined) => WallGroups;
  conf?: GlobalConf;
  search?: (q: string) => DiscoverUser[];
  /** The search flow's pages for its filters (the cursor is the page number). */
  searchFlow?: (filters: { gender: number; countryId: number; language: number }) => DiscoverUser[][];
  /** Live presence by id; by default the batch knows nobody (the pages' own status stands). */
  presence?: Record<number, number>;
  answer?: (path: string, sent: Sent) => unknown;
}

/** The server side of the Discover screens, recording every call it was asked. */
export function discoverBackend(options: DiscoverBackendOptions = {}) {
  const sent: Sent[] = [];
  const handle = (method: string, path: string, request: RequestOptions<unknown>): unknown => {
    const call: Sent = { method, path, params: request.params, body: request.body };
    sent.push(call);
    const answered = options.answer?.(path, call);
    if (answered !== undefined) return answered;
    const params = (request.params ?? {}) as Record<string, unknown>;
    switch (path) {
      case profileApi.getUserInfo.path:
        return fakeUser({ id: ME, goldNum: 100 });
      case chatApi.unread.path:
        return { total: 0, sayHi: 0 };
      case friendsApi.list.path:
      case blocksApi.list.path:
        return [];
      case callsApi.live.path:
        return null;
      case matchingApi.globalconf.path:
        return options.conf ?? conf();
      case discoverApi.wallGroups.path: {
        const countryId = params['countryId'] === undefined ? undefined : Number(params['countryId']);
        return (options.groups ?? ((c) => groups(c ?? GERMANY)))(countryId);
      }
      case discoverApi.wall.path: {
        const pages = options.wall?.(Number(params['countryId']), Number(params['tab'])) ?? [];
        const page = params['cursor'] === undefined ? 0 : Number(params['cursor']);
        return {
          items: pages[page] ?? [],
          nextCursor: page + 1 < pages.length ? String(page + 1) : null,
        };
      }
      case presenceApi.batch.path:
        return String(params['userIds'])
          .split(',')
          .map(Number)
          .flatMap((userId) => {
            const status = options.presence?.[userId];
            return status === undefined ? [] : [{ userId, status }];
          });
      case discoverApi.search.path:
        return options.search?.(String(params['q'])) ?? [];
      case discoverApi.searchFlow.path: {
        const pages =
          options.searchFlow?.({
            gender: Number(params['gender']),
            countryId: Number(params['countryId']),
            language: Number(params['language']),
          }) ?? [];
        const page = params['cursor'] === undefined ? 0 : Number(params['cursor']);
        return {
          items: pages[page] ?? [],
          nextCursor: page + 1 < pages.length ? String(page + 1) : null,
        };
      }
      case discoverApi.countryIds.path:
        return [GERMANY, FRANCE];
      case discoverApi.like.path: {
        const likedUserId = Number(request.body?.['likedUserId']);
        return { likedUserId, match: false, price: 10, likedAt: Date.now(), repeated: false };
      }
      case discoverApi.likesReceived.path:
      case discoverApi.visitors.path:
        return { items: [], nextCursor: null };
      case discoverApi.visitorSettings.path:
        // The same path reads (GET) and saves (POST) the setting.
        return method === 'POST' ? request.body : { leaveNoTrace: false };
    }
    throw new ApiError('answer', 10404, `Not found: ${path}`, 404);
  };
  const to = (path: string) => sent.filter((c) => c.path === path);
  return { handle, sent, to };
}
