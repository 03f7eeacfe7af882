import { Code, MatchCode, WalletCode, type AnswerCode } from '@mingle/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePopupStore } from '../../app/popup-store';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { useCodeText } from '../../components/use-catalogue-text';
import { withPrefix } from '../../i18n/language-prefix';
import type { Refusal } from './matching-state';
import { MatchActions } from './match-actions';
import { useGlobalConf } from './queries';
import { useQuotaCountdown } from './quota-countdown';

/** Each refusal says what its answer code says (spec §8.2 texts, in the language shown). */
const REFUSAL_CODES: Readonly<Record<Refusal, AnswerCode>> = {
  quotaUsed: MatchCode.QUOTA_USED,
  dailyLimit: MatchCode.DAILY_LIMIT,
  balance: WalletCode.INSUFFICIENT_BALANCE,
  inCall: MatchCode.IN_CALL,
  priceChanged: MatchCode.PRICE_CHANGED,
  profileIncomplete: MatchCode.PROFILE_INCOMPLETE,
  generic: Code.INTERNAL,
};

/** Refusals that may pass by trying again on this page; the others need a step elsewhere first. */
const RETRYABLE: ReadonlySet<Refusal> = new Set(['inCall', 'profileIncomplete', 'generic']);

/** Why matching could not start (spec §8.2 texts), with the way out each case has. */
export function RefusalNotice({ refusal, onRetry }: { refusal: Refusal; onRetry(): void }) {
  const { t } = useTranslation('matching');
  const codeText = useCodeText();
  const prefix = useLanguagePrefix();
  const openPopup = usePopupStore((s) => s.open);
  return (
    <div className="match-refusal" data-refusal={refusal}>
      <p role="alert">{codeText(REFUSAL_CODES[refusal])}</p>
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
