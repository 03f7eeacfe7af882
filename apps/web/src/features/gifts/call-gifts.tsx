import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../session/store';
import { GiftImage } from './gift-image';
import { useCallGifts } from './queries';
import './gifts.css';

/** The receipt's list of gifts sent and received during the call (nothing when there were none). */
export function CallGifts({ roomNum }: { roomNum: string }) {
  return (
    <Suspense fallback={null}>
      <GiftList roomNum={roomNum} />
    </Suspense>
  );
}

function GiftList({ roomNum }: { roomNum: string }) {
  const { t } = useTranslation('gifts');
  const me = useSessionStore((s) => s.userId);
  const gifts = useCallGifts(roomNum);
  if (!gifts.data || gifts.data.length === 0) return null;
  return (
    <section className="call-gifts" aria-label={t('receipt.title')}>
      <h3>{t('receipt.title')}</h3>
      <ul>
        {gifts.data.map((g) => (
          <li key={g.sendId}>
            <GiftImage src={g.image} size={28} />
            {g.fromUserId === me
              ? g.from === 'backpack'
                ? t('receipt.sentFree', { gift: g.name })
                : t('receipt.sent', { gift: g.name, coins: g.coins })
              : t('receipt.received', { gift: g.name, points: g.points })}
          </li>
        ))}
      </ul>
    </section>
  );
}
