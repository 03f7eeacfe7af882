import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { PopupDialog } from '../../components/popup-dialog';
import { withPrefix } from '../../i18n/language-prefix';

const METHODS = ['email', 'phone', 'google', 'facebook', 'apple'] as const;

/**
 * The login pop-up. Sign-in arrives with the accounts issue; until then it lists the planned ways to sign in
 * and says they are not available, rather than showing forms that cannot work.
 */
export function LoginDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prefix = useLanguagePrefix();
  // The pop-up is the LoginPage route; closing it leaves the route for home in the same language.
  const close = () => {
    onClose();
    void navigate(withPrefix(prefix, '/'));
  };
  return (
    <PopupDialog
      title={t('login.title')}
      description={t('login.intro')}
      onClose={close}
      className="login-dialog"
    >
      <ul className="login-methods">
        {METHODS.map((method) => (
          <li key={method} className="login-method">
            <span className="login-method-name">{t(`login.methods.${method}`)}</span>
            <span className="login-method-state">{t('login.notAvailable')}</span>
          </li>
        ))}
      </ul>
      <div className="popup-actions">
        <button type="button" className="button button-secondary" onClick={close}>
          {t('login.close')}
        </button>
      </div>
    </PopupDialog>
  );
}
