import { GiftCode } from '@mingle/protocol';
import { areaError } from '../../errors';

/** A gifts refusal with the protocol's code and English text (packages/protocol/src/gifts/gifts.ts). */
export class GiftError extends areaError<GiftCode>({
  [GiftCode.GIFT_SELF]: 400,
  [GiftCode.GIFT_UNAVAILABLE]: 409,
  [GiftCode.NOT_IN_CALL]: 409,
  [GiftCode.BACKPACK_EMPTY]: 409,
  [GiftCode.SEND_KEY_REUSED]: 409,
  [GiftCode.GIFT_NOT_FOUND]: 404,
}) {}
