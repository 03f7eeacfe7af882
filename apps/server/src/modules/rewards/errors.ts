import { answerText, RewardCode } from '@mingle/protocol';
import { AppError } from '../../errors';

/** The HTTP status hint of each rewards refusal; the envelope code is what clients act on. */
const STATUS: Record<RewardCode, number> = {
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
};

/** A rewards refusal with the protocol's code and English text (packages/protocol/src/rewards/codes.ts). */
export class RewardError extends AppError {
  constructor(code: RewardCode) {
    super(code, answerText(code), STATUS[code]);
  }
}
