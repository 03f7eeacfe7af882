import { friendsApi, type FriendInfo } from '@mingle/protocol';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services-context';
import { useSessionStore } from '../session/store';

export const friendKeys = {
  /** Everything social of one signed-in user; keyed by id so one user's friends never show for the next. */
  all: (userId: number | null) => ['friends', userId] as const,
  list: (userId: number | null) => [...friendKeys.all(userId), 'list'] as const,
  requests: (userId: number | null) => [...friendKeys.all(userId), 'requests'] as const,
  quote: (userId: number | null, friendUserId: number) =>
    [...friendKeys.all(userId), 'quote', friendUserId] as const,
};

export const FRIENDS_REFRESH_MS = 60_000;

function useOwnId(): number | null {
  return useSessionStore((s) => (s.loginToken && !s.autoLoginPending ? s.userId : null));
}

/** Accepted friends with their online status (spec §3 values, invisible reads offline). */
export function useFriends() {
  const { api } = useServices();
  const userId = useOwnId();
  return useQuery({
    queryKey: friendKeys.list(userId),
    queryFn: ({ signal }) => api.call(friendsApi.list, {}, { signal }),
    enabled: userId !== null,
    // Online states change without an event unless the user asked to be told; a page left open catches up.
    refetchInterval: FRIENDS_REFRESH_MS,
  });
}

export function useFriendRequests() {
  const { api } = useServices();
  const userId = useOwnId();
  return useQuery({
    queryKey: friendKeys.requests(userId),
    queryFn: ({ signal }) => api.call(friendsApi.requests, {}, { signal }),
    enabled: userId !== null,
  });
}

/**
 * What adding this user costs right now. Never cached for long: the free quota changes with every addition,
 * and the price shown must be the one the server will charge.
 */
export function useAddFriendQuote(friendUserId: number) {
  const { api } = useServices();
  const userId = useOwnId();
  return useQuery({
    queryKey: friendKeys.quote(userId, friendUserId),
    queryFn: ({ signal }) => api.call(friendsApi.quote, { friendUserId }, { signal }),
    enabled: userId !== null,
    staleTime: 0,
  });
}

/** Friends, requests and quotes all move together when one of them changes. */
export function refreshFriends(queryClient: QueryClient, userId: number | null): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: friendKeys.all(userId) });
}

/** Sends a request at the quoted price (0 when free); the server refuses any other price. */
export function useAddFriend() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useOwnId();
  return useMutation({
    mutationFn: (input: { friendUserId: number; price: number }) => api.call(friendsApi.add, input),
    onSettled: () => refreshFriends(queryClient, userId),
  });
}

export type FriendAction = 'accept' | 'decline' | 'cancel' | 'remove';

/** One mutation for the actions that only name the other user. */
export function useFriendAction(action: FriendAction) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useOwnId();
  return useMutation({
    mutationFn: (friendUserId: number) => api.call(friendsApi[action], { friendUserId }),
    onSettled: () => refreshFriends(queryClient, userId),
  });
}

export function useSetAlias() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useOwnId();
  return useMutation({
    mutationFn: (input: { friendUserId: number; alias: string }) => api.call(friendsApi.alias, input),
    onSuccess: (_data, { friendUserId, alias }) => {
      queryClient.setQueryData<FriendInfo[]>(friendKeys.list(userId), (list) =>
        list?.map((f) => (f.id === friendUserId ? { ...f, alias: alias.trim() || null } : f)),
      );
    },
  });
}

/** The name to show for a friend: the caller's alias when set. */
export function friendDisplayName(friend: Pick<FriendInfo, 'alias' | 'userName'>): string {
  return friend.alias?.trim() || friend.userName;
}

/** 'Tell me when this friend comes online'; switching it on is limited per day (the server says when). */
export function useOnlineNotify() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useOwnId();
  return useMutation({
    mutationFn: (input: { friendUserId: number; enabled: boolean }) =>
      api.call(friendsApi.onlineNotify, input),
    onSuccess: ({ friendUserId, enabled }) => {
      queryClient.setQueryData<FriendInfo[]>(friendKeys.list(userId), (list) =>
        list?.map((f) => (f.id === friendUserId ? { ...f, notifyOnline: enabled } : f)),
      );
    },
  });
}
