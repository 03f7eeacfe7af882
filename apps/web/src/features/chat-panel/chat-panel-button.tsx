import MessagesSquare from 'lucide-react/icons/messages-square';
import { useTranslation } from 'react-i18next';
import { usePopupStore } from '../../app/popup-store';

/** Opens the chat panel (spec §2.3: friends online, say hi, blocked) from the message page. */
export function ChatPanelButton() {
  const { t } = useTranslation('webChat');
  const openPopup = usePopupStore((s) => s.open);
  return (
    <button type="button" className="button button-secondary" onClick={() => openPopup('chatPanel', {})}>
      <MessagesSquare />
      {t('panel.open')}
    </button>
  );
}
