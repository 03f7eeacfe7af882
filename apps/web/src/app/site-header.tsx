import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { ChatEntry } from '../features/chat-panel/chat-entry';
import { LanguageSwitcher } from '../features/language/language-switcher';
import { RealtimeStatusIndicator } from '../features/realtime/realtime-status';
import { HeaderBalance } from '../features/shop/header-balance';
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

/** The review pages an admin reaches from the header. */
const ADMIN_PAGES = [
  { path: '/admin/media', titleKey: 'header.reviewMedia' },
  { path: '/admin/reports', titleKey: 'routes.AdminReports' },
  { path: '/admin/refunds', titleKey: 'routes.AdminRefunds' },
] as const;

function AccountLinks() {
  const { t } = useTranslation();
  const prefix = useLanguagePrefix();
  const userId = useSessionStore((s) => s.userId);
  const openPopup = usePopupStore((s) => s.open);
  const isAdmin = useMe().data?.isAdmin === true;
  return (
    <>
      {isAdmin &&
        ADMIN_PAGES.map(({ path, titleKey }) => (
          <Link key={path} to={withPrefix(prefix, path)} className="header-link">
            {t(titleKey)}
          </Link>
        ))}
      <ChatEntry />
      <HeaderBalance />
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
