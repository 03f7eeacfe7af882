import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { PopupDialog } from '../../components/popup-dialog';
import { withPrefix } from '../../i18n/language-prefix';
import { acceptCookieNotice } from './consent-storage';

/** The simple notice for visitors outside the consent region: necessary storage only, so Accept is enough. */
export function CookieNotice({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const prefix = useLanguagePrefix();
  return (
    <PopupDialog
      title={t('cookieNotice.title')}
      description={t('cookieNotice.body')}
      onClose={onClose}
      modal={false}
      showClose={false}
      className="cookie-notice"
    >
      <div className="popup-actions">
        <Link className="button button-link" to={withPrefix(prefix, '/cookie-policy')}>
          {t('cookieNotice.policy')}
        </Link>
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            acceptCookieNotice();
            onClose();
          }}
        >
          {t('cookieNotice.accept')}
        </button>
      </div>
    </PopupDialog>
  );
}
