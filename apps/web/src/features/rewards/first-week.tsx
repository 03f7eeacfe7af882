import { RewardCode, type FirstWeek } from '@mingle/protocol';
import Gift from 'lucide-react/icons/gift';
import { useTranslation } from 'react-i18next';
import { SkeletonList } from '../../components/skeleton';
import { useCodeText } from '../../components/use-catalogue-text';
import { ApiError } from '../../lib/api-client';
import { formatLocalDateTime } from './format';
import { LoadFailed } from './load-failed';
import { useClaimFirstWeek, useFirstWeek } from './queries';
import { RewardDays } from './reward-days';
import { RewardError } from './reward-error';

/**
 * The first-week new-member bonus (spec §1, §9): a bonus on each of the first 7 UTC days after sign-up, claimed
 * on its day; from day 8, spec §8.2's 'Sorry the New user first week bonus has ended'.
 */
export function FirstWeekPanel() {
  const { t } = useTranslation('wheel');
  const status = useFirstWeek();
  if (status.isPending) return <SkeletonList label={t('firstWeek.loading')} rows={2} />;
  // A refusal (a banned device gets no new-member rewards) says why; anything else may be tried again.
  if (status.isError) {
    return status.error instanceof ApiError && status.error.kind === 'answer' ? (
      <RewardError error={status.error} />
    ) : (
      <LoadFailed onRetry={() => void status.refetch()} />
    );
  }
  return <FirstWeekDays week={status.data} />;
}

function FirstWeekDays({ week }: { week: FirstWeek }) {
  const { t, i18n } = useTranslation('wheel');
  const codeText = useCodeText();
  const claim = useClaimFirstWeek();
  if (week.ended) {
    return <p className="reward-done">{codeText(RewardCode.FIRST_WEEK_ENDED)}</p>;
  }
  const today = week.days.find((d) => d.state === 'today');
  return (
    <div className="reward-panel">
      <p className="reward-note">{t('firstWeek.intro')}</p>
      <RewardDays
        label={t('firstWeek.daysLabel')}
        days={week.days}
        coinsText={(coins) => t('coins', { coins })}
      />
      <p className="reward-note">
        {t('firstWeek.endsAt', { time: formatLocalDateTime(week.endsAt, i18n.language) })}
      </p>
      <div role="status" className="form-notice reward-result">
        {claim.data && t('firstWeek.claimed', { coins: claim.data.coins })}
      </div>
      <RewardError error={claim.error} />
      {today ? (
        <button
          type="button"
          className="button button-primary reward-action"
          disabled={claim.isPending}
          onClick={() => claim.mutate()}
        >
          <Gift aria-hidden="true" />
          {t('firstWeek.claim', { coins: today.coins })}
        </button>
      ) : (
        <p className="reward-done">{t('firstWeek.comeBack')}</p>
      )}
    </div>
  );
}
