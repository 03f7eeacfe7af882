import { createHmac, timingSafeEqual } from 'node:crypto';
import { mediaFilePath } from '@mingle/protocol';

export interface SignableMedia {
  id: number;
  status: string;
  /** A server-chosen name with 128 random bits that never leaves the server: the per-file signing key. */
  storageKey: string;
  /** 'chat' pictures are always signed links, whatever their status. */
  kind?: string;
}

/** How long a link to a file under review works; rounded so that one file keeps one URL for a while. */
const LINK_TTL_MS = 60 * 60_000;
const LINK_BUCKET_MS = 15 * 60_000;

function signature(media: SignableMedia, expiresAt: number): Buffer {
  return createHmac('sha256', media.storageKey).update(`media:${media.id}:${expiresAt}`).digest();
}

/**
 * Approved files are public: the URL is plain, for <img> and <video> tags anywhere. A file in any other state
 * is for its owner and the reviewers only, and <img> tags cannot sign requests, so its URL carries a short-lived
 * signature (exp in ms, sig) that nobody without the storage key can make. No server-wide secret is needed,
 * and the link is the same on every node.
 */
export function mediaUrl(media: SignableMedia, now: Date): string {
  const path = mediaFilePath(media.id);
  if (isPublic(media)) return path;
  const exp = Math.ceil(now.getTime() / LINK_BUCKET_MS) * LINK_BUCKET_MS + LINK_TTL_MS;
  return `${path}?exp=${exp}&sig=${signature(media, exp).toString('base64url')}`;
}

/**
 * Approved album media only. A chat picture's signed link is handed out only to the two people of the
 * conversation (with its message), so nobody else can read it.
 */
export function isPublic(media: SignableMedia): boolean {
  return media.status === 'approved' && media.kind !== 'chat';
}

export function mediaLinkValid(
  media: SignableMedia,
  exp: number | undefined,
  sig: string | undefined,
  now: Date,
): boolean {
  if (exp === undefined || sig === undefined || exp <= now.getTime()) return false;
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(media, exp);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
