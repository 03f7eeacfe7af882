import {
  discoverApi,
  PRESENCE_BATCH_MAX,
  presenceApi,
  WallTab,
  type DiscoverUser,
  type LikeResult,
  type ServerEventPayload,
  type Visitor,
} from '@mingle/protocol';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../app/services-context';
import { isLoggedIn } from '../session/login-state';
import { useSessionStore } from '../session/store';

/** One page of people as the server sends it (keyset paging: `nextCursor` null on the last page). */
export interface PeoplePage {
  items: DiscoverUser[];
  nextCursor: string | null;
}

/** Every key is under the user, so one user's wall, likes or visitors never show for the next on this device. */
export const discoverKeys = {
  all: (userId: number | null) => ['discover', userId] as const,
  /** Groups and tab counts of one country group; `undefined` asks for the user's own country. */
  groups: (userId: number | null, countryId: number | undefined) =>
    [...discoverKeys.all(userId), 'groups', countryId ?? 'own'] as const,
  walls: (userId: number | null) => [...discoverKeys.all(userId), 'wall'] as const,
  wall: (userId: number | null, countryId: number, tab: number) =>
    [...discoverKeys.walls(userId), countryId, tab] as const,
  /** The card flow's own deck (all countries, For You), apart from the wall so each keeps its place. */
  deck: (userId: number | null) => [...discoverKeys.all(userId), 'deck'] as const,
  search: (userId: number | null, q: string) => [...discoverKeys.all(userId), 'search', q] as const,
  /** The search flow's matches for one set of filters. */
  searchFlow: (userId: number | null, filters: SearchFlowFilters) =>
    [...discoverKeys.all(userId), 'searchFlow', filters.gender, filters.countryId, filters.language] as const,
  /** The countries that have hosts (the public country filter). */
  countryIds: () => ['discover', 'countryIds'] as const,
  likesReceived: (userId: number | null) => [...discoverKeys.all(userId), 'likesReceived'] as const,
  visitors: (userId: number | null) => [...discoverKeys.all(userId), 'visitors'] as const,
  visitorSettings: (userId: number | null) => [...discoverKeys.all(userId), 'visitorSettings'] as const,
  presence: (userId: number | null, ids: readonly number[]) =>
    [...discoverKeys.all(userId), 'presence', ids.join(',')] as const,
};

/** How often the presence of the people on screen is read again while the wall is open. */
export const PRESENCE_REFRESH_MS = 30_000;

/** Loaded wall pages are kept this long after the wall is left: coming back finds the same pages (spec §2.1). */
const WALL_KEEP_MS = 30 * 60_000;

export function useDiscoverUserId(): number | null {
  return useSessionStore((s) => (isLoggedIn(s) ? s.userId : null));
}

/** The wall's country groups and tabs (selectAllInWallGroup); without a country, the server picks the user's. */
export function useWallGroups(countryId: number | undefined) {
  const { api } = useServices();
  const userId = useDiscoverUserId();
  return useQuery({
    queryKey: discoverKeys.groups(userId, countryId),
    queryFn: ({ signal }) =>
      api.call(discoverApi.wallGroups, countryId === undefined ? {} : { countryId }, { signal }),
    enabled: userId !== null,
    gcTime: WALL_KEEP_MS,
  });
}

/**
 * One wall (country group and tab), page after page with the server's cursor. Never refetched behind the
 * person's back: a refetch would reload every loaded page and move the tiles under their thumb. The pages stay
 * cached after the wall is left, so coming back shows the same pages.
 */
