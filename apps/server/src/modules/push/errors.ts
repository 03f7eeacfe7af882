import { PushCode } from '@mingle/protocol';
import { areaError } from '../../errors';

/** A push or web-app refusal with the protocol's code and English text (packages/protocol/src/push/push.ts). */
export class PushError extends areaError<PushCode>({
  [PushCode.NOT_ENABLED]: 409,
  [PushCode.NOT_INSTALLED]: 409,
  [PushCode.BAD_ENDPOINT]: 400,
}) {}
