import {
  checkInApi,
  entriesApi,
  firstWeekApi,
  luckyWheelApi,
  popupApi,
  tasksApi,
  type Task,
  type TaskList,
  type Wheel,
} from '@mingle/protocol';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../app/services-context';
import { isLoggedIn } from '../session/login-state';
import { useSessionStore } from '../session/store';

/** Every key is under the user, so one member's check-ins, tasks or spins never show for the next. */
export const rewardKeys = {
  all: ['rewards'] as const,
  user: (userId: number | null) => [...rewardKeys.all, userId] as const,
  checkInConfig: (userId: number | null) => [...rewardKeys.user(userId), 'checkIn', 'config'] as const,
  checkIn: (userId: number | null) => [...rewardKeys.user(userId), 'checkIn', 'list'] as const,
  firstWeek: (userId: number | null) => [...rewardKeys.user(userId), 'firstWeek'] as const,
  tasks: (userId: number | null) => [...rewardKeys.user(userId), 'tasks'] as const,
  completed: (userId: number | null) => [...rewardKeys.user(userId), 'tasks', 'completed'] as const,
  wheel: (userId: number | null) => [...rewardKeys.user(userId), 'wheel'] as const,
  draws: (userId: number | null) => [...rewardKeys.user(userId), 'wheel', 'draws'] as const,
  entries: (userId: number | null) => [...rewardKeys.user(userId), 'entries'] as const,
  popup: (userId: number | null) => [...rewardKeys.user(userId), 'popup'] as const,
};

/** The signed-in member's id, or null for a visitor (rewards are for members only). */
export function useRewardsUserId(): number | null {
  return useSessionStore((s) => (isLoggedIn(s) ? s.userId : null));
}

/** Spec §3 check-in config: show (today still open), hasCheck, totalCoin. */
export function useCheckInConfig() {
  const { api } = useServices();
  const userId = useRewardsUserId();
  return useQuery({
    queryKey: rewardKeys.checkInConfig(userId),
    queryFn: ({ signal }) => api.call(checkInApi.hasCheckedIn, {}, { signal }),
    enabled: userId !== null,
  });
}

/** The current 7-day cycle: what each day pays a VIP, today's day and state, VIP or not. */
export function useCheckInList() {
  const { api } = useServices();
  const userId = useRewardsUserId();
  return useQuery({
    queryKey: rewardKeys.checkIn(userId),
    queryFn: ({ signal }) => api.call(checkInApi.list, {}, { signal }),
    enabled: userId !== null,
    staleTime: 0,
  });
}

/** Checks in for today. Whatever the answer (done, or refused as already done), the cycle is read again. */
export function useCheckIn() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useRewardsUserId();
  return useMutation({
    mutationFn: () => api.call(checkInApi.save),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardKeys.checkIn(userId) }),
        queryClient.invalidateQueries({ queryKey: rewardKeys.checkInConfig(userId) }),
        // The check-in task moved; its event usually says so first.
        queryClient.invalidateQueries({ queryKey: rewardKeys.tasks(userId) }),
      ]),
  });
}

export function useFirstWeek() {
  const { api } = useServices();
  const userId = useRewardsUserId();
  return useQuery({
    queryKey: rewardKeys.firstWeek(userId),
    queryFn: ({ signal }) => api.call(firstWeekApi.status, {}, { signal }),
    enabled: userId !== null,
    staleTime: 0,
  });
}

export function useClaimFirstWeek() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useRewardsUserId();
  return useMutation({
    mutationFn: () => api.call(firstWeekApi.claim),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardKeys.firstWeek(userId) }),
  });
}

/** Daily and one-off tasks with progress; kept live by 'reward:task' (useTaskLiveUpdates). */
export function useTasks() {
  const { api } = useServices();
  const userId = useRewardsUserId();
  return useQuery({
    queryKey: rewardKeys.tasks(userId),
    queryFn: ({ signal }) => api.call(tasksApi.list, {}, { signal }),
    enabled: userId !== null,
    staleTime: 0,
  });
}

/** Spec §7.1 getCompletedReward: finished tasks whose rewards wait (the task box's badge). */
export function useCompletedRewards() {
  const { api } = useServices();
  const userId = useRewardsUserId();
  return useQuery({
    queryKey: rewardKeys.completed(userId),
    queryFn: ({ signal }) => api.call(tasksApi.completed, {}, { signal }),
    enabled: userId !== null,
  });
}

