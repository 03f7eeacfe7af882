import { useTranslation } from 'react-i18next';
import { LegalLinks } from './legal-links';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <LegalLinks className="site-footer-links" />
      </nav>
      <p className="site-footer-copy">{t('footer.copyright')}</p>
    </footer>
  );
}
