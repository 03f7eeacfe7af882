import { ROOM_CATEGORIES, WallTab, type DiscoverUser, type WallGroups } from '@mingle/protocol';
import { useQueryClient } from '@tanstack/react-query';
import Compass from 'lucide-react/icons/compass';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { EmptyState } from '../../components/empty-state';
import { PopupDialog } from '../../components/popup-dialog';
import { SkeletonList } from '../../components/skeleton';
import { Tabs } from '../../components/tabs';
import { withPrefix } from '../../i18n/language-prefix';
import type { englishResources } from '../../i18n/resources';
import { readLocal, writeLocal } from '../../lib/local-storage';
import { useCountryIdName } from '../matching/table-names';
import { DiscoverNav } from './discover-nav';
import { PersonFacts, PersonMedia, PresenceBadge, PriceTag } from './person-parts';
import { discoverKeys, useDiscoverUserId, useLivePresence, useWall, useWallGroups } from './queries';
import { useWallStore, wallKey } from './store';
import './discover.css';

type GroupKey = keyof typeof englishResources.groups;

/** The first-visit tip is a device's: there is no server setting for it, and showing it once more is harmless. */
export const WALL_TIP_KEY = 'mingle.discover.wallTipSeen';

/**
 * The Discover wall (spec §2.1 wall, §2.3 "Discover wall with a tip"): hosts of one country group, by For You,
 * New or topic, page after page. Group, tab, loaded pages and scroll position survive leaving and coming back.
 */
export function WallPage() {
  const { t } = useTranslation('discover');
  const headingId = useId();
  const userId = useDiscoverUserId();
  const claim = useWallStore((s) => s.claim);
  useEffect(() => {
    if (userId !== null) claim(userId);
  }, [userId, claim]);
  return (
    <section className="page discover-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('title')}</h1>
      <DiscoverNav />
      <Wall />
      <WallTip />
    </section>
  );
}

function Wall() {
  const { t } = useTranslation('discover');
  const queryClient = useQueryClient();
  const userId = useDiscoverUserId();
  const { countryId, tab, chooseCountry, chooseTab } = useWallStore();
  const groups = useWallGroups(countryId ?? undefined);

  // The first answer names the user's own country group: it becomes the choice, and its answer is that group's.
  useEffect(() => {
    if (countryId === null && groups.data) {
      queryClient.setQueryData(discoverKeys.groups(userId, groups.data.countryId), groups.data);
      chooseCountry(groups.data.countryId);
    }
  }, [countryId, groups.data, queryClient, userId, chooseCountry]);

  if (groups.isPending) return <SkeletonList label={t('wall.loading')} />;
  if (groups.isError) return <LoadFailed onRetry={() => void groups.refetch()} />;
  const chosen = countryId ?? groups.data.countryId;
  const tabs = groups.data.tabs;
  return (
    <>
      <CountryPicker groups={groups.data} value={chosen} onChange={chooseCountry} />
      <Tabs
        label={t('wall.tabs')}
        tabs={tabs.map((entry) => ({
          key: String(entry.id),
          label: <TabLabel id={entry.id} count={entry.count} />,
        }))}
        selected={String(tabs.some((entry) => entry.id === tab) ? tab : WallTab.FOR_YOU)}
        onSelect={(key) => chooseTab(Number(key))}
      >
        <WallTiles countryId={chosen} tab={tab} />
      </Tabs>
    </>
  );
}

function TabLabel({ id, count }: { id: number; count: number }) {
  const { t } = useTranslation('discover');
  const { t: tLanguage } = useTranslation('language');
  const { t: tGroups } = useTranslation('groups');
  let name: string;
  if (id === WallTab.FOR_YOU) name = tLanguage('forYou');
  else if (id === WallTab.NEW) name = tLanguage('new');
  else {
    const category = ROOM_CATEGORIES.find((c) => c.id === id);
    name = category ? tGroups(category.key as GroupKey) : String(id);
  }
  return <>{t('wall.tabCount', { name, hosts: count })}</>;
}

