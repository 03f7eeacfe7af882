import { buildSignedRequest, PLATFORM_TYPE_WEB, type QueryValue } from '@mingle/protocol';
import type { ApiSession } from './api-client';

export interface UploadRequestInput {
  path: string;
  /** The upload endpoint's own query fields. */
  query?: Record<string, QueryValue> | undefined;
  session: ApiSession;
  deviceId: string;
  nonce: string;
  timestamp: number;
  appId: string;
  version: string;
  languageId: number;
}

/**
 * The URL of a multipart upload. The body is the form itself, and the server reads the common fields before it
 * parses a multipart body, so they all travel in the query (spec §3: platformType=4 on uploads), signed like
 * every other write: the sign covers the exact URL sent (docs/API.md).
 */
export function buildUploadUrl(input: UploadRequestInput): string {
  const { session } = input;
  const signed = buildSignedRequest({
    method: 'POST',
    path: input.path,
    query: {
      ...input.query,
      appId: input.appId,
      platformType: PLATFORM_TYPE_WEB,
      languageId: input.languageId,
      loginToken: session.loginToken,
    },
    credentials: { deviceId: input.deviceId, userId: session.userId, loginToken: session.loginToken },
    nonce: input.nonce,
    timestamp: input.timestamp,
    appId: input.appId,
    version: input.version,
    languageId: input.languageId,
  });
  return signed.url;
}

/** The form a browser sends: one file under "file" (the server takes the one file whatever its field). */
export function buildUploadForm(file: Blob, filename?: string): FormData {
  const form = new FormData();
  if (filename !== undefined) form.append('file', file, filename);
  else form.append('file', file);
  return form;
}

/** Upload progress as a whole percentage, 0-100; unknown totals count as 0 until the end. */
export function progressPercent(loaded: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)));
}
