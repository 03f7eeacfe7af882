import type { BanNoticeParams, RefundNoticeParams, RefundReport, RewardNoticeParams } from '@mingle/protocol';
import type { ApplicationDecided, PayoutDecided } from '../hosts/service';
import type { BanRow } from '../moderation/bans-repo';
import type { RewardGiven } from '../rewards/grants';
import type { NoticeFact } from './service';

/**
 * How the areas' facts become notices; the composition root (context.ts) wires each area's listener to these.
 * Only types cross from the areas: notices depends on what they tell, never on how they work.
 */
export function noticeOfReward(given: RewardGiven): NoticeFact {
  const params: RewardNoticeParams = { activity: 'wheel', coins: given.coins, spins: given.spins };
  if (given.activity.startsWith('task:')) {
    params.activity = 'task';
    params.task = given.activity.slice('task:'.length);
  } else if (
    given.activity === 'register-banner' ||
    given.activity === 'check-in' ||
    given.activity === 'first-week' ||
    given.activity === 'push' ||
    given.activity === 'webapp'
  ) {
    params.activity = given.activity;
  }
  if (given.step !== undefined) params.day = given.step;
  return {
    userId: given.userId,
    key: `reward:${given.activity}:${given.period}`,
    content: { kind: 'reward', params },
  };
}

export function noticeOfRefund(userId: number, report: RefundReport): NoticeFact {
  const decision: RefundNoticeParams['decision'] =
    report.status === 'refunded'
      ? 'refunded'
      : report.status === 'coins_credited'
        ? 'coins_credited'
        : 'rejected';
  return {
    userId,
    key: `refund:${report.id}`,
    content: {
      kind: 'refund',
      params: {
        reportId: report.id,
        orderNo: report.orderNo,
        decision,
        coins: report.coins,
        note: report.note,
      },
    },
  };
}

/** One notice per account a ban reached (an account ban, or every account seen on a banned device). */
export function noticesOfBan(ban: BanRow, userIds: number[]): NoticeFact[] {
  const scope: BanNoticeParams['scope'] =
    ban.userId !== null && ban.deviceId !== null ? 'both' : ban.userId !== null ? 'account' : 'device';
  return userIds.map((userId) => ({
    userId,
    key: `ban:${ban.id}`,
    content: { kind: 'ban', params: { scope, until: ban.endsAt.getTime(), message: ban.message } },
  }));
}

/** An admin approved or refused a host application (modules/hosts). */
export function noticeOfHostApplication(fact: ApplicationDecided): NoticeFact {
  const { userId, applicationId, decision, reason, reapplyAt } = fact;
  return {
    userId,
    key: `host-application:${applicationId}`,
    content: { kind: 'host', params: { applicationId, decision, reason, reapplyAt } },
  };
}

/** An admin marked a payout request paid or rejected it (modules/hosts). */
export function noticeOfPayout(fact: PayoutDecided): NoticeFact {
  const { userId, payoutId, points, decision, reason } = fact;
  return {
    userId,
    key: `payout:${payoutId}`,
    content: { kind: 'payout', params: { payoutId, points, decision, reason } },
  };
}
