import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { PopupDialog } from '../../components/popup-dialog';
import { withPrefix } from '../../i18n/language-prefix';
import { useConsentStore } from './store';

/**
 * The simple notice for visitors outside the consent region (spec §4). Accepting it is the spec's 'accepted':
 * the consent store then allows every purpose, which is why the notice names the one tracking that exists.
 */
export function CookieNotice({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const prefix = useLanguagePrefix();
  const acceptNotice = useConsentStore((s) => s.acceptNotice);
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
            acceptNotice();
            onClose();
          }}
        >
          {t('cookieNotice.accept')}
        </button>
      </div>
    </PopupDialog>
  );
}
