import { MatchCode, answerText, type MatchQuota } from '@mingle/protocol';
import { AppError } from '../../errors';

/** A matching refusal with the protocol's code and English text (packages/protocol/src/matching). */
export class MatchError extends AppError {
  constructor(code: MatchCode, httpStatus = 400, message: string = answerText(code)) {
    super(code, message, httpStatus);
  }
}

/**
 * The free matches of today are used up. Unlike other refusals it carries data: the quota, so the client can
 * show the countdown to the reset (the error handler puts it into the envelope's data).
 */
export class QuotaUsedError extends MatchError {
  override readonly data: MatchQuota;

  constructor(readonly quota: MatchQuota) {
    super(MatchCode.QUOTA_USED, 403);
    this.data = quota;
  }
}
