import type { LucideIcon } from 'lucide-react';
import CircleUserRound from 'lucide-react/icons/circle-user-round';
import Compass from 'lucide-react/icons/compass';
import House from 'lucide-react/icons/house';
import MessageCircle from 'lucide-react/icons/message-circle';
import Users from 'lucide-react/icons/users';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUnread } from '../features/messages/queries';
import { useSocialLive } from '../features/messages/use-social-live';
import { withPrefix } from '../i18n/language-prefix';
import type { AppKey } from './route-handle';
import { useLanguagePrefix } from './use-language-prefix';

/** A count a tab shows beside its label; each kind is computed once in AppTabs. */
type TabBadge = 'unread';

interface AppTab {
  path: string;
  labelKey: AppKey;
  Icon: LucideIcon;
  /** Only the exact path marks the tab active (the home tab would otherwise be active everywhere). */
  end?: boolean;
  badge?: TabBadge;
}

/**
 * A signed-in person's main places, in tab order: the bottom bar on phones, the header's navigation on wider
 * screens. Only places that exist are listed; a new place is one more line here.
 */
export const APP_TABS: readonly AppTab[] = [
  { path: '/', labelKey: 'nav.home', Icon: House, end: true },
  { path: '/wall', labelKey: 'nav.discover', Icon: Compass },
  { path: '/message', labelKey: 'nav.messages', Icon: MessageCircle, badge: 'unread' },
  { path: '/friends', labelKey: 'nav.friends', Icon: Users },
  { path: '/me', labelKey: 'nav.me', Icon: CircleUserRound },
];

export function AppTabs() {
  const { t } = useTranslation();
  const prefix = useLanguagePrefix();
  // The tabs live as long as the signed-in shell, so they keep the social caches (and so the badge) live.
  useSocialLive();
  const badges: Record<TabBadge, number> = { unread: useUnread().data?.total ?? 0 };
  return (
    <nav aria-label={t('nav.label')} className="tab-bar">
      <ul>
        {APP_TABS.map(({ path, labelKey, Icon, end, badge }) => {
          const label = t(labelKey);
          const count = badge ? badges[badge] : 0;
          return (
            <li key={path}>
              <NavLink
                to={withPrefix(prefix, path)}
                end={end ?? false}
                aria-label={count > 0 ? t('nav.withUnread', { label, count }) : undefined}
              >
                <Icon />
                <span>{label}</span>
                {count > 0 && (
                  <span className="tab-badge" aria-hidden="true">
                    {count}
                  </span>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
