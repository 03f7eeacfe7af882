import { OnlineStatus, type DiscoverUser, type GlobalConf, type LikeResult } from '@mingle/protocol';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import Users from 'lucide-react/icons/users';
import X from 'lucide-react/icons/x';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { SkeletonList } from '../../components/skeleton';
import { callInProgress, useCallStore } from '../calls/call-store';
import { useGlobalConf } from '../matching/queries';
import { InviteButton } from './invite-button';
import { LikeControl, useLikeAction } from './like-button';
import { PersonFacts, PersonMedia, PresenceBadge, PriceTag } from './person-parts';
import type { PeoplePage } from './queries';

/** How far a card must be dragged, in CSS pixels, to count as a swipe. */
const SWIPE_DISTANCE = 80;

export interface PeopleDeckProps {
  /** Pages of people (the card deck, or the search flow's matches). */
  deck: UseInfiniteQueryResult<InfiniteData<PeoplePage>>;
  /** Which flow of globalconf sets the countdown, ring window and location code. */
  flowKey: 'cardFlow' | 'searchFlow';
  source: 'card' | 'search';
  /** Said when nobody is left; `restart` reads the people again from the start. */
  emptyText: string;
  emptyActions(restart: () => void): ReactNode;
}

/**
 * The card flows (spec §2.1 card, §9 card and search flows): one person online now at a time from pages read
 * ahead, each on a PersonCard. Only people who can be called now are offered: anyone the pages show offline or
 * busy is skipped (issue 14).
 */
export function PeopleDeck({ deck, flowKey, source, emptyText, emptyActions }: PeopleDeckProps) {
  const { t } = useTranslation('discover');
  const conf = useGlobalConf();
  const [index, setIndex] = useState(0);
  const next = useCallback(() => setIndex((i) => i + 1), []);
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
    const restart = () => {
      setIndex(0);
      void deck.refetch();
    };
    return <EmptyState icon={<Users />} text={emptyText} action={emptyActions(restart)} />;
  }
  return <PersonCard key={user.id} user={user} flow={conf.data[flowKey]} source={source} onNext={next} />;
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

/** What a card needs of its flow (globalconf cardFlow or searchFlow). */
export type CardFlow = Pick<GlobalConf['cardFlow'], 'countdownSeconds' | 'locations' | 'ringSeconds'>;

/**
 * One person, full card: media, facts, presence and price; pass or like by button or swipe; the flow's
 * countdown, held while the person decides, calls or looks at a match; and "Call", a real invitation from the
 * flow (`source`) with its location code.
 */
export function PersonCard({
  user,
  flow,
  source,
  onNext,
}: {
  user: DiscoverUser;
  flow: CardFlow;
  source: 'card' | 'search';
  onNext(): void;
}) {
  const { t } = useTranslation('discover');
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
          source={source}
          location={flow.locations[0]}
          ringSeconds={flow.ringSeconds}
          onDeciding={setDeciding}
        />
      </div>
    </article>
  );
}
