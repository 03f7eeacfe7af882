import { pushApi, type PushKind, type PushSettings } from '@mingle/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services-context';
import { useSessionStore } from '../session/store';

export const reachKeys = {
  all: ['reach'] as const,
  controller: (userId: number | null) => ['reach', 'push-controller', userId] as const,
  settings: (userId: number | null) => ['reach', 'push-settings', userId] as const,
  webapp: (userId: number | null) => ['reach', 'webapp', userId] as const,
};

export function useReachUserId(): number | null {
  return useSessionStore((s) => (s.loginToken && !s.autoLoginPending ? s.userId : null));
}

/** Spec §3 push controller (support, status, hasCoin, gold) with §4's 'already initialised'. */
export function usePushController() {
  const { api } = useServices();
  const userId = useReachUserId();
  return useQuery({
    queryKey: reachKeys.controller(userId),
    queryFn: ({ signal }) => api.call(pushApi.isInitNotification, {}, { signal }),
    enabled: userId !== null,
  });
}

export function usePushSettings() {
  const { api } = useServices();
  const userId = useReachUserId();
  return useQuery({
    queryKey: reachKeys.settings(userId),
    queryFn: ({ signal }) => api.call(pushApi.settings, {}, { signal }),
    enabled: userId !== null,
  });
}

export function useSetPushSetting() {
  const { api } = useServices();
  const userId = useReachUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: PushKind; enabled: boolean }) => api.call(pushApi.setSetting, change),
    // The switch moves at once; a refusal puts it back.
    onMutate: (change) => {
      const key = reachKeys.settings(userId);
      const before = queryClient.getQueryData<PushSettings>(key);
      if (before) queryClient.setQueryData(key, { ...before, [change.kind]: change.enabled });
      return { before };
    },
    onError: (_err, _change, context) => {
      if (context?.before) queryClient.setQueryData(reachKeys.settings(userId), context.before);
    },
    onSuccess: (settings: PushSettings) => queryClient.setQueryData(reachKeys.settings(userId), settings),
  });
}

export function useWebappStatus(enabled = true) {
  const { api } = useServices();
  const userId = useReachUserId();
  return useQuery({
    queryKey: reachKeys.webapp(userId),
    queryFn: ({ signal }) => api.call(pushApi.isInitWebapp, {}, { signal }),
    enabled: enabled && userId !== null,
  });
}
