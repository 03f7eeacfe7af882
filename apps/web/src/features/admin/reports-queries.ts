import { reportsApi, type ReportStatus } from '@mingle/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services-context';
import { useSessionStore } from '../session/store';
import { adminKeys } from './queries';

export const adminReportKeys = {
  /** Keyed by the admin's id so one account's view never shows for the next. */
  all: (userId: number | null) => [...adminKeys.all, 'reports', userId] as const,
  list: (userId: number | null, status: ReportStatus) => [...adminReportKeys.all(userId), status] as const,
};

/** Reports in one state; only admins get an answer. */
export function useAdminReports(status: ReportStatus, enabled: boolean) {
  const { api } = useServices();
  const userId = useSessionStore((s) => s.userId);
  return useQuery({
    queryKey: adminReportKeys.list(userId, status),
    queryFn: ({ signal }) => api.call(reportsApi.adminList, { status }, { signal }),
    enabled,
  });
}

export interface ResolveInput {
  id: number;
  action: 'dismiss' | 'ban';
}

/** Dismisses a report, or bans the reported account for the spec's 48 hours; every list is read again. */
export function useResolveReport() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => s.userId);
  return useMutation({
    mutationFn: ({ id, action }: ResolveInput) => api.call(reportsApi.adminResolve, { id, action }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminReportKeys.all(userId) }),
  });
}
