import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePopupStore } from '../../app/popup-store';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import type { Refusal } from './matching-state';
import { MatchActions } from './match-actions';
import { useGlobalConf } from './queries';
import { useQuotaCountdown } from './quota-countdown';

const REFUSAL_KEYS = {
  quotaUsed: 'refused.quotaUsed',
  dailyLimit: 'refused.dailyLimit',
  balance: 'refused.balance',
  inCall: 'refused.inCall',
  priceChanged: 'refused.priceChanged',
  profileIncomplete: 'refused.profileIncomplete',
  generic: 'refused.generic',
} as const satisfies Record<Refusal, string>;

/** Refusals that may pass by trying again on this page; the others need a step elsewhere first. */
const RETRYABLE: ReadonlySet<Refusal> = new Set(['inCall', 'profileIncomplete', 'generic']);

/** Why matching could not start (spec §8.2 texts), with the way out each case has. */
export function RefusalNotice({ refusal, onRetry }: { refusal: Refusal; onRetry(): void }) {
  const { t } = useTranslation('matching');
  const prefix = useLanguagePrefix();
  const openPopup = usePopupStore((s) => s.open);
  return (
    <div className="match-refusal" data-refusal={refusal}>
      <p role="alert">{t(REFUSAL_KEYS[refusal])}</p>
      {refusal === 'quotaUsed' && <QuotaReset />}
      <MatchActions onStart={RETRYABLE.has(refusal) ? onRetry : undefined}>
        {refusal === 'quotaUsed' && (
          <Link className="button button-primary" to={withPrefix(prefix, '/shop')}>
            {t('quota.becomeVip')}
          </Link>
        )}
        {refusal === 'balance' && (
          <Link className="button button-primary" to={withPrefix(prefix, '/shop')}>
            {t('price.getCoins')}
          </Link>
        )}
        {refusal === 'profileIncomplete' && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => openPopup('complementInfo', {})}
          >
            {t('refused.completeProfile')}
          </button>
        )}
      </MatchActions>
    </div>
  );
}

/** The live countdown to the quota reset; globalconf was read again when the refusal came. */
function QuotaReset() {
  const quota = useGlobalConf().data?.quota;
  if (!quota) return null;
  return <QuotaResetTime resetAt={quota.resetAt} />;
}

function QuotaResetTime({ resetAt }: { resetAt: number }) {
  const { t } = useTranslation('matching');
  const time = useQuotaCountdown(resetAt);
  return (
    <p className="match-countdown" role="timer">
      {t('refused.quotaCountdown', { time })}
    </p>
  );
}
