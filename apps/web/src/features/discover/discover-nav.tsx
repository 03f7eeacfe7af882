import Heart from 'lucide-react/icons/heart';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { VisitorsButton } from './visitors-dialog';

/**
 * The row every Discover screen starts with: wall, cards and search, and "Likes and visitors". Likes arriving
 * live are told app-wide (like-notices.tsx).
 */
export function DiscoverNav() {
  const { t } = useTranslation('discover');
  const prefix = useLanguagePrefix();
  return (
    <nav className="discover-nav" aria-label={t('nav.label')}>
      <NavLink to={withPrefix(prefix, '/wall')} className="chip">
        {t('nav.wall')}
      </NavLink>
      <NavLink to={withPrefix(prefix, '/card')} className="chip">
        {t('nav.cards')}
      </NavLink>
      <NavLink to={withPrefix(prefix, '/search')} className="chip">
        {t('nav.search')}
      </NavLink>
      <VisitorsButton className="chip">
        <Heart aria-hidden="true" />
        {t('nav.likes')}
      </VisitorsButton>
    </nav>
  );
}
