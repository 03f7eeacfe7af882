import { useTranslation } from 'react-i18next';
import { usePopupStore } from '../../app/popup-store';
import { useUnread } from '../messages/queries';
import { useSocialLive } from '../messages/use-social-live';
import '../messages/messages.css';

/**
 * The header's chat entry: opens the chat panel and shows the unread count. It lives as long as the signed-in
 * header, so it also keeps the social caches live.
 */
export function ChatEntry() {
  const { t } = useTranslation('webChat');
  const openPopup = usePopupStore((s) => s.open);
  useSocialLive();
  const total = useUnread().data?.total ?? 0;
  return (
    <button
      type="button"
      className="button button-secondary header-chats"
      aria-label={total > 0 ? t('header.chatsUnread', { count: total }) : t('header.chats')}
      onClick={() => openPopup('chatPanel', {})}
    >
      {t('header.chats')}
      {total > 0 && (
        <span className="header-unread" aria-hidden="true">
          {total}
        </span>
      )}
    </button>
  );
}
