import { mediaApi, type AdminMediaItem, type MediaReviewDecision } from '@mingle/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services-context';
import { useSessionStore } from '../session/store';

export const adminKeys = {
  all: ['admin'] as const,
  /** The media review queue; keyed by the admin's id so one account's view never shows for the next. */
  mediaQueue: (userId: number | null) => [...adminKeys.all, 'mediaQueue', userId] as const,
};

/** Media waiting for review ('checking'), oldest first, with signed preview links. Only for admins. */
export function useMediaQueue(enabled: boolean) {
  const { api } = useServices();
  const userId = useSessionStore((s) => s.userId);
  return useQuery({
    queryKey: adminKeys.mediaQueue(userId),
    queryFn: ({ signal }) => api.call(mediaApi.adminQueue, {}, { signal }),
    enabled,
  });
}

/** The id as a number (the declared input also takes digit strings). */
export interface ReviewInput {
  id: number;
  decision: MediaReviewDecision;
}

/** Approves or rejects one item; it leaves the queue at once, then the queue is read again. */
export function useReviewMedia() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => s.userId);
  return useMutation({
    mutationFn: (input: ReviewInput) => api.call(mediaApi.adminReview, input),
    onSuccess: (_item, { id }) => {
      queryClient.setQueryData<AdminMediaItem[]>(adminKeys.mediaQueue(userId), (queue) =>
        queue ? withoutItem(queue, id) : queue,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.mediaQueue(userId) });
    },
  });
}

/** The queue without one item. */
export function withoutItem(queue: readonly AdminMediaItem[], id: number): AdminMediaItem[] {
  return queue.filter((m) => m.id !== id);
}
