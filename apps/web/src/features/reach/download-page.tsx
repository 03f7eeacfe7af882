import { WEBAPP_GRANT_COINS } from '@mingle/protocol';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { installRoute, promptInstall, useInstallStore } from './install';
import { SafariInstallHint } from './safari-install-hint';
import './reach.css';

/**
 * The `download` route (spec §2.1) is the app page: what the installed app offers, the coins for its first launch,
 * and the way to install it on this browser (the browser's own prompt, Safari's steps, or the menu's item).
 */
export function DownloadPage() {
  const { t } = useTranslation('reach');
  const headingId = useId();
  const hasPrompt = useInstallStore((s) => s.deferred !== null);
  const installed = useInstallStore((s) => s.installed);
  const [hint, setHint] = useState(false);
  const route = installRoute(hasPrompt, installed);
  return (
    <section className="page reach-download" aria-labelledby={headingId}>
      <img className="reach-app-icon" src="/icons/icon.svg" alt="" width={96} height={96} />
      <h1 id={headingId}>{t('install.title')}</h1>
      <p className="reach-lead">{t('install.lead')}</p>
      <ul className="reach-benefits">
        <li>{t('install.benefitFast')}</li>
        <li>{t('install.benefitNotify')}</li>
        <li>{t('install.benefitOffline')}</li>
        <li>{t('install.benefitSame')}</li>
      </ul>
      <p className="reach-coins">{t('install.coins', { coins: WEBAPP_GRANT_COINS })}</p>
      <div className="reach-install-action">
        {route === 'installed' && <p role="status">{t('install.installed')}</p>}
        {route === 'prompt' && (
          <button type="button" className="button button-primary" onClick={() => void promptInstall()}>
            {t('install.installButton')}
          </button>
        )}
        {route === 'safari' && (
          <button type="button" className="button button-primary" onClick={() => setHint(true)}>
            {t('install.showMe')}
          </button>
        )}
        {route === 'manual' && <p>{t('install.manual')}</p>}
      </div>
      {hint && <SafariInstallHint showCoins={false} onClose={() => setHint(false)} />}
    </section>
  );
}
