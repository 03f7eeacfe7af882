import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LikeNotices } from '../features/discover/like-notices';
import { LanguageSwitcher } from '../features/language/language-switcher';
import { RealtimeStatusIndicator } from '../features/realtime/realtime-status';
import { HeaderBalance } from '../features/shop/header-balance';
import { withPrefix } from '../i18n/language-prefix';
import { AppTabs } from './app-tabs';
import { useLanguagePrefix } from './use-language-prefix';

/**
 * The top bar, at most 64 px tall: the logo, and for a signed-in person the tabs (moved to the bottom bar on
 * phones by CSS), the connection dot and the coin chip; everything else of theirs is on the Me page. A visitor
 * gets the language and the login button. It also mounts the always-on listener of likes (LikeNotices).
 */
export function SiteHeader({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const prefix = useLanguagePrefix();
  return (
    <header className="top-bar">
      <Link to={withPrefix(prefix, '/')} className="top-bar-logo">
        {t('appName')}
      </Link>
      {loggedIn && <AppTabs />}
      <div className="top-bar-tools">
        {loggedIn ? (
          <>
            <RealtimeStatusIndicator />
            <HeaderBalance />
            <LikeNotices />
          </>
        ) : (
          <>
            <LanguageSwitcher />
            <Link to={withPrefix(prefix, '/login')} className="button button-primary">
              {t('header.login')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
