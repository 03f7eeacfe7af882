import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { PopupDialog } from '../../components/popup-dialog';
import { withPrefix } from '../../i18n/language-prefix';
import type { CatalogueMessage } from '../../lib/error-catalogue';
import { useCatalogueText } from '../../components/use-catalogue-text';

interface BannedNoticeProps {
  message: CatalogueMessage;
  goHome: boolean;
  onClose(): void;
}

/** Shown after a ban code (spec §8.1); the session is already cleared, visitor use goes on. */
export function BannedNotice({ message, goHome, onClose }: BannedNoticeProps) {
  const { t } = useTranslation();
  const text = useCatalogueText(message);
  const navigate = useNavigate();
  const prefix = useLanguagePrefix();
  const close = () => {
    onClose();
    if (goHome) void navigate(withPrefix(prefix, '/'));
  };
  return (
    <PopupDialog title={t('banned.title')} description={text} onClose={close} className="banned-notice">
      <div className="popup-actions">
        <button type="button" className="button button-primary" onClick={close}>
          {t('banned.ok')}
        </button>
      </div>
    </PopupDialog>
  );
}
