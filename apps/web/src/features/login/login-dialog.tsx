import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGoHome } from '../../app/use-go-home';
import { PopupDialog } from '../../components/popup-dialog';

const METHODS = ['email', 'phone', 'google', 'facebook', 'apple'] as const;

interface LoginDialogProps {
  /** Where closing goes back to (see decideLoginReturn); null on a first load, which goes home. */
  returnTo: string | null;
  onClose(): void;
}

/**
 * The login pop-up. Sign-in arrives with the accounts issue; until then it lists the planned ways to sign in
 * and says they are not available, rather than showing forms that cannot work.
 */
export function LoginDialog({ returnTo, onClose }: LoginDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goHome = useGoHome();
  // The pop-up is the LoginPage route; closing leaves it by replacing it, so Back does not reopen the pop-up.
  const close = () => {
    onClose();
    if (returnTo) void navigate(returnTo, { replace: true });
    else goHome({ replace: true });
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
        {/* Named apart from the corner Close button, so the two controls are not announced alike. */}
        <button type="button" className="button button-secondary" onClick={close}>
          {t('login.notNow')}
        </button>
      </div>
    </PopupDialog>
  );
}
