import { matchingApi, type GlobalConf, type MatchQuota } from '@mingle/protocol';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services-context';
import { isLoggedIn } from '../session/login-state';
import { useSessionStore } from '../session/store';

/** Keys under the user, so one user's quota never shows for the next on this device. */
export const matchingKeys = {
  all: ['matching'] as const,
  conf: (userId: number | null) => [...matchingKeys.all, userId, 'conf'] as const,
  guests: () => [...matchingKeys.all, 'guests'] as const,
};

/** The signed-in user's id, or null for a visitor. */
export function useSignedInUserId(): number | null {
  return useSessionStore((s) => (isLoggedIn(s) ? s.userId : null));
}

/** Prices, today's free quota and the §9 constants (globalconf); signed-in users only. */
export function useGlobalConf() {
  const { api } = useServices();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: matchingKeys.conf(userId),
    queryFn: ({ signal }) => api.call(matchingApi.globalconf, {}, { signal }),
    enabled: userId !== null,
    // Read on every visit of home: a match, a purchase (VIP) or midnight UTC may have changed the quota.
    staleTime: 0,
  });
}

/** The public visitor list of home (spec §7.1 guest list); asked for visitors only. */
export function useGuestList(enabled: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: matchingKeys.guests(),
    queryFn: ({ signal }) => api.call(matchingApi.guestList, {}, { signal }),
    enabled,
  });
}

/** A quota the server sent with another answer (matching) replaces the one globalconf gave. */
export function storeQuota(queryClient: QueryClient, userId: number, quota: MatchQuota): void {
  queryClient.setQueryData<GlobalConf>(matchingKeys.conf(userId), (conf) =>
    conf ? { ...conf, quota } : conf,
  );
}
