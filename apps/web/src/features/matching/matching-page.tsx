import { MatchCode, type MatchFilter } from '@mingle/protocol';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { useCodeText } from '../../components/use-catalogue-text';
import { withPrefix } from '../../i18n/language-prefix';
import { CameraPreview } from '../home/camera-preview';
import { callInProgress, useCallStore } from '../calls/call-store';
import { currentFilter, useMatchFilterStore } from './filter-store';
import { MatchActions } from './match-actions';
import { GENDER_OPTIONS } from './match-filters';
import { MatchedDialog } from './matched-dialog';
import type { MatchingState } from './matching-state';
import { RefusalNotice } from './refusal-notice';
import { useCountryIdName } from './table-names';
import { useMatchingSession, type MatchingSession } from './use-matching-session';
import './matching.css';

/**
 * The 'matching' route (spec §2.1): in the queue with the filters and price home showed, the own camera on
 * screen, the matched pop-up when someone is found. The route guard sends a first load or an arrival from the
 * shop home instead (spec §2.2), since only home knows the filters and the price the person agreed to.
 */
export function MatchingPage() {
  const { t } = useTranslation();
  const headingId = useId();
  // Fixed for the visit: the price sent is the one shown when Start was pressed.
  const [filter] = useState(() => currentFilter(useMatchFilterStore.getState()));
  const session = useMatchingSession(filter);
  const { phase } = session.state;
  return (
    <section className="page matching" aria-labelledby={headingId}>
      <h1 id={headingId} className="matching-title">
        {t('routes.Matching')}
      </h1>
      <CameraPreview />
      <MatchingStatus session={session} filter={filter} />
      {phase.kind === 'offer' && (
        <MatchedDialog
          key={phase.offer.matchId}
          offer={phase.offer}
          accepted={phase.accepted}
          onAnswer={(answer) => session.answer(phase.offer.matchId, answer)}
          onExpire={() => session.expire(phase.offer.matchId)}
        />
      )}
    </section>
  );
}

function MatchingStatus({ session, filter }: { session: MatchingSession; filter: MatchFilter }) {
  const { t } = useTranslation('matching');
  const noticeText = useNoticeText();
  const navigate = useNavigate();
  const prefix = useLanguagePrefix();
  const { phase, notice } = session.state;

  const stop = () => {
    session.stop();
    void navigate(withPrefix(prefix, '/'));
  };

  switch (phase.kind) {
    case 'joining':
    case 'searching':
    case 'offer':
      return (
        <div className="match-status">
          <p role="status">
            {notice && <span className="match-notice">{noticeText(notice)} </span>}
            {phase.kind === 'joining' ? t('page.joining') : t('page.searching')}
          </p>
          <FilterSummary filter={filter} />
          <div className="match-actions">
            <button type="button" className="button button-secondary button-large" onClick={stop}>
              {t('page.stop')}
            </button>
          </div>
        </div>
      );
    case 'connecting':
      return (
        <p role="status" className="match-status">
          {t('page.connecting', { name: phase.peer.userName })}
        </p>
      );
    case 'refused':
      return <RefusalNotice refusal={phase.refusal} onRetry={session.join} />;
    case 'inCall':
    case 'callFailed':
    case 'stopped':
      return <Finished state={session.state} onStart={session.join} />;
  }
}

/** Why the last offer ended; an offer gone when answered is the answer code's own text. */
function useNoticeText(): (notice: NonNullable<MatchingState['notice']>) => string {
  const { t } = useTranslation('matching');
  const codeText = useCodeText();
  return (notice) => (notice === 'gone' ? codeText(MatchCode.MATCH_GONE) : t(`ended.${notice}`));
}

/** After a call, a failed hand-over or a stop: the way to meet someone new, or to go back. */
function Finished({ state, onStart }: { state: MatchingState; onStart(): void }) {
  const { t } = useTranslation('matching');
  const noticeText = useNoticeText();
  const { phase, notice } = state;
  const calling = useCallStore(callInProgress);
  let text: string;
  if (phase.kind === 'inCall') {
    text = t(calling ? 'page.inCall' : 'page.callEnded', { name: phase.peer.userName });
  } else if (phase.kind === 'callFailed') text = t('page.callFailed');
  else text = notice ? `${noticeText(notice)} ${t('page.stopped')}` : t('page.stopped');
  return (
    <div className="match-status">
      <p role={phase.kind === 'callFailed' ? 'alert' : 'status'}>{text}</p>
      <MatchActions onStart={onStart} large />
    </div>
  );
}

/** What this search asks for, so the person knows what the price shown on home bought. */
function FilterSummary({ filter }: { filter: MatchFilter }) {
  const { t } = useTranslation('matching');
  const countryIdName = useCountryIdName();
  const gender = GENDER_OPTIONS.find((o) => o.value === filter.gender) ?? GENDER_OPTIONS[0];
  const country = (filter.countryId !== 0 && countryIdName(filter.countryId)) || t('filters.anyCountry');
  return (
    <p className="match-note">
      {t('page.filterSummary', { gender: t(gender.key), country })}
      {filter.price > 0 && <> · {t('price.filtered', { coins: filter.price })}</>}
    </p>
  );
}
