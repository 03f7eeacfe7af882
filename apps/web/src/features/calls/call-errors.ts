import { ApiError } from '../../lib/api-client';
import type { CallFailure } from './call-store';

/** A refused call request as the call screens keep it: the answer code and the server's words, if any. */
export function failureOf(error: unknown): CallFailure {
  if (error instanceof ApiError && error.kind === 'answer') return { code: error.code, msg: error.message };
  return { code: null, msg: '' };
}
