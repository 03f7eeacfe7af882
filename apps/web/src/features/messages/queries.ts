import { chatApi, SAY_HI_GROUP_FRIEND_ID, type ChatListItem, type DialogMessage } from '@mingle/protocol';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useServices } from '../../app/services-context';
import { useSessionStore } from '../session/store';
import { mergeMessage, type HistoryData } from './chat-cache';

export const chatKeys = {
  /** Keyed by the signed-in user, so one account's conversations never show for the next. */
  all: (userId: number | null) => ['chat', userId] as const,
  /** The raw conversations (say-hi items not grouped); the web applies the protocol's grouping rule. */
  items: (userId: number | null) => [...chatKeys.all(userId), 'items'] as const,
  unread: (userId: number | null) => [...chatKeys.all(userId), 'unread'] as const,
  history: (userId: number | null, peerUserId: number) =>
    [...chatKeys.all(userId), 'history', peerUserId] as const,
};

export function useOwnUserId(): number | null {
  return useSessionStore((s) => (s.loginToken && !s.autoLoginPending ? s.userId : null));
}

/**
 * Every conversation as a raw chat list item. The server's 'all' list already holds the grouped say-hi entry,
 * which cannot be split back, so its say-hi items come from the 'sayHi' list; groupChatList then builds the
 * entry the same way for the fetched list and for live updates.
 */
export function useChatItems() {
  const { api } = useServices();
  const userId = useOwnUserId();
  return useQuery({
    queryKey: chatKeys.items(userId),
    queryFn: async ({ signal }): Promise<ChatListItem[]> => {
      const [all, sayHi] = await Promise.all([
        api.call(chatApi.list, { scope: 'all' }, { signal }),
        api.call(chatApi.list, { scope: 'sayHi' }, { signal }),
      ]);
      return [...all.filter((i) => i.friendId !== SAY_HI_GROUP_FRIEND_ID), ...sayHi];
    },
    enabled: userId !== null,
  });
}

export function useUnread() {
  const { api } = useServices();
  const userId = useOwnUserId();
  return useQuery({
    queryKey: chatKeys.unread(userId),
    queryFn: ({ signal }) => api.call(chatApi.unread, {}, { signal }),
    enabled: userId !== null,
  });
}

/** One conversation, newest page first; older pages load on demand. */
export function useHistory(peerUserId: number) {
  const { api } = useServices();
  const userId = useOwnUserId();
  return useInfiniteQuery({
    queryKey: chatKeys.history(userId, peerUserId),
    queryFn: ({ signal, pageParam }) =>
      api.call(chatApi.history, { peerUserId, ...(pageParam ? { before: pageParam } : {}) }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: userId !== null,
    // Live events keep an open conversation current; a refetch would only reset loaded older pages.
    staleTime: Infinity,
  });
}

/** The list and the unread counts follow every message and read; both are cheap to read again. */
export function refreshChatSummary(queryClient: QueryClient, userId: number | null): void {
  void queryClient.invalidateQueries({ queryKey: chatKeys.items(userId) });
  void queryClient.invalidateQueries({ queryKey: chatKeys.unread(userId) });
}

/** Stores a message in its conversation's cache, once per messageId. */
export function storeMessage(
  queryClient: QueryClient,
  userId: number | null,
  peerUserId: number,
  message: DialogMessage,
) {
  queryClient.setQueryData<HistoryData>(chatKeys.history(userId, peerUserId), (data) =>
    mergeMessage(data, message),
  );
}

export interface SendInput {
  toUserId: number;
  /** Chosen once per message, before the first attempt; a retry sends the same one. */
  messageId: string;
  content: string;
  /** An image message: the chat picture uploaded with useUploadChatImage (content is then empty). */
  mediaId?: number;
}

export function useSendMessage() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useOwnUserId();
  return useMutation({
    mutationFn: ({ toUserId, messageId, content, mediaId }: SendInput) =>
      api.call(
        chatApi.send,
        mediaId === undefined
          ? { toUserId, messageId, type: 'text', content }
          : { toUserId, messageId, type: 'image', mediaId },
      ),
    onSuccess: (message, { toUserId }) => {
      storeMessage(queryClient, userId, toUserId, message);
      refreshChatSummary(queryClient, userId);
    },
  });
}

/**
 * Uploads a picture for one chat message (not an album photo); send its mediaId with useSendMessage. The server
 * refuses to send it until the peer has replied.
 */
export function useUploadChatImage() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (file: File) => api.uploadTo(chatApi.uploadImage, file, { filename: file.name }),
  });
}

/** Marks what the peer sent as read; the list and the header badge follow. */
export function useMarkRead() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useOwnUserId();
  return useMutation({
    mutationFn: (input: { peerUserId: number; upToSeq?: number }) => api.call(chatApi.read, input),
    onSuccess: () => refreshChatSummary(queryClient, userId),
  });
}

/** A fresh client message id (the server accepts letters, digits, '-' and '_'). */
export function newMessageId(): string {
  return crypto.randomUUID();
}
