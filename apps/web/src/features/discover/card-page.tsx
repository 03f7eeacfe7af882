import { OnlineStatus, type DiscoverUser, type GlobalConf, type LikeResult } from '@mingle/protocol';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import X from 'lucide-react/icons/x';
import Users from 'lucide-react/icons/users';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { EmptyState } from '../../components/empty-state';
import { SkeletonList } from '../../components/skeleton';
import { withPrefix } from '../../i18n/language-prefix';
import { callInProgress, useCallStore } from '../calls/call-store';
import { useGlobalConf } from '../matching/queries';
import { DiscoverNav } from './discover-nav';
import { InviteButton } from './invite-button';
import { LikeControl, useLikeAction } from './like-button';
import { PersonFacts, PersonMedia, PresenceBadge, PriceTag } from './person-parts';
import { useCardDeck } from './queries';
import './discover.css';

/** How far a card must be dragged, in CSS pixels, to count as a swipe. */
const SWIPE_DISTANCE = 80;

/**
 * The card flow (spec §2.1 card, §9): one person online now at a time, full screen. Pass or like by button or
 * swipe; each card stays for the flow's countdown (globalconf cardFlow), then the next comes unless paused.
 * "Call" sends a real invitation at the host's own price, shown first.
 */
export function CardPage() {
  const { t } = useTranslation('discover');
  const headingId = useId();
  return (
    <section className="page discover-page discover-card-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="visually-hidden">
        {t('title')}
      </h1>
      <DiscoverNav />
      <h2 className="discover-card-heading">{t('card.heading')}</h2>
      <CardDeck />
    </section>
  );
}

function CardDeck() {
  const { t } = useTranslation('discover');
  const prefix = useLanguagePrefix();
  const conf = useGlobalConf();
  const deck = useCardDeck();
  const [index, setIndex] = useState(0);
  const next = useCallback(() => setIndex((i) => i + 1), []);
  // Only people who can be called now: an offline or busy person is never offered (issue 14).
  const people =
    deck.data?.pages.flatMap((page) => page.items).filter((u) => u.status === OnlineStatus.ONLINE) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = deck;

  // The next page is read while a couple of cards are still left, so the flow does not stop between pages.
  useEffect(() => {
    if (people.length - index < 3 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [people.length, index, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (deck.isPending || conf.isPending) return <SkeletonList label={t('card.loading')} rows={1} />;
  if (deck.isError || conf.isError) {
    return (
      <div role="alert" className="discover-notice">
        <p>{t('card.loadFailed')}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void (deck.isError ? deck.refetch() : conf.refetch())}
        >
          {t('card.retry')}
        </button>
      </div>
    );
  }
  const user = people[index];
  if (!user) {
    if (hasNextPage || isFetchingNextPage) return <SkeletonList label={t('card.loading')} rows={1} />;
    return (
      <EmptyState
        icon={<Users />}
        text={t('card.empty')}
        action={
          <span className="discover-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setIndex(0);
                void deck.refetch();
              }}
            >
              {t('card.restart')}
            </button>
            <Link to={withPrefix(prefix, '/wall')} className="button button-primary">
              {t('card.toWall')}
            </Link>
          </span>
        }
      />
    );
  }
  return <PersonCard key={user.id} user={user} conf={conf.data} onNext={next} />;
}

/** How often the countdown looks at the clock; it reads the time each tick, so a slow tab never falls behind. */
const TICK_MS = 250;

/**
 * The seconds a card has left: it counts down only while not held, keeps what was left while held, and calls
 * `onEnd` once when it runs out.
 */
function useCardCountdown(totalMs: number, held: boolean, onEnd: () => void): number {
  const [leftMs, setLeftMs] = useState(totalMs);
  const left = useRef(totalMs);
  const end = useRef(onEnd);
  useEffect(() => {
    end.current = onEnd;
  }, [onEnd]);
  useEffect(() => {
    if (held || left.current === 0) return;
    const endsAt = Date.now() + left.current;
    const timer = setInterval(() => {
      left.current = Math.max(0, endsAt - Date.now());
      setLeftMs(left.current);
      if (left.current === 0) {
        clearInterval(timer);
        end.current();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [held]);
  return Math.ceil(leftMs / 1000);
}

function PersonCard({ user, conf, onNext }: { user: DiscoverUser; conf: GlobalConf; onNext(): void }) {
  const { t } = useTranslation('discover');
  const flow = conf.cardFlow;
  const inCall = useCallStore(callInProgress);
  const [deciding, setDeciding] = useState(false);
  const [paused, setPaused] = useState(false);
  const like = useLikeAction(user, (result: LikeResult) => {
    // A match is worth a moment: the card stays with the offer to add them as a friend.
    if (!result.match) onNext();
  });
  // Held while the person decides about a call, is in one, or looks at a match: the card must not leave then.
  const held = paused || deciding || inCall || like.match || like.pending;
  const seconds = useCardCountdown(flow.countdownSeconds * 1000, held, onNext);

  // Swipe: a drag far enough right likes, left passes; a short drag is nothing (a tap on the buttons).
  const start = useRef<{ x: number; id: number } | null>(null);
  const [dx, setDx] = useState(0);
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button, a')) return;
    start.current = { x: event.clientX, id: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.id === event.pointerId) setDx(event.clientX - start.current.x);
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.id !== event.pointerId) return;
    const distance = event.clientX - start.current.x;
    start.current = null;
    setDx(0);
    if (distance >= SWIPE_DISTANCE && !user.liked) like.send();
    else if (distance <= -SWIPE_DISTANCE || (distance >= SWIPE_DISTANCE && user.liked)) onNext();
  };

  return (
    <article
      className="discover-card"
      aria-label={user.userName}
      style={{ '--discover-drag': `${String(dx)}px` } as CSSProperties}
      data-dragging={dx !== 0 || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null;
        setDx(0);
      }}
    >
      <div className="discover-card-media">
        <PersonMedia user={user} size={120} />
      </div>
      <div className="discover-card-body">
        <p className="discover-card-name">
          <bdi>{user.userName}</bdi>
        </p>
        <PersonFacts user={user} />
        <span className="discover-tile-meta">
          <PresenceBadge status={user.status} />
          <PriceTag user={user} />
        </span>
        <div className="discover-card-timer">
          <span role="timer" aria-live="off">
            {held && paused ? t('card.paused') : t('card.next', { seconds })}
          </span>
          <button
            type="button"
            className="button button-secondary discover-icon-button"
            aria-label={paused ? t('card.resume') : t('card.pause')}
            aria-pressed={paused}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? <Play /> : <Pause />}
          </button>
        </div>
        <p className="field-hint">{t('card.swipeHint')}</p>
        <div className="discover-actions">
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('card.passLabel', { name: user.userName })}
            onClick={onNext}
          >
            <X />
            {t('card.pass')}
          </button>
          <LikeControl user={user} action={like} />
        </div>
        <InviteButton
          user={user}
          source="card"
          location={flow.locations[0]}
          ringSeconds={flow.ringSeconds}
          onDeciding={setDeciding}
        />
      </div>
    </article>
  );
}
