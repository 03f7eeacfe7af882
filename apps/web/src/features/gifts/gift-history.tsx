import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/tabs';
import { GiftImage } from './gift-image';
import { useGiftHistory } from './queries';

type Direction = 'received' | 'sent';

/** The gifts one received (with the points each earned) or sent (with the coins each cost), newest first. */
export function GiftHistory() {
  const { t } = useTranslation('gifts');
  const headingId = useId();
  const [direction, setDirection] = useState<Direction>('received');
  return (
    <section className="gift-history" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('history.title')}</h2>
      <Tabs<Direction>
        label={t('history.title')}
        tabs={[
          { key: 'received', label: t('history.received') },
          { key: 'sent', label: t('history.sent') },
        ]}
        selected={direction}
        onSelect={setDirection}
      >
        <HistoryList direction={direction} />
      </Tabs>
    </section>
  );
}

function HistoryList({ direction }: { direction: Direction }) {
  const { t, i18n } = useTranslation('gifts');
  const history = useGiftHistory(direction);
  if (history.isPending) return <p role="status">{t('history.loading')}</p>;
  if (history.isError) return <p role="alert">{t('history.loadFailed')}</p>;
  if (history.data.list.length === 0) return <p>{t('history.empty')}</p>;
  return (
    <ul className="gift-history-list">
      {history.data.list.map((g) => (
        <li key={g.sendId} className="gift-message">
          <GiftImage src={g.image} size={28} />
          <span>
            {direction === 'received'
              ? t('history.receivedItem', { gift: g.name, points: g.points })
              : g.from === 'backpack'
                ? t('history.sentFree', { gift: g.name })
                : t('history.sentItem', { gift: g.name, coins: g.coins })}
          </span>
          <time dateTime={new Date(g.time).toISOString()}>
            {new Date(g.time).toLocaleString(i18n.language)}
          </time>
        </li>
      ))}
    </ul>
  );
}
