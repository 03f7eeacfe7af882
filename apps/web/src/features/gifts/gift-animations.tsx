import type { GiftSend } from '@mingle/protocol';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../session/store';
import { GiftImage } from './gift-image';
import { useLiveGifts } from './queries';
import './gifts.css';

/** How long one gift stays on screen. */
export const GIFT_SHOW_MS = 3_500;
/** At most this many at once; more wait for a place rather than piling up over the video. */
const MAX_SHOWN = 3;

interface Shown {
  gift: GiftSend;
  mine: boolean;
}

/**
 * Gifts of one call as both sides see them, live ('gift:sent'): the artwork animated over the video with a line
 * saying who sent what. The layer takes no clicks (pointer-events: none) so it never covers the controls, and
 * with prefers-reduced-motion the artwork only fades in and out (gifts.css).
 */
export function GiftAnimations(props: { roomNum: string; peerName: string }) {
  // Its own boundary: the gifts texts still loading must not blank the call behind.
  return (
    <Suspense fallback={null}>
      <GiftLayer {...props} />
    </Suspense>
  );
}

function GiftLayer({ roomNum, peerName }: { roomNum: string; peerName: string }) {
  const { t } = useTranslation('gifts');
  const me = useSessionStore((s) => s.userId);
  const [shown, setShown] = useState<Shown[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  const match = useCallback((gift: GiftSend) => gift.roomNum === roomNum, [roomNum]);
  const onGift = useCallback(
    (gift: GiftSend) => {
      setShown((list) =>
        list.some((s) => s.gift.sendId === gift.sendId)
          ? list
          : [...list, { gift, mine: gift.fromUserId === me }].slice(-MAX_SHOWN),
      );
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setShown((list) => list.filter((s) => s.gift.sendId !== gift.sendId));
      }, GIFT_SHOW_MS);
      timers.current.add(timer);
    },
    [me],
  );
  useLiveGifts(onGift, match);
  return (
    <div className="gift-layer" aria-hidden={shown.length === 0 ? true : undefined}>
      <div role="status" aria-live="polite" className="gift-announcements">
        {shown.map(({ gift, mine }) => (
          <p key={gift.sendId} className="gift-line">
            {mine
              ? t('live.sent', { gift: gift.name })
              : t('live.received', { name: peerName, gift: gift.name })}
          </p>
        ))}
      </div>
      {shown.map(({ gift }) => (
        <div
          key={gift.sendId}
          className="gift-flight"
          data-animation={gift.animation}
          data-stars={gift.stars}
          aria-hidden="true"
        >
          <GiftImage src={gift.image} size={96 + gift.stars * 16} />
        </div>
      ))}
    </div>
  );
}
