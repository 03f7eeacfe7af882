import type { Backpack, BackpackItem } from '@mingle/protocol';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GiftImage } from './gift-image';

/**
 * The backpack's gifts with counts and expiry dates; expired ones (the last 30 days, spec §9) in their own list.
 * With `onChoose` the usable ones are buttons (the gift pop-up); without, a plain list (the backpack page).
 */
export function BackpackList({
  query,
  chosen,
  onChoose,
}: {
  query: UseQueryResult<Backpack>;
  chosen?: number | null;
  onChoose?: (giftId: number) => void;
}) {
  const { t } = useTranslation('gifts');
  if (query.isPending) return <p role="status">{t('backpack.loading')}</p>;
  if (query.isError) return <p role="alert">{t('backpack.loadFailed')}</p>;
  const { items, expired } = query.data;
  return (
    <div className="backpack">
      {items.length === 0 ? (
        <p className="backpack-empty">{t('backpack.empty')}</p>
      ) : (
        <ul className="gift-grid" aria-label={t('backpack.title')}>
          {items.map((item) => (
            <li key={`${item.giftId}:${item.expiresAt}`}>
              <BackpackTile
                item={item}
                selected={chosen === item.giftId}
                {...(onChoose ? { onChoose: () => onChoose(item.giftId) } : {})}
              />
            </li>
          ))}
        </ul>
      )}
      {expired.length > 0 && (
        <section className="backpack-expired" aria-label={t('backpack.expiredTitle')}>
          <h3>{t('backpack.expiredTitle')}</h3>
          <ul className="gift-grid">
            {expired.map((item) => (
              <li key={`${item.giftId}:${item.expiresAt}`}>
                <BackpackTile item={item} selected={false} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function BackpackTile({
  item,
  selected,
  onChoose,
}: {
  item: BackpackItem;
  selected: boolean;
  onChoose?: () => void;
}) {
  const { t, i18n } = useTranslation('gifts');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(item.expiresAt);
  const body = (
    <>
      <GiftImage src={item.image} />
      <span className="gift-tile-name">{item.name}</span>
      <span className="gift-tile-count">{t('backpack.count', { count: item.count })}</span>
      <span className="gift-tile-expiry">
        {item.expired ? t('backpack.expired', { date }) : t('backpack.expires', { date })}
      </span>
    </>
  );
  if (!onChoose || item.expired) {
    return (
      <div className="gift-tile" data-expired={item.expired ? 'true' : undefined}>
        {body}
      </div>
    );
  }
  return (
    <button
      type="button"
      className="gift-tile"
      aria-pressed={selected}
      aria-label={t('backpack.item', { name: item.name, count: item.count, date })}
      onClick={onChoose}
    >
      {body}
    </button>
  );
}
