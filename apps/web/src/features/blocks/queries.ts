import { blocksApi } from '@mingle/protocol';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services-context';
import { friendKeys } from '../friends/queries';
import { chatKeys, useOwnUserId } from '../messages/queries';

export const blockKeys = {
  list: (userId: number | null) => ['blocks', userId] as const,
};

/** The users the signed-in user blocked, newest first (the chat panel's blocked tab). */
export function useBlockedUsers() {
  const { api } = useServices();
  const userId = useOwnUserId();
  return useQuery({
    queryKey: blockKeys.list(userId),
    queryFn: ({ signal }) => api.call(blocksApi.list, {}, { signal }),
    enabled: userId !== null,
  });
}

/** A block hides the user from friends and chats and ends a friendship, so all of those are read again. */
export function refreshAfterBlockChange(queryClient: QueryClient, userId: number | null): void {
  void queryClient.invalidateQueries({ queryKey: blockKeys.list(userId) });
  void queryClient.invalidateQueries({ queryKey: friendKeys.all(userId) });
  void queryClient.invalidateQueries({ queryKey: chatKeys.all(userId) });
}

export function useBlockUser(action: 'block' | 'unblock') {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useOwnUserId();
  return useMutation({
    mutationFn: (targetUserId: number) =>
      api.call(action === 'block' ? blocksApi.add : blocksApi.remove, { targetUserId }),
    onSettled: () => refreshAfterBlockChange(queryClient, userId),
  });
}
