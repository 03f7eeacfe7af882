import { noticesApi, type NoticesPage } from '@mingle/protocol';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../app/services-context';
import { isLoggedIn } from '../session/login-state';
import { useSessionStore } from '../session/store';

/** Every key is under the user, so one member's notices never show for the next. */
export const noticeKeys = {
  all: ['notices'] as const,
  user: (userId: number | null) => [...noticeKeys.all, userId] as const,
  list: (userId: number | null) => [...noticeKeys.user(userId), 'list'] as const,
  unread: (userId: number | null) => [...noticeKeys.user(userId), 'unread'] as const,
};

function useNoticesUserId(): number | null {
  return useSessionStore((s) => (isLoggedIn(s) ? s.userId : null));
}

/** The member's notices, newest first, a page at a time. */
export function useNotices() {
  const { api } = useServices();
  const userId = useNoticesUserId();
  return useInfiniteQuery({
    queryKey: noticeKeys.list(userId),
    queryFn: ({ signal, pageParam }) => api.call(noticesApi.list, { page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled: userId !== null,
    staleTime: 0,
  });
}

/** How many notices are unread (the Me page's row). */
export function useUnreadNotices() {
  const { api } = useServices();
  const userId = useNoticesUserId();
  return useQuery({
    queryKey: noticeKeys.unread(userId),
    queryFn: ({ signal }) => api.call(noticesApi.unread, {}, { signal }),
    enabled: userId !== null,
    select: (data) => data.unread,
  });
}

/** Marks the named notices read, or all of them without ids; the list shows them read at once. */
export function useMarkNoticesRead() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useNoticesUserId();
  return useMutation({
    mutationFn: (ids?: number[]) => api.call(noticesApi.read, ids ? { ids } : {}),
    onSuccess: (answer, ids) => {
      queryClient.setQueryData(noticeKeys.unread(userId), answer);
      queryClient.setQueryData<InfiniteData<NoticesPage>>(noticeKeys.list(userId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                unread: answer.unread,
                list: page.list.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n)),
              })),
            }
          : data,
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: noticeKeys.user(userId) }),
  });
}

/**
 * A notice arrives live ('notice:new' with the unread count after it): the count is set and the list read
 * again. What arrived while the socket was down is read again on reconnect.
 */
export function useNoticeLiveUpdates(): void {
  const queryClient = useQueryClient();
  const { realtime } = useServices();
  const userId = useNoticesUserId();
  useEffect(() => {
    if (userId === null) return;
    const stops = [
      realtime.subscribe('notice:new', ({ unread }) => {
        queryClient.setQueryData(noticeKeys.unread(userId), { unread });
        void queryClient.invalidateQueries({ queryKey: noticeKeys.list(userId) });
      }),
      realtime.onReady(() => void queryClient.invalidateQueries({ queryKey: noticeKeys.user(userId) })),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient, realtime, userId]);
}
