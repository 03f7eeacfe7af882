import {
  refundsApi,
  type AdminRefundDecisionBody,
  type RefundStatus,
  type SubmitRefundBody,
} from '@mingle/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services-context';
import { isLoggedIn } from '../session/login-state';
import { useSessionStore } from '../session/store';

/** Keyed by the user: one account's reports never show for the next on this device. */
export const refundKeys = {
  all: ['refunds'] as const,
  mine: (userId: number | null) => [...refundKeys.all, userId, 'mine'] as const,
  captcha: (userId: number | null) => [...refundKeys.all, userId, 'captcha'] as const,
  adminQueue: (userId: number | null, status: RefundStatus | 'all') =>
    [...refundKeys.all, userId, 'admin', status] as const,
  proof: (userId: number | null, id: number) => [...refundKeys.all, userId, 'proof', id] as const,
};

function useUserId(): number | null {
  return useSessionStore((s) => (isLoggedIn(s) ? s.userId : null));
}

/** A captcha is used once; the form asks for a new one after every try. */
export function useCaptcha() {
  const { api } = useServices();
  const userId = useUserId();
  return useQuery({
    queryKey: refundKeys.captcha(userId),
    queryFn: ({ signal }) => api.call(refundsApi.captcha, {}, { signal }),
    enabled: userId !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useMyRefundReports() {
  const { api } = useServices();
  const userId = useUserId();
  return useQuery({
    queryKey: refundKeys.mine(userId),
    queryFn: ({ signal }) => api.call(refundsApi.list, {}, { signal }),
    enabled: userId !== null,
  });
}

export interface RefundFormInput extends Omit<SubmitRefundBody, 'proofId'> {
  proof: File | null;
}

/** Uploads the proof, then sends the report naming it. */
export function useSubmitRefund() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: async ({ proof, ...body }: RefundFormInput) => {
      const proofId = proof
        ? (await api.uploadTo(refundsApi.proof, proof, { filename: proof.name })).proofId
        : undefined;
      return api.call(refundsApi.submit, { ...body, ...(proofId === undefined ? {} : { proofId }) });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: refundKeys.mine(userId) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: refundKeys.captcha(userId) }),
  });
}

export function useAdminRefundQueue(status: RefundStatus | 'all', enabled: boolean) {
  const { api } = useServices();
  const userId = useUserId();
  return useQuery({
    queryKey: refundKeys.adminQueue(userId, status),
    queryFn: ({ signal }) => api.call(refundsApi.adminQueue, status === 'all' ? {} : { status }, { signal }),
    enabled,
  });
}

export function useRefundProof(id: number, enabled: boolean) {
  const { api } = useServices();
  const userId = useUserId();
  return useQuery({
    queryKey: refundKeys.proof(userId, id),
    queryFn: ({ signal }) => api.call(refundsApi.proofImage, { id }, { signal }),
    enabled,
    staleTime: Infinity,
  });
}

export function useDecideRefund() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminRefundDecisionBody) => api.call(refundsApi.adminDecide, input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  });
}
