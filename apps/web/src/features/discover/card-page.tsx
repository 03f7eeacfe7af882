import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { DiscoverNav } from './discover-nav';
import { PeopleDeck } from './person-card';
import { useCardDeck } from './queries';
import './discover.css';

/**
 * The card flow (spec §2.1 card, §9): one person online now at a time, full screen. Pass or like by button or
 * swipe; each card stays for the flow's countdown (globalconf cardFlow), then the next comes unless paused.
 * "Call" sends a real invitation at the host's own price, shown first.
 */
export function CardPage() {
  const { t } = useTranslation('discover');
  const headingId = useId();
  const prefix = useLanguagePrefix();
  return (
    <section className="page discover-page discover-card-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="visually-hidden">
        {t('title')}
      </h1>
      <DiscoverNav />
      <h2 className="discover-card-heading">{t('card.heading')}</h2>
      <PeopleDeck
        deck={useCardDeck()}
        flowKey="cardFlow"
        source="card"
        emptyText={t('card.empty')}
        emptyActions={(restart) => (
          <span className="discover-actions">
            <button type="button" className="button button-secondary" onClick={restart}>
              {t('card.restart')}
            </button>
            <Link to={withPrefix(prefix, '/wall')} className="button button-primary">
              {t('card.toWall')}
            </Link>
          </span>
        )}
      />
    </section>
  );
}
