import type { MatchOffer } from '@mingle/protocol';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar';
import { PopupDialog } from '../../components/popup-dialog';
import { useCountdown } from '../shop/countdown';
import { PersonFacts } from './person-facts';
import { useInterestNames } from './table-names';
import type { OfferAnswer } from './use-matching-session';

interface MatchedDialogProps {
  offer: MatchOffer;
  /** This side accepted and waits for the other. */
  accepted: boolean;
  onAnswer(answer: OfferAnswer): void;
  /** The answer time ran out without an answer from this side. */
  onExpire(): void;
}

/**
 * The matched pop-up (spec §1, §9): who was found, the 10 s to answer, and Next locked for its first 5 s so a
 * person is seen before they are skipped. It is answered only through its buttons; Escape and clicks beside it
 * do nothing, as a slip of the hand should not turn a person away.
 */
export function MatchedDialog({ offer, accepted, onAnswer, onExpire }: MatchedDialogProps) {
  const { t } = useTranslation('matching');
  const interestNames = useInterestNames();
  const interestsId = useId();
  const secondsLeft = useCountdown(offer.expiresAt) ?? 0;
  const nextLeft = useCountdown(offer.nextAt) ?? 0;
  const { peer } = offer;
  const interests = interestNames(peer.interests);

  useEffect(() => {
    if (secondsLeft === 0) onExpire();
  }, [secondsLeft, onExpire]);

  return (
    <PopupDialog
      title={t('matched.title')}
      // Only its answers end it; the frame has no way to close it (not dismissible, no close button).
      onClose={() => undefined}
      dismissible={false}
      alert={false}
      className="match-dialog"
    >
      <div className="match-peer">
        <Avatar src={peer.headImg} name={peer.userName} size={96} />
        <p className="match-person-name">{peer.userName}</p>
        <PersonFacts age={peer.age} countryId={peer.countryId} />
        {interests.length > 0 && (
          <>
            <p id={interestsId} className="match-note">
              {t('person.interests')}
            </p>
            <ul className="match-interests" aria-labelledby={interestsId}>
              {interests.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {offer.price > 0 && <p className="match-note">{t('matched.cost', { coins: offer.price })}</p>}
      <p className="match-timer" role="timer">
        {t('matched.timeLeft', { seconds: secondsLeft })}
      </p>
      {accepted && (
        <p role="status" className="match-note">
          {t('matched.waiting', { name: peer.userName })}
        </p>
      )}
      <div className="popup-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={accepted}
          onClick={() => onAnswer('decline')}
        >
          {t('matched.decline')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={accepted || nextLeft > 0}
          onClick={() => onAnswer('next')}
        >
          {t('matched.next')}
          {nextLeft > 0 && (
            <span className="match-next-count" aria-hidden="true">
              {nextLeft}
            </span>
          )}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={accepted}
          onClick={() => onAnswer('accept')}
        >
          {t('matched.accept')}
        </button>
      </div>
      {nextLeft > 0 && !accepted && (
        <p className="match-note">{t('matched.nextIn', { seconds: nextLeft })}</p>
      )}
    </PopupDialog>
  );
}
