import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The request signature of spec §7, defined once and used by both the web client and the server.
 *
 * sign = uppercase hex HMAC-SHA256, keyed by the login token (empty on public paths), over
 *   requestTarget + "\n" + deviceId + "\n" + nonce + "\n" + timestamp + "\n" + userId
 * where requestTarget is the path and query as sent on the wire, minus the signing parameters below.
 * The host is left out on purpose: behind a proxy or CDN the client's and the server's view of it differ,
 * while the path and query are what actually selects the resource.
 */
export const SIGNING_PARAMS = [
  'sign',
  'timestamp',
  'deviceId',
  'nonce',
  'userId',
  'version',
  'loginToken',
] as const;

/** How far a request's timestamp (milliseconds since the epoch) may be from the server's clock. */
export const SIGN_WINDOW_MS = 300_000;

const signingParamSet = new Set<string>(SIGNING_PARAMS);

function decodedKey(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** Path plus query without the signing parameters, keeping the raw order and encoding of the rest. */
export function canonicalTarget(url: string): string {
  const withoutHash = url.split('#', 1)[0] ?? '';
  const q = withoutHash.indexOf('?');
  if (q < 0) return withoutHash;
  const path = withoutHash.slice(0, q);
  const kept = withoutHash
    .slice(q + 1)
    .split('&')
    .filter((pair) => pair !== '' && !signingParamSet.has(decodedKey(pair)));
  return kept.length ? `${path}?${kept.join('&')}` : path;
}

export interface SignInput {
  /** Path and query as sent (an absolute URL is reduced to its path and query). */
  url: string;
  deviceId: string;
  nonce: string;
  timestamp: number | string;
  userId: number | string | undefined;
}

export function signingString(input: SignInput): string {
  const target = canonicalTarget(toPathAndQuery(input.url));
  return [target, input.deviceId, input.nonce, String(input.timestamp), String(input.userId ?? '')].join(
    '\n',
  );
}

export function computeSign(loginToken: string, input: SignInput): string {
  const mac = hmac(sha256, utf8ToBytes(loginToken), utf8ToBytes(signingString(input)));
  return bytesToHex(mac).toUpperCase();
}

/** Constant-time comparison, so a wrong sign does not leak how many leading characters matched. */
export function signMatches(expected: string, given: string): boolean {
  if (expected.length !== given.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}

function toPathAndQuery(url: string): string {
  // Drop "scheme://host[:port]" from an absolute URL; no URL object, so this runs anywhere.
  const rest = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}
