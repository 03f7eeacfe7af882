import { RewardCode } from '@mingle/protocol';
import { areaError } from '../../errors';

/** A rewards refusal with the protocol's code and English text (packages/protocol/src/rewards/codes.ts). */
export class RewardError extends areaError<RewardCode>({
  [RewardCode.ALREADY_CHECKED_IN]: 409,
  [RewardCode.DEVICE_CHECKED_IN]: 409,
  [RewardCode.FIRST_WEEK_ENDED]: 409,
  [RewardCode.ALREADY_CLAIMED]: 409,
  [RewardCode.DEVICE_CLAIMED]: 409,
  [RewardCode.NOT_NEW_USER]: 403,
  [RewardCode.DEVICE_BANNED]: 403,
  [RewardCode.TASK_NOT_FOUND]: 404,
  [RewardCode.TASK_NOT_DONE]: 409,
  [RewardCode.NO_SPINS]: 409,
  [RewardCode.WHEEL_CLOSED]: 409,
}) {}
