import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGoHome } from '../../app/use-go-home';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { PopupDialog } from '../../components/popup-dialog';
import { Tabs } from '../../components/tabs';
import { EmailPanel } from './email-panel';
import { PhonePanel } from './phone-panel';
import { SocialPanel } from './social-panel';

type LoginTab = 'email' | 'phone' | 'social';

interface LoginDialogProps {
  /** Where closing goes back to (see decideLoginReturn); null on a first load, which goes home. */
  returnTo: string | null;
  onClose(): void;
}

/**
 * The login pop-up: e-mail, phone and social sign-in in tabs. Signing in closes it and returns to the page the
 * person came from; the realtime client connects by itself once the session store has a session.
 */
export function LoginDialog({ returnTo, onClose }: LoginDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goHome = useGoHome();
  const prefix = useLanguagePrefix();
  const [tab, setTab] = useState<LoginTab>('email');
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
      <Tabs<LoginTab>
        label={t('login.tabs.label')}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'email', label: t('login.tabs.email') },
          { key: 'phone', label: t('login.tabs.phone') },
          { key: 'social', label: t('login.tabs.social') },
        ]}
      >
        {tab === 'email' && <EmailPanel onFinish={close} />}
        {tab === 'phone' && <PhonePanel onFinish={close} />}
        {tab === 'social' && <SocialPanel returnTo={returnTo} />}
      </Tabs>
      <p className="form-note login-terms">
        <Trans
          i18nKey="login.terms"
          components={{
            1: <a href={withPrefix(prefix, '/terms-of-use')} target="_blank" rel="noopener" />,
          }}
        />
      </p>
      <div className="popup-actions">
        {/* Named apart from the corner Close button, so the two controls are not announced alike. */}
        <button type="button" className="button button-secondary" onClick={close}>
          {t('login.notNow')}
        </button>
      </div>
    </PopupDialog>
  );
}
