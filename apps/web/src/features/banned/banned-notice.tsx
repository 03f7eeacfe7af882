import { useTranslation } from 'react-i18next';
import { useGoHome } from '../../app/use-go-home';
import { PopupDialog } from '../../components/popup-dialog';
import { useCatalogueText } from '../../components/use-catalogue-text';
import type { CatalogueMessage } from '../../lib/error-catalogue';

interface BannedNoticeProps {
  message: CatalogueMessage;
  goHome: boolean;
  onClose(): void;
}

/** Shown after a ban code (spec §8.1); the session is already cleared, visitor use goes on. */
export function BannedNotice({ message, goHome, onClose }: BannedNoticeProps) {
  const { t } = useTranslation();
  const text = useCatalogueText(message);
  const navigateHome = useGoHome();
  const close = () => {
    onClose();
    if (goHome) navigateHome();
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
