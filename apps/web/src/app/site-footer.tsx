import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CookieSettingsButton } from '../features/consent/cookie-settings-button';
import { withPrefix } from '../i18n/language-prefix';
import { PAGE_ROUTES } from './routes';
import { useLanguagePrefix } from './use-language-prefix';

// Derived from the route table, so a static page added there cannot be forgotten here.
const LINKS = PAGE_ROUTES.filter((route) => route.staticPage !== undefined).map((route) => ({
  path: `/${route.path}`,
  labelKey: route.handle.titleKey,
}));

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
