import {
  hostsApi,
  type DecideApplicationBody,
  type DecidePayoutBody,
  type HostApplicationStatus,
  type HostConfig,
  type HostSettingsUpdate,
  type PayoutStatus,
} from '@mingle/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../app/services-context';
import { isLoggedIn } from '../session/login-state';
import { useSessionStore } from '../session/store';

/** Every key is under the user, so one account's host pages never show for the next. */
export const hostKeys = {
  all: ['hosts'] as const,
  user: (userId: number | null) => [...hostKeys.all, userId] as const,
  application: (userId: number | null) => [...hostKeys.user(userId), 'application'] as const,
  settings: (userId: number | null) => [...hostKeys.user(userId), 'settings'] as const,
  earnings: (userId: number | null) => [...hostKeys.user(userId), 'earnings'] as const,
  payouts: (userId: number | null) => [...hostKeys.user(userId), 'payouts'] as const,
  admin: (userId: number | null) => [...hostKeys.user(userId), 'admin'] as const,
  adminApplications: (userId: number | null, status: HostApplicationStatus) =>
    [...hostKeys.admin(userId), 'applications', status] as const,
  adminPayouts: (userId: number | null, status: PayoutStatus) =>
    [...hostKeys.admin(userId), 'payouts', status] as const,
  adminConfig: (userId: number | null) => [...hostKeys.admin(userId), 'config'] as const,
};

function useHostsUserId(): number | null {
  return useSessionStore((s) => (isLoggedIn(s) ? s.userId : null));
}

/** Whether the member is a host, the requirements as they meet them, and their latest application. */
export function useHostApplication() {
  const { api } = useServices();
  const userId = useHostsUserId();
  return useQuery({
    queryKey: hostKeys.application(userId),
    queryFn: ({ signal }) => api.call(hostsApi.application, {}, { signal }),
    enabled: userId !== null,
    // A decision may come at any time (a notice tells of it): read again whenever the page opens.
    staleTime: 0,
  });
}

export function useApplyAsHost() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useHostsUserId();
  return useMutation({
    mutationFn: () => api.call(hostsApi.apply, {}),
    onSuccess: (state) => queryClient.setQueryData(hostKeys.application(userId), state),
    onError: () => queryClient.invalidateQueries({ queryKey: hostKeys.application(userId) }),
  });
}

export function useHostSettings(enabled = true) {
  const { api } = useServices();
  const userId = useHostsUserId();
  return useQuery({
    queryKey: hostKeys.settings(userId),
    queryFn: ({ signal }) => api.call(hostsApi.settings, {}, { signal }),
    enabled: enabled && userId !== null,
    staleTime: 0,
  });
}

export function useUpdateHostSettings() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useHostsUserId();
  return useMutation({
    mutationFn: (input: HostSettingsUpdate) => api.call(hostsApi.updateSettings, input),
    onSuccess: (page) => queryClient.setQueryData(hostKeys.settings(userId), page),
  });
}

export function useHostEarnings(enabled = true) {
  const { api } = useServices();
  const userId = useHostsUserId();
  return useQuery({
    queryKey: hostKeys.earnings(userId),
    queryFn: ({ signal }) => api.call(hostsApi.earnings, {}, { signal }),
    enabled: enabled && userId !== null,
    staleTime: 0,
  });
}

export function usePayouts(enabled = true) {
  const { api } = useServices();
  const userId = useHostsUserId();
  return useQuery({
    queryKey: hostKeys.payouts(userId),
    queryFn: ({ signal }) => api.call(hostsApi.payouts, { page: 1 }, { signal }),
    enabled: enabled && userId !== null,
    staleTime: 0,
  });
}

/** A payout request; the key is made once per request the host means, so a retry is the same request. */
export function useRequestPayout() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useHostsUserId();
  return useMutation({
    mutationFn: (input: { points: number; requestKey: string }) => api.call(hostsApi.requestPayout, input),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: hostKeys.earnings(userId) });
      await queryClient.invalidateQueries({ queryKey: hostKeys.payouts(userId) });
    },
  });
}

// ---------------------------------------------------------------------------------------------- admin

export function useAdminHostApplications(status: HostApplicationStatus, enabled: boolean) {
  const { api } = useServices();
  const userId = useHostsUserId();
  return useQuery({
    queryKey: hostKeys.adminApplications(userId, status),
    queryFn: ({ signal }) => api.call(hostsApi.adminApplications, { status }, { signal }),
    enabled: enabled && userId !== null,
    staleTime: 0,
  });
}

export function useDecideApplication() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useHostsUserId();
  return useMutation({
    mutationFn: (input: DecideApplicationBody) => api.call(hostsApi.adminDecideApplication, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostKeys.admin(userId) }),
  });
}

export function useAdminHostConfig(enabled: boolean) {
  const { api } = useServices();
  const userId = useHostsUserId();
  return useQuery({
    queryKey: hostKeys.adminConfig(userId),
    queryFn: ({ signal }) => api.call(hostsApi.adminConfig, {}, { signal }),
    enabled: enabled && userId !== null,
    staleTime: 0,
  });
}

export function useSaveHostConfig() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useHostsUserId();
  return useMutation({
    mutationFn: (input: HostConfig) => api.call(hostsApi.adminUpdateConfig, input),
    onSuccess: (config) => queryClient.setQueryData(hostKeys.adminConfig(userId), config),
  });
}

export function useAdminPayouts(status: PayoutStatus, enabled: boolean) {
  const { api } = useServices();
  const userId = useHostsUserId();
  return useQuery({
    queryKey: hostKeys.adminPayouts(userId, status),
    queryFn: ({ signal }) => api.call(hostsApi.adminPayouts, { status }, { signal }),
    enabled: enabled && userId !== null,
    staleTime: 0,
  });
}

export function useDecidePayout() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useHostsUserId();
  return useMutation({
    mutationFn: (input: DecidePayoutBody) => api.call(hostsApi.adminDecidePayout, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostKeys.admin(userId) }),
  });
}

/**
 * A decision on the member's application or payout arrives as a notice ('notice:new', kind host or payout): the
 * page showing it reads it again, so an approval turns the apply page into the host centre without a reload.
 */
export function useHostDecisionsLive(): void {
  const queryClient = useQueryClient();
  const { realtime } = useServices();
  const userId = useHostsUserId();
  useEffect(() => {
    if (userId === null) return;
    return realtime.subscribe('notice:new', ({ notice }) => {
      if (notice.kind === 'host')
        void queryClient.invalidateQueries({ queryKey: hostKeys.application(userId) });
      if (notice.kind === 'payout') {
        void queryClient.invalidateQueries({ queryKey: hostKeys.earnings(userId) });
        void queryClient.invalidateQueries({ queryKey: hostKeys.payouts(userId) });
      }
    });
  }, [queryClient, realtime, userId]);
}
