import {
  giftsApi,
  type AdminGiftBody,
  type GiftSend,
  type GiftTerms,
  type SendGiftBody,
} from '@mingle/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services-context';
import { randomHex } from '../../lib/random';
import { isLoggedIn } from '../session/login-state';
import { useSessionStore } from '../session/store';

/** Keys under the user, so one member's backpack or gifts never show for the next. */
export const giftKeys = {
  all: ['gifts'] as const,
  catalogue: () => [...giftKeys.all, 'catalogue'] as const,
  user: (userId: number | null) => [...giftKeys.all, userId] as const,
  backpack: (userId: number | null) => [...giftKeys.user(userId), 'backpack'] as const,
  call: (userId: number | null, roomNum: string) => [...giftKeys.user(userId), 'call', roomNum] as const,
  history: (userId: number | null, direction: 'sent' | 'received') =>
    [...giftKeys.user(userId), 'history', direction] as const,
  admin: () => [...giftKeys.all, 'admin'] as const,
};

function useGiftsUserId(): number | null {
  return useSessionStore((s) => (isLoggedIn(s) ? s.userId : null));
}

/** The gifts on offer (spec §2.3 gift pop-up), with prices and what the receiver earns. */
export function useGiftCatalogue() {
  const { api } = useServices();
  const userId = useGiftsUserId();
  return useQuery({
    queryKey: giftKeys.catalogue(),
    queryFn: ({ signal }) => api.call(giftsApi.catalogue, {}, { signal }),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}

export function useBackpack() {
  const { api } = useServices();
  const userId = useGiftsUserId();
  return useQuery({
    queryKey: giftKeys.backpack(userId),
    queryFn: ({ signal }) => api.call(giftsApi.backpack, {}, { signal }),
    enabled: userId !== null,
  });
}

/** Gifts sent and received in one call, for its receipt. */
export function useCallGifts(roomNum: string) {
  const { api } = useServices();
  const userId = useGiftsUserId();
  return useQuery({
    queryKey: giftKeys.call(userId, roomNum),
    queryFn: ({ signal }) => api.call(giftsApi.call, { roomNum }, { signal }),
    enabled: userId !== null,
  });
}

/** The newest gifts the member received or sent (the first page of the gift history). */
export function useGiftHistory(direction: 'sent' | 'received') {
  const { api } = useServices();
  const userId = useGiftsUserId();
  return useQuery({
    queryKey: giftKeys.history(userId, direction),
    queryFn: ({ signal }) => api.call(giftsApi.history, { direction, page: 1, size: 50 }, { signal }),
    enabled: userId !== null,
  });
}

export type GiftTarget = Pick<SendGiftBody, 'toUserId' | 'context'> & { roomNum?: string | undefined };

/**
 * Sends a gift. One key per chosen gift and way of paying, made before the first attempt: pressing Send again
 * after a lost answer retries the same send, which the server answers without charging twice.
 */
export function useSendGift(target: GiftTarget) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useGiftsUserId();
  const [attempt, setAttempt] = useState<{ id: string; key: string } | null>(null);
  const mutation = useMutation({
    mutationFn: ({ giftId, from }: { giftId: number; from: 'coins' | 'backpack' }) => {
      const id = `${giftId}:${from}`;
      const key = attempt?.id === id ? attempt.key : randomHex(16);
      if (attempt?.id !== id) setAttempt({ id, key });
      return api.call(giftsApi.send, {
        toUserId: target.toUserId,
        giftId,
        idempotencyKey: key,
        from,
        context: target.context,
        ...(target.roomNum === undefined ? {} : { roomNum: target.roomNum }),
      });
    },
    onSuccess: (sent) => {
      // The next tap is a new gift, with a new key.
      setAttempt(null);
      if (sent.from === 'backpack')
        void queryClient.invalidateQueries({ queryKey: giftKeys.backpack(userId) });
    },
  });
  return mutation;
}

/**
 * The gifts the signed-in member sends or receives from now on, as the server pushes them ('gift:sent').
 * `match` picks the ones a screen is about (one call's, one conversation's).
 */
export function useLiveGifts(onGift: (gift: GiftSend) => void, match: (gift: GiftSend) => boolean): void {
  const { realtime } = useServices();
  const queryClient = useQueryClient();
  const userId = useGiftsUserId();
  useEffect(() => {
    if (userId === null) return;
    return realtime.subscribe('gift:sent', (gift) => {
      if (gift.roomNum !== null)
        void queryClient.invalidateQueries({ queryKey: giftKeys.call(userId, gift.roomNum) });
      if (match(gift)) onGift(gift);
    });
  }, [realtime, queryClient, userId, onGift, match]);
}

// ------------------------------------------------------------------------------------------------------ admin

export function useAdminGifts(enabled: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: giftKeys.admin(),
    queryFn: ({ signal }) => api.call(giftsApi.adminList, {}, { signal }),
    enabled,
  });
}

export function useSaveGift() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminGiftBody) => api.call(giftsApi.adminSave, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: giftKeys.admin() });
      void queryClient.invalidateQueries({ queryKey: giftKeys.catalogue() });
    },
  });
}

export function useSaveGiftTerms() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terms: Pick<GiftTerms, 'hostShare'>) => api.call(giftsApi.adminTerms, terms),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: giftKeys.admin() });
      void queryClient.invalidateQueries({ queryKey: giftKeys.catalogue() });
    },
  });
}
