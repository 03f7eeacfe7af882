import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CookieSettingsButton } from '../features/consent/cookie-settings-button';
import { withPrefix } from '../i18n/language-prefix';
import type { AppKey } from './route-handle';
import { useLanguagePrefix } from './use-language-prefix';

const LINKS: readonly { path: string; labelKey: AppKey }[] = [
  { path: '/about-us', labelKey: 'pages.aboutUs.title' },
  { path: '/random-video-chat', labelKey: 'pages.randomVideoChat.title' },
  { path: '/community-guidelines', labelKey: 'pages.communityGuidelines.title' },
  { path: '/safety-center', labelKey: 'pages.safetyCenter.title' },
  { path: '/privacy-center', labelKey: 'pages.privacyCenter.title' },
  { path: '/terms-of-use', labelKey: 'pages.termsOfUse.title' },
  { path: '/privacy-policy', labelKey: 'pages.privacyPolicy.title' },
  { path: '/cookie-policy', labelKey: 'pages.cookiePolicy.title' },
];

export function SiteFooter() {
  const { t } = useTranslation();
  const prefix = useLanguagePrefix();
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer-links">
          {LINKS.map((link) => (
            <li key={link.path}>
              <Link to={withPrefix(prefix, link.path)}>{t(link.labelKey)}</Link>
            </li>
          ))}
          <li>
            <CookieSettingsButton className="button-link" />
          </li>
        </ul>
      </nav>
      <p className="site-footer-copy">{t('footer.copyright')}</p>
    </footer>
  );
}
