import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CookieSettingsButton } from '../features/consent/cookie-settings-button';
import { withPrefix } from '../i18n/language-prefix';
import { MARKETING_ROUTES } from './marketing-routes';
import { useLanguagePrefix } from './use-language-prefix';

// Derived from the route table, so a static page added there cannot be forgotten here.
const LINKS = MARKETING_ROUTES.map((route) => ({ path: `/${route.path}`, labelKey: route.handle.titleKey }));

/** The static pages and the cookie settings: in the site footer, and on the Me page where phones hide it. */
export function LegalLinks({ className }: { className: string }) {
  const { t } = useTranslation();
  const prefix = useLanguagePrefix();
  return (
    <ul className={className}>
      {LINKS.map((link) => (
        <li key={link.path}>
          <Link to={withPrefix(prefix, link.path)}>{t(link.labelKey)}</Link>
        </li>
      ))}
      <li>
        <CookieSettingsButton className="button-link" />
      </li>
    </ul>
  );
}
