import { reportsApi, type ReportContext } from '@mingle/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services-context';
import { refreshAfterBlockChange } from '../blocks/queries';
import { useOwnUserId } from '../messages/queries';

export interface ReportInput {
  targetUserId: number;
  reason: number;
  extra: string;
  email: string;
  context: ReportContext;
  contextId?: string | undefined;
}

/** Files a report; the reported user is hidden from the reporter afterwards, so lists are read again. */
export function useFileReport() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useOwnUserId();
  return useMutation({
    mutationFn: ({ extra, email, contextId, ...rest }: ReportInput) =>
      api.call(reportsApi.add, {
        ...rest,
        ...(extra.trim() ? { extra: extra.trim() } : {}),
        ...(email.trim() ? { email: email.trim() } : {}),
        ...(contextId ? { contextId } : {}),
      }),
    onSuccess: () => refreshAfterBlockChange(queryClient, userId),
  });
}
