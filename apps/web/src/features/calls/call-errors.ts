import { CallCode, WalletCode } from '@mingle/protocol';
import { ApiError } from '../../lib/api-client';
import type { CallFailure } from './call-store';

/** The calls namespace key for each answer code a call screen may meet (the texts are the contract's). */
export const CALL_ERROR_KEYS = {
  [CallCode.CALL_NOT_FOUND]: 'errors.callNotFound',
  [CallCode.NOT_IN_CALL]: 'errors.notInCall',
  [CallCode.PEER_OFFLINE]: 'errors.peerOffline',
  [CallCode.PEER_BUSY]: 'errors.peerBusy',
  [CallCode.CANNOT_CALL_SELF]: 'errors.cannotCallSelf',
  [CallCode.FRIENDS_ONLY]: 'errors.friendsOnly',
  [CallCode.NOT_FRIENDS]: 'errors.notFriends',
  [CallCode.ALREADY_IN_CALL]: 'errors.alreadyInCall',
  [CallCode.CONNECTION_FAILED]: 'errors.connectionFailed',
  [CallCode.NOT_YOUR_ACTION]: 'errors.notYourAction',
  [WalletCode.INSUFFICIENT_BALANCE]: 'errors.insufficientBalance',
} as const;
export type CallErrorKey = (typeof CALL_ERROR_KEYS)[keyof typeof CALL_ERROR_KEYS];

export function failureOf(error: unknown): CallFailure {
  if (error instanceof ApiError && error.kind === 'answer') return { code: error.code, msg: error.message };
  return { code: null, msg: '' };
}

/** Our translation for a known code; otherwise the server's own text, or null for the general apology. */
export function callErrorKey(failure: CallFailure): CallErrorKey | null {
  return failure.code !== null && Object.hasOwn(CALL_ERROR_KEYS, failure.code)
    ? CALL_ERROR_KEYS[failure.code as keyof typeof CALL_ERROR_KEYS]
    : null;
}
