import {
  adminRefundItemSchema,
  captchaSchema,
  refundProofSchema,
  refundReportSchema,
  RefundPath,
  type RefundDecision,
  type RefundStatus,
  type SubmitRefundBody,
} from '@mingle/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
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
    queryFn: ({ signal }) => api.get(RefundPath.captcha, { schema: captchaSchema, signal }),
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
    queryFn: ({ signal }) => api.get(RefundPath.list, { schema: refundReportSchema.array(), signal }),
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
        ? (await api.upload(RefundPath.proof, proof, { schema: refundProofSchema, filename: proof.name }))
            .proofId
        : undefined;
      return api.post(RefundPath.submit, {
        body: { ...body, ...(proofId === undefined ? {} : { proofId }) },
        schema: refundReportSchema,
      });
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
    queryFn: ({ signal }) =>
      api.get(RefundPath.adminQueue, {
        params: status === 'all' ? {} : { status },
        schema: adminRefundItemSchema.array(),
        signal,
      }),
    enabled,
  });
}

export function useRefundProof(id: number, enabled: boolean) {
  const { api } = useServices();
  const userId = useUserId();
  return useQuery({
    queryKey: refundKeys.proof(userId, id),
    queryFn: ({ signal }) =>
      api.get(RefundPath.proofImage, { params: { id }, schema: z.object({ image: z.string() }), signal }),
    enabled,
    staleTime: Infinity,
  });
}

export function useDecideRefund() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; decision: RefundDecision; note?: string }) =>
      api.post(RefundPath.adminDecide, { body: { ...input }, schema: refundReportSchema }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  });
}
