import { defineCodes, type AreaCode } from '../define-codes';

/**
 * Answer codes of rewards and activities (register banner, check-in, first-week bonus, tasks, lucky wheel),
 * 15000-15099. Spec §8.2 gives the check-in and first-week texts; the sentence after 'Sorry you have already
 * checked in today' and the wording of the other-account variant are ours, the rest too, in the same voice.
 */
export const rewardCodes = defineCodes('rewards', {
  ALREADY_CHECKED_IN: [15001, 'Sorry you have already checked in today. Please come back tomorrow.'],
  /** Spec §8.2's variant: this device checked in today, signed in to another account. */
  DEVICE_CHECKED_IN: [
    15002,
    'Sorry you have already checked in today on this device with another account. Please come back tomorrow.',
  ],
  FIRST_WEEK_ENDED: [15003, 'Sorry the New user first week bonus has ended'],
  /** This reward (of today, or a one-off) was claimed by this account already. */
  ALREADY_CLAIMED: [15004, 'You have already claimed this reward.'],
  /** Another account claimed this reward on this device (per-device cap against farming). */
  DEVICE_CLAIMED: [15005, 'This reward has already been claimed on this device with another account.'],
  /** The register banner is for new accounts only. */
  NOT_NEW_USER: [15006, 'This offer is only for new members.'],
  /** New-member rewards are refused to accounts of a device that was banned. */
  DEVICE_BANNED: [15007, 'New-member rewards are not available on this device.'],
  TASK_NOT_FOUND: [15008, 'This task does not exist.'],
  TASK_NOT_DONE: [15009, 'Finish the task first, then claim its reward.'],
  NO_SPINS: [15010, 'You have no spins left. Complete tasks to earn more.'],
  /** No prize is configured: the wheel is switched off. */
  WHEEL_CLOSED: [15011, 'The lucky wheel is not available right now.'],
});
export const RewardCode = rewardCodes.code;
export type RewardCode = AreaCode<typeof rewardCodes>;