function CountryPicker({
  groups,
  value,
  onChange,
}: {
  groups: WallGroups;
  value: number;
  onChange(countryId: number): void;
}) {
  const { t } = useTranslation('discover');
  const countryName = useCountryIdName();
  const id = useId();
  const listed = groups.countries.some((c) => c.countryId === value);
  return (
    <div className="field discover-country">
      <label htmlFor={id} className="field-label">
        {t('wall.country')}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        <option value={0}>{t('wall.allCountries')}</option>
        {/* The user's own country stays choosable even when nobody there is shown right now. */}
        {!listed && value !== 0 && <option value={value}>{countryName(value) ?? String(value)}</option>}
        {groups.countries.map((c) => (
          <option key={c.countryId} value={c.countryId}>
            {t('wall.countryCount', {
              name: countryName(c.countryId) ?? String(c.countryId),
              hosts: c.count,
            })}
          </option>
        ))}
      </select>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('discover');
  return (
    <div role="alert" className="discover-notice">
      <p>{t('wall.loadFailed')}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('wall.retry')}
      </button>
    </div>
  );
}

/** Keeps the page's scroll position for this wall while it is shown, and goes back to it on return. */
function useKeptScroll(key: string, ready: boolean): void {
  const saveScroll = useWallStore((s) => s.saveScroll);
  const restored = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    window.scrollTo(0, useWallStore.getState().scroll[key] ?? 0);
  }, [key, ready]);
  // A layout effect, so that leaving removes the listener in the same task as the wall's nodes: the page growing
  // short then clamps the scroll without saving 0 (a passive effect's clean-up may run after that scroll event).
  useLayoutEffect(() => {
    if (!ready) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => saveScroll(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key, ready, saveScroll]);
}

function WallTiles({ countryId, tab }: { countryId: number; tab: number }) {
  const { t } = useTranslation('discover');
  const wall = useWall(countryId, tab);
  const chooseCountry = useWallStore((s) => s.chooseCountry);
  const sentinel = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = wall;
  useKeptScroll(wallKey(countryId, tab), wall.isSuccess);
  const people = wall.data?.pages.flatMap((page) => page.items) ?? [];
  const presence = useLivePresence(people.map((user) => user.id));

  // Infinite scroll: the next page is asked for as the end of the list comes near. The button below does the
  // same for keyboards, assistive technology and browsers without IntersectionObserver.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, wall.data]);

  if (wall.isPending) return <SkeletonList label={t('wall.loading')} />;
  if (wall.isError) return <LoadFailed onRetry={() => void wall.refetch()} />;
  if (people.length === 0) {
    return (
      <EmptyState
        icon={<Compass />}
        text={t('wall.empty')}
        action={
          countryId !== 0 ? (
            <button type="button" className="button button-primary" onClick={() => chooseCountry(0)}>
              {t('wall.allCountriesAction')}
            </button>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <h2 id={headingId} className="visually-hidden">
        {t('wall.people')}
      </h2>
      <ul className="discover-grid" aria-labelledby={headingId}>
        {people.map((user) => (
          <WallTile key={user.id} user={user} status={presence.get(user.id) ?? user.status} />
        ))}
      </ul>
      <div ref={sentinel} className="discover-more">
        {hasNextPage ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? t('wall.loadingMore') : t('wall.more')}
          </button>
        ) : (
          <p className="discover-end">{t('wall.end')}</p>
        )}
      </div>
    </>
  );
}

/** One person of the wall; the whole tile opens their profile. */
function WallTile({ user, status }: { user: DiscoverUser; status: number }) {
  const prefix = useLanguagePrefix();
  return (
    <li className="discover-tile">
      <Link to={withPrefix(prefix, `/profile/${String(user.id)}`)} className="discover-tile-link">
        <PersonMedia user={user} size={72} />
        <span className="discover-tile-body">
          <span className="discover-name">
            <bdi>{user.userName}</bdi>
          </span>
          <PersonFacts user={user} />
          <span className="discover-tile-meta">
            <PresenceBadge status={status} />
            <PriceTag user={user} />
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The "Discover wall with a tip" pop-up of spec §2.3, once on this device. */
function WallTip() {
  const { t } = useTranslation('discover');
  const [open, setOpen] = useState(() => readLocal(WALL_TIP_KEY) === null);
  if (!open) return null;
  const close = () => {
    writeLocal(WALL_TIP_KEY, 'yes');
    setOpen(false);
  };
  return (
    <PopupDialog title={t('tip.title')} description={t('tip.body')} onClose={close}>
      <p>{t('tip.presence')}</p>
      <div className="popup-actions">
        <button type="button" className="button button-primary" onClick={close}>
          {t('tip.ok')}
        </button>
      </div>
    </PopupDialog>
  );
}
