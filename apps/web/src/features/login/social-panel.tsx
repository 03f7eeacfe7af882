import type { SocialProvider } from '@mingle/protocol';
import { useTranslation } from 'react-i18next';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { loadDeviceIdentity } from '../../lib/device';
import { useSocialProviders } from './queries';
import { socialStartUrl } from './social-start';

interface SocialPanelProps {
  /** Where to come back to once signed in (the page the login pop-up was opened from). */
  returnTo: string | null;
}

/** One button per provider the server has switched on; each leaves for the provider's own sign-in page. */
export function SocialPanel({ returnTo }: SocialPanelProps) {
  const { t } = useTranslation();
  const prefix = useLanguagePrefix();
  const providers = useSocialProviders();

  const start = (provider: SocialProvider) => {
    window.location.assign(
      socialStartUrl({
        baseUrl: import.meta.env.VITE_API_BASE ?? '',
        provider,
        deviceId: loadDeviceIdentity().deviceId,
        returnTo: returnTo ?? withPrefix(prefix, '/'),
      }),
    );
  };

  const on = providers.data?.providers ?? [];
  if (providers.isPending) return <p aria-busy="true">{t('login.working')}</p>;
  if (providers.isError) {
    return (
      <div className="account-form">
        <p role="alert">{t('login.social.loadFailed')}</p>
        <button type="button" className="button button-secondary" onClick={() => void providers.refetch()}>
          {t('login.social.retry')}
        </button>
      </div>
    );
  }
  if (on.length === 0) return <p>{t('login.social.none')}</p>;
  return (
    <div className="account-form">
      <p>{t('login.social.intro')}</p>
      <ul className="social-buttons">
        {on.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="button button-secondary social-button"
              data-provider={provider}
              onClick={() => start(provider)}
            >
              {t('login.social.continueWith', { provider: t(`login.social.providers.${provider}`) })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
