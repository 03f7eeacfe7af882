import type { SavedCard } from '@mingle/protocol';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { useDeleteCard, useSavedCards } from './queries';
import { SkeletonList } from '../../components/skeleton';

const pad = (n: number) => String(n).padStart(2, '0');

/** cardList: the saved cards (brand, last 4, expiry) with delete. */
export function CardListPage() {
  const { t } = useTranslation('shop');
  const headingId = useId();
  const prefix = useLanguagePrefix();
  const location = useLocation();
  const cards = useSavedCards();
  const remove = useDeleteCard();
  const [deleted, setDeleted] = useState(false);
  const justSaved = (location.state as { saved?: boolean } | null)?.saved === true && !deleted;

  let body;
  if (cards.isPending) body = <SkeletonList label={t('refund.loading')} rows={2} />;
  else if (cards.isError)
    body = (
      <p role="alert">
        {t('refund.loadFailed')}{' '}
        <button type="button" className="button" onClick={() => void cards.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  else if (cards.data.length === 0) body = <p>{t('cards.empty')}</p>;
  else
    body = (
      <ul className="saved-card-list">
        {cards.data.map((card) => (
          <CardRow
            key={card.id}
            card={card}
            busy={remove.isPending && remove.variables === card.id}
            onDelete={() => {
              setDeleted(false);
              remove.mutate(card.id, { onSuccess: () => setDeleted(true) });
            }}
          />
        ))}
      </ul>
    );

  return (
    <section className="page cards-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('cards.listHeading')}</h1>
      <p role="status" className="form-notice">
        {justSaved ? t('cards.saved') : deleted ? t('cards.deleted') : ''}
      </p>
      {remove.isError && (
        <p role="alert" className="form-error">
          {t('cards.deleteFailed')}
        </p>
      )}
      {body}
      <p>
        <Link className="button button-primary" to={withPrefix(prefix, '/paymentInfoAdd')}>
          {t('cards.addLink')}
        </Link>
      </p>
    </section>
  );
}

function CardRow({ card, busy, onDelete }: { card: SavedCard; busy: boolean; onDelete(): void }) {
  const { t } = useTranslation('shop');
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  const label = t('cards.cardLabel', { brand, last4: card.last4 });
  return (
    <li className="saved-card" aria-label={label}>
      <strong>{label}</strong>
      <span>
        {' '}
        · {t('cards.expires', { month: pad(card.expMonth), year: String(card.expYear).slice(-2) })}
      </span>
      <span className="field-hint"> · {t('cards.holder', { name: card.holderName })}</span>
      <button
        type="button"
        className="button"
        disabled={busy}
        aria-label={t('cards.deleteCard', { brand, last4: card.last4 })}
        onClick={onDelete}
      >
        {t('cards.delete')}
      </button>
    </li>
  );
}
