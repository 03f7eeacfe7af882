import type { ActivityEntry, EntryKind, EntryLocation, Popup } from '@mingle/protocol';
import type { LucideIcon } from 'lucide-react';
import FerrisWheel from 'lucide-react/icons/ferris-wheel';
import ListChecks from 'lucide-react/icons/list-checks';
import Shuffle from 'lucide-react/icons/shuffle';
import Sparkles from 'lucide-react/icons/sparkles';
import Video from 'lucide-react/icons/video';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePopupStore } from '../../app/popup-store';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { PopupDialog } from '../../components/popup-dialog';
import { parseLanguagePrefix, withPrefix } from '../../i18n/language-prefix';
import { useCallStore } from '../calls/call-store';
import { LimitedOfferPopup } from '../shop/offer-popup';
import { CheckInChip } from './check-in';
import { useActivityEntries, useCompletedRewards, useDismissServerPopup, useServerPopup } from './queries';
import './rewards.css';

const KIND_ICONS: Record<EntryKind, LucideIcon> = {
  task: ListChecks,
  luckyWheel: FerrisWheel,
  match: Shuffle,
  livecam: Video,
  web: Sparkles,
};

/** A box's target: a path of this site, or an absolute http(s) page; anything else is not followed. */
function targetOf(url: string): { path: string } | { href: string } | null {
  if (url.startsWith('/') && !url.startsWith('//')) return { path: url };
  return /^https?:\/\//i.test(url) ? { href: url } : null;
}

/**
 * The activity boxes the server places on a screen (spec §3 activity box, §7.1 locationEntrysMap): small links
 * to their targets (the tasks, the wheel). A box leading to the screen it sits on is left out.
 */
export function ActivityBoxes({ location }: { location: EntryLocation }) {
  const { t } = useTranslation('wheel');
  const entries = useActivityEntries().data?.[location] ?? [];
  const { pathname } = useLocation();
  const here = parseLanguagePrefix(pathname).rest;
  const shown = entries.filter((e) => {
    const target = targetOf(e.targetUrl);
    return e.show && target !== null && !('path' in target && target.path === here);
  });
  if (shown.length === 0) return null;
  return (
    <nav className="activity-boxes" aria-label={t('boxes.label')}>
      {shown.map((entry) => (
        <ActivityBox key={entry.bizData.activityId} entry={entry} />
      ))}
    </nav>
  );
}

function ActivityBox({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation('wheel');
  const prefix = useLanguagePrefix();
  const waiting = useCompletedRewards().data?.codes.length ?? 0;
  const Icon = KIND_ICONS[entry.kind];
  // The server's text is for boxes of its own pages; the known kinds are named in the member's language.
  const label = entry.kind === 'web' && entry.content ? entry.content : t(`boxes.${entry.kind}`);
  const badge =
    entry.kind === 'task' && waiting > 0 ? (
      <span className="activity-box-badge">
        <span aria-hidden="true">{waiting}</span>
        <span className="visually-hidden">{t('boxes.waiting', { count: waiting })}</span>
      </span>
    ) : null;
  const content = (
    <>
      {entry.icon ? (
        <img src={entry.icon} alt="" className="activity-box-image" />
      ) : (
        <Icon aria-hidden="true" />
      )}
      <span>{label}</span>
      {badge && ' '}
      {badge}
    </>
  );
  const target = targetOf(entry.targetUrl);
  if (!target) return null;
  return 'path' in target ? (
    <Link className="activity-box" to={withPrefix(prefix, target.path)}>
      {content}
    </Link>
  ) : (
    <a className="activity-box" href={target.href} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
}

/**
 * What the home's match screen shows of rewards, small and over the camera's top edge: today's check-in while
 * it is open, the home's activity boxes, and the server's pop-up of the moment.
 */
export function HomeRewards() {
  // The rewards texts are their own chunk in every language but English: the match screen does not wait for it.
  return (
    <Suspense fallback={null}>
      <div className="home-rewards">
        <CheckInChip />
        <ActivityBoxes location="home" />
      </div>
      <ServerPopup />
    </Suspense>
  );
}

/**
 * The server-driven pop-up (spec §7.1 popup/get): asked once per app load, never while another pop-up (18+ gate,
 * cookie notice, login) is up or a call is on; the server answers none during a call as well.
 */
export function ServerPopup() {
  const othersOpen = usePopupStore((s) => s.entries.length > 0);
  const inCall = useCallStore((s) => s.call !== null);
  const popup = useServerPopup(!othersOpen && !inCall);
  const dismiss = useDismissServerPopup();
  const data = popup.data;
  if (othersOpen || inCall) return null;
  // One pop-up at a time: the limited-time offer waits until the server's own pop-up is answered and closed.
  if (data === null) return <LimitedOfferPopup />;
  if (!data) return null;
  return <ServerPopupDialog popup={data} onClose={dismiss} />;
}

function ServerPopupDialog({ popup, onClose }: { popup: Popup; onClose(): void }) {
  const { t } = useTranslation('wheel');
  const navigate = useNavigate();
  const prefix = useLanguagePrefix();
  const target = targetOf(popup.targetUrl);
  return (
    <PopupDialog title={popup.title} description={popup.body} onClose={onClose} className="server-popup">
      {popup.image && <img src={popup.image} alt="" className="server-popup-image" />}
      <div className="reward-actions">
        {target && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              onClose();
              if ('path' in target) void navigate(withPrefix(prefix, target.path));
              else window.open(target.href, '_blank', 'noopener,noreferrer');
            }}
          >
            {t('popup.open')}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('popup.later')}
        </button>
      </div>
    </PopupDialog>
  );
}
