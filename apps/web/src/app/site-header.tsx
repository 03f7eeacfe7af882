import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitcher } from '../features/language/language-switcher';
import { RealtimeStatusIndicator } from '../features/realtime/realtime-status';
import { useMe } from '../features/profile/queries';
import { useSessionStore } from '../features/session/store';
import { withPrefix } from '../i18n/language-prefix';
import { usePopupStore } from './popup-store';
import { useLanguagePrefix } from './use-language-prefix';

export function SiteHeader({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const prefix = useLanguagePrefix();
  const links = [
    { to: '/', label: t('nav.home'), end: true },
    { to: '/message', label: t('nav.messages'), end: false },
    { to: '/friends', label: t('nav.friends'), end: false },
    { to: '/shop', label: t('nav.shop'), end: false },
  ];
  return (
    <header className="site-header">
      <Link to={withPrefix(prefix, '/')} className="site-logo">
        {t('appName')}
      </Link>
      <nav aria-label={t('nav.label')} className="site-nav">
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={withPrefix(prefix, link.to)} end={link.end}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-header-tools">
        {loggedIn && <RealtimeStatusIndicator />}
        <LanguageSwitcher />
        {loggedIn ? (
          <AccountLinks />
        ) : (
          <Link to={withPrefix(prefix, '/login')} className="button button-primary header-login">
            {t('header.login')}
          </Link>
        )}
      </div>
    </header>
  );
}

function AccountLinks() {
  const { t } = useTranslation();
  const prefix = useLanguagePrefix();
  const userId = useSessionStore((s) => s.userId);
  const openPopup = usePopupStore((s) => s.open);
  const isAdmin = useMe().data?.isAdmin === true;
  return (
    <>
      {isAdmin && (
        <Link to={withPrefix(prefix, '/admin/media')} className="header-link">
          {t('header.reviewMedia')}
        </Link>
      )}
      <Link to={withPrefix(prefix, `/profile/${userId ?? ''}`)} className="header-link">
        {t('header.profile')}
      </Link>
      <button
        type="button"
        className="button button-secondary header-settings"
        onClick={() => openPopup('settings', {})}
      >
        {t('header.settings')}
      </button>
    </>
  );
}
