import { isPublicPath } from './api';
import { PLATFORM_TYPE_WEB } from './common-fields';
import { computeSign } from './sign';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

/** Who is asking; userId and loginToken are absent for visitors. */
export interface RequestCredentials {
  deviceId: string;
  userId?: number | undefined;
  loginToken?: string | undefined;
}

export interface SignedRequestInput {
  method: HttpMethod;
  path: string;
  query?: Record<string, QueryValue> | undefined;
  body?: Record<string, unknown> | undefined;
  credentials: RequestCredentials;
  /** Fresh for every request: the server refuses a nonce it has seen from the device. */
  nonce: string;
  timestamp: number;
  appId: string;
  version: string;
  languageId: number;
}

export interface SignedRequest {
  /** Path and query, ready to append to the gateway base URL. */
  url: string;
  /** JSON body for POST/PUT/PATCH, undefined otherwise. */
  body: Record<string, unknown> | undefined;
}

const WRITE_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'PATCH']);

function toQuery(params: Record<string, QueryValue>): string {
  return Object.entries(params)
    .filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
    )
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
}

/**
 * Builds a request the way spec §7 describes: common fields merged into the body for writes and into the
 * query for reads; sign, timestamp, deviceId, nonce, userId and version always in the query. The sign is
 * computed over the exact URL that is sent, and appended last.
 */
export function buildSignedRequest(input: SignedRequestInput): SignedRequest {
  const { credentials, nonce, timestamp } = input;
  const common = {
    appId: input.appId,
    version: input.version,
    platformType: PLATFORM_TYPE_WEB,
    languageId: input.languageId,
    deviceId: credentials.deviceId,
    nonce,
    userId: credentials.userId,
    loginToken: credentials.loginToken,
    timestamp,
  };
  const signing = {
    timestamp,
    deviceId: credentials.deviceId,
    nonce,
    userId: credentials.userId,
    version: input.version,
  };
  const isWrite = WRITE_METHODS.has(input.method);
  const query = isWrite ? { ...input.query, ...signing } : { ...input.query, ...common };
  const unsigned = `${input.path}?${toQuery(query)}`;
  // Public paths are signed with an empty key even for a logged-in user (spec §7), so the server can check
  // them without a session lookup.
  const key = isPublicPath(input.path) ? '' : (credentials.loginToken ?? '');
  const sign = computeSign(key, {
    url: unsigned,
    deviceId: credentials.deviceId,
    nonce,
    timestamp,
    userId: credentials.userId,
  });
  return {
    url: `${unsigned}&sign=${sign}`,
    body: isWrite ? { ...input.body, ...common } : undefined,
  };
}
