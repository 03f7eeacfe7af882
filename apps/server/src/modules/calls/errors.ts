import { CallCode } from '@mingle/protocol';
import { areaError } from '../../errors';

/** A calls-area refusal with the protocol's code and English text (packages/protocol/src/calls/calls.ts). */
export class CallError extends areaError<CallCode>({
  [CallCode.CALL_NOT_FOUND]: 404,
  [CallCode.NOT_IN_CALL]: 403,
  [CallCode.PEER_OFFLINE]: 409,
  [CallCode.PEER_BUSY]: 409,
  [CallCode.CANNOT_CALL_SELF]: 400,
  [CallCode.FRIENDS_ONLY]: 403,
  [CallCode.NOT_FRIENDS]: 403,
  [CallCode.ALREADY_IN_CALL]: 409,
  [CallCode.CONNECTION_FAILED]: 409,
  [CallCode.NOT_A_HOST]: 403,
  [CallCode.NOT_YOUR_ACTION]: 403,
  [CallCode.IN_OTHER_TAB]: 409,
  [CallCode.CALLER_INVITE_LIMIT]: 429,
  [CallCode.HOST_INVITE_LIMIT]: 429,
  [CallCode.PRICE_OUT_OF_BOUNDS]: 400,
}) {}
