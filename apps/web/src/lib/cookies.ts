import { COOKIE_MAX_AGE_DAYS } from '@mingle/protocol';

const DAY_SECONDS = 24 * 60 * 60;

/** The value of one cookie, decoded; undefined when it is not set. */
export function readCookie(name: string, cookieString: string = document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Site-wide cookie kept COOKIE_MAX_AGE_DAYS (spec §9); Lax so links from other sites still carry the session. */
export function writeCookie(name: string, value: string, maxAgeDays: number = COOKIE_MAX_AGE_DAYS): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeDays * DAY_SECONDS)}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
