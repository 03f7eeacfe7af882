import type { DialogMessage, HistoryPage } from '@mingle/protocol';
import type { InfiniteData } from '@tanstack/react-query';

export type HistoryData = InfiniteData<HistoryPage>;

/**
 * Puts one message into a cached conversation. A message whose messageId is already there replaces it in
 * place, so a client retry, the send answer and the realtime echo of the same message show it once (spec §3:
 * messages are de-duplicated by messageId).
 */
export function mergeMessage(data: HistoryData | undefined, message: DialogMessage): HistoryData | undefined {
  if (!data) return data;
  const known = data.pages.some((page) => page.messages.some((m) => m.messageId === message.messageId));
  if (known) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        messages: page.messages.map((m) => (m.messageId === message.messageId ? message : m)),
      })),
    };
  }
  const [first, ...rest] = data.pages;
  // Pages are newest first, so a new message opens the first page.
  const head: HistoryPage = first
    ? { ...first, messages: [message, ...first.messages] }
    : { messages: [message], nextCursor: null };
  return { ...data, pages: [head, ...rest] };
}

/** The conversation oldest first, for display, each messageId once whatever the pages hold. */
export function conversationMessages(data: HistoryData | undefined): DialogMessage[] {
  if (!data) return [];
  const byId = new Map<string, DialogMessage>();
  for (const page of data.pages) {
    for (const message of page.messages) {
      if (!byId.has(message.messageId)) byId.set(message.messageId, message);
    }
  }
  return [...byId.values()].sort((a, b) => a.seq - b.seq || a.timestamp - b.timestamp);
}

/** The other user of a message, seen from `ownId`. */
export function peerOf(message: Pick<DialogMessage, 'fromUserId' | 'toUserId'>, ownId: number): number {
  return message.fromUserId === ownId ? message.toUserId : message.fromUserId;
}
