import { HostCode, type PriceOutOfBounds } from '@mingle/protocol';
import { areaError } from '../../errors';

/** A host self-service refusal with the protocol's code and English text (packages/protocol/src/hosts). */
export class HostError extends areaError<HostCode>({
  [HostCode.REQUIREMENTS_NOT_MET]: 403,
  [HostCode.ALREADY_HOST]: 409,
  [HostCode.APPLICATION_PENDING]: 409,
  [HostCode.REAPPLY_TOO_SOON]: 409,
  [HostCode.APPLICATION_NOT_FOUND]: 404,
  [HostCode.APPLICATION_DECIDED]: 409,
  [HostCode.PRICE_OUT_OF_BOUNDS]: 400,
  [HostCode.PAYOUT_BELOW_MINIMUM]: 400,
  [HostCode.PAYOUT_OVER_AVAILABLE]: 409,
  [HostCode.PAYOUT_NOT_FOUND]: 404,
  [HostCode.PAYOUT_DECIDED]: 409,
  [HostCode.BOUNDS_INVALID]: 400,
  [HostCode.HOSTS_ONLY]: 403,
  [HostCode.REASON_REQUIRED]: 400,
}) {}

/** A refused reapplication, with when the user may apply again. */
export class ReapplyTooSoonError extends HostError {
  override readonly data: { reapplyAt: number };

  constructor(reapplyAt: number) {
    super(HostCode.REAPPLY_TOO_SOON);
    this.data = { reapplyAt };
  }
}

/** A price outside the operator's bounds, naming the field and the bounds it must keep. */
export class PriceOutOfBoundsError extends HostError {
  override readonly data: PriceOutOfBounds;

  constructor(bounds: PriceOutOfBounds) {
    super(HostCode.PRICE_OUT_OF_BOUNDS);
    this.data = bounds;
  }
}
