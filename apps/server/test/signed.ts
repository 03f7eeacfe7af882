import { randomBytes } from 'node:crypto';
import { buildSignedRequest, type HttpMethod, type RequestCredentials } from '@mingle/protocol';
import type { InjectOptions } from 'fastify';

export interface SignedInjectInput {
  method: HttpMethod;
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: Record<string, unknown>;
  credentials?: RequestCredentials;
  timestamp?: number;
  nonce?: string;
  /** The reader's language (spec §3 ids); English unless a test asks for another. */
  languageId?: number;
}

/** A request built exactly as the web client builds it (same protocol function), ready for app.inject. */
export function signedInject(input: SignedInjectInput): InjectOptions & { url: string } {
  const req = buildSignedRequest({
    method: input.method,
    path: input.path,
    query: input.query,
    body: input.body,
    credentials: input.credentials ?? { deviceId: 'test-device' },
    nonce: input.nonce ?? randomBytes(8).toString('hex'),
    timestamp: input.timestamp ?? Date.now(),
    appId: 'mingle-web',
    version: '1.0.0',
    languageId: input.languageId ?? 1,
  });
  return { method: input.method, url: req.url, ...(req.body ? { payload: req.body } : {}) };
}
