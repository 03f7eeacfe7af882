import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatTime } from './use-chat-time';

/**
 * The name and the line under it of a chat-list entry (the message list, the chat panel's tabs). The name is in
 * <bdi> so a name in another script does not reorder the text around it.
 */
export function ChatEntryText({ name, preview }: { name: string; preview: ReactNode }) {
  return (
    <span className="chat-entry-main">
      <span className="chat-entry-name">
        <bdi>{name}</bdi>
      </span>
      <span className="chat-entry-preview">{preview}</span>
    </span>
  );
}

/** When a conversation last moved, and how many of its messages are unread (nothing when none are). */
export function ChatEntryMeta({ timestamp, noReadCount }: { timestamp: number; noReadCount: number }) {
  const { t } = useTranslation('webChat');
  const chatTime = useChatTime();
  return (
    <span className="chat-entry-meta">
      <time dateTime={new Date(timestamp).toISOString()}>{chatTime(timestamp)}</time>
      {noReadCount > 0 && <span className="chat-unread">{t('list.unread', { count: noReadCount })}</span>}
    </span>
  );
}