/** Writes one task as it is now into the list (a claim's answer, or a 'reward:task' event). */
export function storeTask(queryClient: QueryClient, userId: number | null, task: Task): void {
  queryClient.setQueryData<TaskList>(rewardKeys.tasks(userId), (list) =>
    list ? { ...list, tasks: list.tasks.map((t) => (t.code === task.code ? task : t)) } : list,
  );
}

export function useClaimTask() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useRewardsUserId();
  return useMutation({
    mutationFn: (code: string) => api.call(tasksApi.claim, { code }),
    onSuccess: (answer) => {
      storeTask(queryClient, userId, answer.task);
      if (answer.spins > 0) {
        queryClient.setQueryData<Wheel>(rewardKeys.wheel(userId), (wheel) =>
          wheel ? { ...wheel, spins: wheel.spins + answer.spins } : wheel,
        );
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardKeys.tasks(userId) }),
        queryClient.invalidateQueries({ queryKey: rewardKeys.wheel(userId) }),
      ]),
  });
}

/**
 * Progress moves while the member does things elsewhere (a call ends, a friend accepts): the server pushes
 * 'reward:task' with the task as it is now. What happened while the socket was down is read again.
 */
export function useTaskLiveUpdates(): void {
  const queryClient = useQueryClient();
  const { realtime } = useServices();
  const userId = useRewardsUserId();
  useEffect(() => {
    if (userId === null) return;
    const stops = [
      realtime.subscribe('reward:task', (task) => {
        storeTask(queryClient, userId, task);
        void queryClient.invalidateQueries({ queryKey: rewardKeys.completed(userId) });
      }),
      realtime.onReady(() => void queryClient.invalidateQueries({ queryKey: rewardKeys.tasks(userId) })),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient, realtime, userId]);
}

/** The wheel's prizes with their published chances, and the spins left. */
export function useWheel() {
  const { api } = useServices();
  const userId = useRewardsUserId();
  return useQuery({
    queryKey: rewardKeys.wheel(userId),
    queryFn: ({ signal }) => api.call(luckyWheelApi.wheel, {}, { signal }),
    enabled: userId !== null,
    staleTime: 0,
  });
}

/**
 * One spin. The key is made once per tap by the caller: a retry of the same tap answers the same draw instead of
 * using a second spin.
 */
export function useSpin() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useRewardsUserId();
  return useMutation({
    mutationFn: (idempotencyKey: string) => api.call(luckyWheelApi.spin, { idempotencyKey }),
    // The draw history is read again once the wheel has stopped (the panel does), not before it.
    onSuccess: (draw) => {
      queryClient.setQueryData<Wheel>(rewardKeys.wheel(userId), (wheel) =>
        wheel ? { ...wheel, spins: draw.spins } : wheel,
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: rewardKeys.wheel(userId) }),
  });
}

/** The member's own draws, newest first, a page at a time. */
export function useWheelDraws() {
  const { api } = useServices();
  const userId = useRewardsUserId();
  return useInfiniteQuery({
    queryKey: rewardKeys.draws(userId),
    queryFn: ({ signal, pageParam }) => api.call(luckyWheelApi.draws, { page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled: userId !== null,
  });
}

/** Every location's activity boxes (spec §7.1 locationEntrysMap), asked once for all screens. */
export function useActivityEntries() {
  const { api } = useServices();
  const userId = useRewardsUserId();
  return useQuery({
    queryKey: rewardKeys.entries(userId),
    queryFn: ({ signal }) => api.call(entriesApi.locationEntrysMap, {}, { signal }),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
  });
}

/**
 * Spec §7.1 popup/get: the one server pop-up to show now, or null. Each answer counts as a showing on the
 * server, so it is asked once per app load, not on every visit to the screen that hosts it.
 */
export function useServerPopup(enabled: boolean) {
  const { api } = useServices();
  const userId = useRewardsUserId();
  return useQuery({
    queryKey: rewardKeys.popup(userId),
    queryFn: ({ signal }) => api.call(popupApi.get, {}, { signal }),
    enabled: userId !== null && enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** Closing the server's pop-up: it was shown, and does not come back when its screen is opened again. */
export function useDismissServerPopup(): () => void {
  const queryClient = useQueryClient();
  const userId = useRewardsUserId();
  return () => queryClient.setQueryData(rewardKeys.popup(userId), null);
}
