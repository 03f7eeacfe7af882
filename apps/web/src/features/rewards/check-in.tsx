import type { CheckInList, CheckInResult } from '@mingle/protocol';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { PopupDialog } from '../../components/popup-dialog';
import { SkeletonList } from '../../components/skeleton';
import { withPrefix } from '../../i18n/language-prefix';
import { formatLocalTime } from './format';
import { useCheckIn, useCheckInConfig, useCheckInList } from './queries';
import { LoadFailed } from './load-failed';
import { RewardDays } from './reward-days';
import { RewardError } from './reward-error';
import './rewards.css';

/**
 * Daily check-in (spec §2.3 check-in, §3, §4): the days of the current 7-day cycle with what each pays a VIP,
 * today's state and the check-in button. Anyone may check in (it keeps the cycle and counts for the check-in
 * task); only a VIP gets the coins, and a member who is not VIP is told what a VIP would have got.
 */
export function CheckInPanel() {
  const { t } = useTranslation('wheel');
  const list = useCheckInList();
  if (list.isPending) return <SkeletonList label={t('checkIn.loading')} rows={2} />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  return <CheckInCycle list={list.data} />;
}

function CheckInCycle({ list }: { list: CheckInList }) {
  const { t, i18n } = useTranslation('wheel');
  const prefix = useLanguagePrefix();
  const checkIn = useCheckIn();
  return (
    <div className="reward-panel">
      <RewardDays
        label={t('checkIn.daysLabel')}
        days={list.days}
        coinsText={(coins) => (list.isVip ? t('coins', { coins }) : t('checkIn.vipCoins', { coins }))}
      />
      <p className="reward-note">{t('checkIn.rule', { total: list.totalCoin })}</p>
      {!list.isVip && (
        <p className="reward-note reward-vip-note">
          {t('checkIn.vipNote')} <Link to={withPrefix(prefix, '/shop')}>{t('checkIn.shopLink')}</Link>
        </p>
      )}
      <div role="status" className="form-notice reward-result">
        {checkIn.data && <CheckInOutcome result={checkIn.data} />}
      </div>
      <RewardError error={checkIn.error} />
      {list.hasCheck ? (
        <p className="reward-done">
          {t('checkIn.done', { time: formatLocalTime(list.nextAt, i18n.language) })}
        </p>
      ) : (
        <button
          type="button"
          className="button button-primary reward-action"
          disabled={checkIn.isPending}
          onClick={() => checkIn.mutate()}
        >
          <CalendarCheck aria-hidden="true" />
          {t('checkIn.button', { day: list.today })}
        </button>
      )}
    </div>
  );
}

function CheckInOutcome({ result }: { result: CheckInResult }) {
  const { t } = useTranslation('wheel');
  return (
    <>
      {result.isVip
        ? t('checkIn.resultVip', { day: result.day, coins: result.coins })
        : t('checkIn.resultNotVip', { day: result.day, coins: result.vipCoins })}
    </>
  );
}

/** The check-in pop-up (spec §2.3): the same cycle and button in the one pop-up frame. */
export function CheckInDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('wheel');
  return (
    <PopupDialog title={t('checkIn.title')} onClose={onClose} className="reward-dialog">
      <CheckInPanel />
    </PopupDialog>
  );
}

/**
 * A small "Check in today" chip while today's check-in is open (the config's `show`), opening the pop-up. The
 * pop-up stays open after the chip goes away, so the member sees what their check-in gave.
 */
export function CheckInChip() {
  const { t } = useTranslation('wheel');
  const config = useCheckInConfig();
  const [open, setOpen] = useState(false);
  return (
    <>
      {config.data?.show && (
        <button type="button" className="activity-box" onClick={() => setOpen(true)}>
          <CalendarCheck aria-hidden="true" />
          <span>{t('checkIn.open')}</span>
        </button>
      )}
      {open && <CheckInDialog onClose={() => setOpen(false)} />}
    </>
  );
}
