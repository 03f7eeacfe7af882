import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitcher } from '../features/language/language-switcher';
import { RealtimeStatusIndicator } from '../features/realtime/realtime-status';
import { withPrefix } from '../i18n/language-prefix';
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
      </div>
    </header>
  );
}
