import type { ServerEventPayload } from '@mingle/protocol';
import Heart from 'lucide-react/icons/heart';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { useToastStore } from '../../components/toast-store';
import { withPrefix } from '../../i18n/language-prefix';
import { useDiscoverLive } from './queries';
import { VisitorsDialog } from './visitors-dialog';

/**
 * The row every Discover screen starts with: wall, cards and search, and "Likes and visitors". It also listens
 * for likes arriving live while a Discover screen is open, and tells the person.
 */
export function DiscoverNav() {
  const { t } = useTranslation('discover');
  const prefix = useLanguagePrefix();
  const [open, setOpen] = useState(false);
  const show = useToastStore((s) => s.show);
  const onLiked = useCallback(
    ({ from, match }: ServerEventPayload<'discover:liked'>) =>
      show({ text: t(match ? 'live.match' : 'live.liked', { name: from.userName }) }),
    [show, t],
  );
  useDiscoverLive(onLiked);
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
      <button type="button" className="chip" onClick={() => setOpen(true)}>
        <Heart aria-hidden="true" />
        {t('nav.likes')}
      </button>
      {open && <VisitorsDialog onClose={() => setOpen(false)} />}
    </nav>
  );
}