export function useWall(countryId: number | null, tab: number) {
  const { api } = useServices();
  const userId = useDiscoverUserId();
  return useInfiniteQuery({
    queryKey: discoverKeys.wall(userId, countryId ?? 0, tab),
    queryFn: ({ signal, pageParam }) =>
      api.call(
        discoverApi.wall,
        { countryId: countryId ?? 0, tab, size: 20, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: userId !== null && countryId !== null,
    staleTime: Infinity,
    gcTime: WALL_KEEP_MS,
  });
}

/**
 * The live presence of the people shown (online, busy, offline; invisible reads offline), read again every
 * PRESENCE_REFRESH_MS. The pages keep their order (they are never refetched); only the dots change. Until the
 * first answer, and for anyone it leaves out, the page's own status stands.
 */
export function useLivePresence(ids: readonly number[]): ReadonlyMap<number, number> {
  const { api } = useServices();
  const userId = useDiscoverUserId();
  const query = useQuery({
    queryKey: discoverKeys.presence(userId, ids),
    queryFn: async ({ signal }) => {
      const chunks: number[][] = [];
      for (let i = 0; i < ids.length; i += PRESENCE_BATCH_MAX)
        chunks.push(ids.slice(i, i + PRESENCE_BATCH_MAX));
      const answers = await Promise.all(
        chunks.map((chunk) => api.call(presenceApi.batch, { userIds: chunk.join(',') }, { signal })),
      );
      return new Map(answers.flat().map((entry) => [entry.userId, entry.status]));
    },
    enabled: userId !== null && ids.length > 0,
    staleTime: PRESENCE_REFRESH_MS,
    refetchInterval: PRESENCE_REFRESH_MS,
    placeholderData: (previous) => previous,
  });
  return query.data ?? EMPTY_PRESENCE;
}

const EMPTY_PRESENCE: ReadonlyMap<number, number> = new Map();

/** The card flow's people: every country, For You order (the viewer's own stable shuffle). */
export function useCardDeck() {
  const { api } = useServices();
  const userId = useDiscoverUserId();
  return useInfiniteQuery({
    queryKey: discoverKeys.deck(userId),
    queryFn: ({ signal, pageParam }) =>
      api.call(
        discoverApi.wall,
        { countryId: 0, tab: WallTab.FOR_YOU, size: 20, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: userId !== null,
    // Presence changes all the time: a new visit of the card flow starts from fresh pages.
    staleTime: 0,
    gcTime: 0,
  });
}

/** The search flow's filters: gender 0 any, 1 male, 2 female; country 0 all; spoken language 0 any. */
export interface SearchFlowFilters {
  gender: number;
  countryId: number;
  language: number;
}

/**
 * The search flow (spec §9): hosts matching the filters who are online now, a few at a time, so each is still
 * likely online when shown. A page may be empty with a cursor (the server read many offline hosts): the deck
 * then simply reads on.
 */
export function useSearchFlow(filters: SearchFlowFilters) {
  const { api } = useServices();
  const userId = useDiscoverUserId();
  return useInfiniteQuery({
    queryKey: discoverKeys.searchFlow(userId, filters),
    queryFn: ({ signal, pageParam }) =>
      api.call(
        discoverApi.searchFlow,
        { ...filters, size: 5, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: userId !== null,
    // Presence changes all the time: every search starts from fresh pages.
    staleTime: 0,
    gcTime: 0,
  });
}

/** The countries that currently have hosts to show (spec §7.1 country filter), most hosts first. */
export function useCountryIds() {
  const { api } = useServices();
  return useQuery({
    queryKey: discoverKeys.countryIds(),
    queryFn: ({ signal }) => api.call(discoverApi.countryIds, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** People found by id or nickname; nothing is asked for an empty query. */
export function useSearch(q: string) {
  const { api } = useServices();
  const userId = useDiscoverUserId();
  const query = q.trim();
  return useQuery({
    queryKey: discoverKeys.search(userId, query),
    queryFn: ({ signal }) => api.call(discoverApi.search, { q: query }, { signal }),
    enabled: userId !== null && query.length > 0,
    staleTime: 0,
  });
}

function useVisitorList(kind: 'likesReceived' | 'visitors') {
  const { api } = useServices();
  const userId = useDiscoverUserId();
  return useInfiniteQuery({
    queryKey: discoverKeys[kind](userId),
    queryFn: ({ signal, pageParam }) =>
      api.call(discoverApi[kind], { size: 20, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: userId !== null,
    staleTime: 0,
  });
}

/** Who liked me, newest first. */
export function useLikesReceived() {
  return useVisitorList('likesReceived');
}

/** Who viewed my profile, newest first. */
export function useVisitors() {
  return useVisitorList('visitors');
}

/** Marks a person as liked wherever Discover has them cached (wall pages, the decks, search results). */
export function markLiked(queryClient: QueryClient, userId: number | null, likedUserId: number): void {
  const mark = (user: DiscoverUser) => (user.id === likedUserId ? { ...user, liked: true } : user);
  queryClient.setQueriesData<InfiniteData<PeoplePage>>({ queryKey: discoverKeys.walls(userId) }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map(mark) })) } : data,
  );
  const markPages = (data: InfiniteData<PeoplePage> | undefined) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map(mark) })) } : data;
  queryClient.setQueryData<InfiniteData<PeoplePage>>(discoverKeys.deck(userId), markPages);
  queryClient.setQueriesData<InfiniteData<PeoplePage>>(
    { queryKey: [...discoverKeys.all(userId), 'searchFlow'] },
    markPages,
  );
  queryClient.setQueriesData<DiscoverUser[]>({ queryKey: [...discoverKeys.all(userId), 'search'] }, (list) =>
    list?.map(mark),
  );
}

/**
 * Likes a person at the price shown (globalconf discover.likePrice); the server refuses any other price and
 * charges a repeat nothing. A like can make a match, and "who liked me" may now show them as mutual.
 */
export function useLike() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useDiscoverUserId();
  return useMutation({
    mutationFn: (input: { likedUserId: number; price: number }): Promise<LikeResult> =>
      api.call(discoverApi.like, input),
    onSuccess: (result) => {
      markLiked(queryClient, userId, result.likedUserId);
      if (result.match) void queryClient.invalidateQueries({ queryKey: discoverKeys.likesReceived(userId) });
    },
  });
}

/** Puts a live like at the top of "who liked me" (once per person: a like is never repeated). */
export function storeLike(
  queryClient: QueryClient,
  userId: number,
  { from, likedAt, match }: ServerEventPayload<'discover:liked'>,
): void {
  queryClient.setQueryData<InfiniteData<{ items: Visitor[]; nextCursor: string | null }>>(
    discoverKeys.likesReceived(userId),
    (data) => {
      if (!data) return data;
      const [first, ...rest] = data.pages;
      if (!first) return data;
      const without = (items: typeof first.items) => items.filter((item) => item.user.id !== from.id);
      return {
        ...data,
        pages: [
          { ...first, items: [{ user: from, at: likedAt, mutual: match }, ...without(first.items)] },
          ...rest.map((page) => ({ ...page, items: without(page.items) })),
        ],
      };
    },
  );
}

/** A like arriving live updates "who liked me" and is told to the person (mounted app-wide: like-notices.tsx). */
export function useDiscoverLive(onLiked: (payload: ServerEventPayload<'discover:liked'>) => void): void {
  const { realtime } = useServices();
  const queryClient = useQueryClient();
  const userId = useDiscoverUserId();
  useEffect(() => {
    if (userId === null) return;
    return realtime.subscribe('discover:liked', (payload) => {
      storeLike(queryClient, userId, payload);
      onLiked(payload);
    });
  }, [realtime, queryClient, userId, onLiked]);
}
