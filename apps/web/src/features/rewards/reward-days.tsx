import type { RewardDayState } from '@mingle/protocol';
import Check from 'lucide-react/icons/check';
import { useTranslation } from 'react-i18next';

export interface RewardDayView {
  day: number;
  coins: number;
  state: RewardDayState;
}

/**
 * The days of a cycle (check-in) or of the first week as a row of cards: what each pays and its state. One list
 * item per day, read as "Day 3, 20 coins, Today".
 */
export function RewardDays({
  label,
  days,
  coinsText,
}: {
  label: string;
  days: readonly RewardDayView[];
  /** How a day's amount reads ("20 coins", or "20 coins for VIP" for a member who is not VIP). */
  coinsText: (coins: number) => string;
}) {
  const { t } = useTranslation('wheel');
  return (
    <ol className="reward-days" aria-label={label}>
      {days.map((d) => (
        <li
          key={d.day}
          className="reward-day"
          data-state={d.state}
          aria-current={d.state === 'today' ? 'date' : undefined}
        >
          <span className="reward-day-name">{t('day', { day: d.day })}</span>
          <span className="reward-day-coins">{coinsText(d.coins)}</span>
          <span className="reward-day-state">
            {d.state === 'claimed' && <Check aria-hidden="true" />}
            {t(`dayState.${d.state}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}
