import { cardsApi, type AddCardBody, type SavedCard } from '@mingle/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services-context';
import { isLoggedIn } from '../session/login-state';
import { useSessionStore } from '../session/store';

/** Keyed by the user, so one account's cards never show for the next on this device. */
export const cardKeys = {
  all: ['cards'] as const,
  list: (userId: number | null) => [...cardKeys.all, userId] as const,
};

function useUserId(): number | null {
  return useSessionStore((s) => (isLoggedIn(s) ? s.userId : null));
}

export function useSavedCards() {
  const { api } = useServices();
  const userId = useUserId();
  return useQuery({
    queryKey: cardKeys.list(userId),
    queryFn: ({ signal }) => api.call(cardsApi.list, {}, { signal }),
    enabled: userId !== null,
  });
}

export function useAddCard() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (body: AddCardBody) => api.call(cardsApi.add, body),
    onSuccess: (card) => {
      queryClient.setQueryData<SavedCard[]>(cardKeys.list(userId), (cards) =>
        cards ? [...cards.filter((c) => c.id !== card.id), card] : cards,
      );
      void queryClient.invalidateQueries({ queryKey: cardKeys.list(userId) });
    },
  });
}

export function useDeleteCard() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (cardId: number) => api.call(cardsApi.remove, { cardId }),
    onSuccess: (_data, cardId) => {
      queryClient.setQueryData<SavedCard[]>(cardKeys.list(userId), (cards) =>
        cards ? cards.filter((c) => c.id !== cardId) : cards,
      );
      void queryClient.invalidateQueries({ queryKey: cardKeys.list(userId) });
    },
  });
}

/** The sandbox provider's tokenisation endpoint (its side, not our API): the only place card data is sent. */
export const SANDBOX_TOKENS_URL = '/sandbox-pay/v1/tokens';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export class TokenizeError extends Error {
  override readonly name = 'TokenizeError';
}

/**
 * Hands the card to the provider and returns its token. The number and CVC leave the browser only in this
 * request; the provider answers a token, brand, last 4 and expiry, and our API only ever sees the token.
 */
export async function tokenizeCard(card: CardDetails, fetchImpl: typeof fetch = fetch): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(SANDBOX_TOKENS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...card, number: card.number.replace(/[\s-]/g, '') }),
      credentials: 'omit',
    });
  } catch {
    throw new TokenizeError('network');
  }
  const answer = (await response.json().catch(() => null)) as { token?: string; error?: string } | null;
  if (!response.ok || !answer?.token) throw new TokenizeError(answer?.error ?? 'refused');
  return answer.token;
}
