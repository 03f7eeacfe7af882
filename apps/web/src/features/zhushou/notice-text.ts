import type { Notice } from '@mingle/protocol';
import type { TFunction } from 'i18next';
import { formatLocalDateTime } from '../rewards/format';

/** What a reward gave, as one phrase: '+120 coins', '+1 spin', '+10 coins · +1 spin'. */
function rewardOf(t: TFunction<'zhushou'>, coins: number, spins: number): string {
  const parts = [
    coins > 0 ? t('plusCoins', { coins }) : null,
    spins > 0 ? t('plusSpins', { count: spins }) : null,
  ].filter((part) => part !== null);
  return parts.join(' · ');
}

/**
 * A notice in the reader's language: the server stores its kind and parameters only. Words an admin or a
 * moderator wrote (a refund note, a ban message) are shown as they wrote them, apart from the sentence.
 */
export function noticeText(t: TFunction<'zhushou'>, notice: Notice, language: string): string[] {
  switch (notice.kind) {
    case 'reward': {
      const { activity, coins, spins, day } = notice.params;
      const reward = rewardOf(t, coins, spins);
      switch (activity) {
        case 'register-banner':
          return [t('reward.registerBanner', { reward })];
        case 'check-in':
          return [
            reward
              ? t('reward.checkInPaid', { day: day ?? 1, reward })
              : t('reward.checkIn', { day: day ?? 1 }),
          ];
        case 'first-week':
          return [t('reward.firstWeek', { reward })];
        case 'task':
          return [t('reward.task', { reward })];
        case 'wheel':
          return [t('reward.wheel', { reward })];
        case 'push':
          return [t('reward.push', { reward })];
        case 'webapp':
          return [t('reward.webapp', { reward })];
      }
      break;
    }
    case 'refund': {
      const { decision, orderNo, coins, note } = notice.params;
      const line =
        decision === 'refunded'
          ? t('refund.refunded', { orderNo, coins: coins ?? 0 })
          : decision === 'coins_credited'
            ? t('refund.coinsCredited', { orderNo, coins: coins ?? 0 })
            : t('refund.rejected', { orderNo });
      return note ? [line, t('refund.note', { note })] : [line];
    }
    case 'ban': {
      const { scope, until, message } = notice.params;
      const line = t(`ban.${scope}`, { until: formatLocalDateTime(until, language) });
      return message ? [line, t('ban.message', { message })] : [line];
    }
    case 'host': {
      const { decision, reason, reapplyAt } = notice.params;
      if (decision === 'approved') return [t('host.approved')];
      const lines = [t('host.refused')];
      if (reason) lines.push(t('host.reason', { reason }));
      if (reapplyAt !== null)
        lines.push(t('host.reapplyAt', { date: formatLocalDateTime(reapplyAt, language) }));
      return lines;
    }
    case 'payout': {
      const { decision, points, reason } = notice.params;
      if (decision === 'paid') return [t('payout.paid', { points })];
      return reason
        ? [t('payout.rejected', { points }), t('payout.reason', { reason })]
        : [t('payout.rejected', { points })];
    }
  }
  return [];
}
