import { parseLanguagePrefix } from '../i18n/language-prefix';

/** Paths of the landing pages (home and the random video chat page), inside any language prefix. */
const LANDING_PATHS: ReadonlySet<string> = new Set(['/', '/random-video-chat']);

export function isLandingPath(pathname: string): boolean {
  const rest = parseLanguagePrefix(pathname).rest.replace(/\/+$/, '') || '/';
  return LANDING_PATHS.has(rest);
}

/**
 * Spec §2.2: landing pages are not shown inside another site's frame. The server's frame-ancestors header is
 * the real protection; this covers old browsers. Returns true when the app must not render here.
 */
export function breakOutOfFrame(win: Window = window): boolean {
  if (win.top === win.self || !isLandingPath(win.location.pathname)) return false;
  try {
    if (win.top) win.top.location.href = win.location.href;
  } catch {
    // A sandboxed frame may not navigate its parent; rendering nothing is then the remaining defence.
  }
  return true;
}
