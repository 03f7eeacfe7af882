import { parseLanguagePrefix, withPrefix, type LanguagePrefix } from '../../i18n/language-prefix';

/** A place in the app: enough to go back to it exactly. */
export interface AppPlace {
  pathname: string;
  search: string;
  hash: string;
}

/** A place the app had on screen, with the name of its route. */
export interface ScreenPlace extends AppPlace {
  name: string;
}

export interface LoginReturnInput {
  /** The route on screen when the login route was entered; null on the first load of the app. */
  previous: ScreenPlace | null;
  /** The target decided when the pop-up first opened, for when the login route is entered again from itself. */
  carried: AppPlace | null;
  /** The language prefix of the login URL being entered. */
  prefix: LanguagePrefix | null;
}

/** What the LoginPage route's loader hands to the page; the login pop-up goes there when closed. */
export interface LoginRouteData {
  /** Path, query and hash to go back to; null when there is nothing of ours to go back to (first load). */
  returnTo: string | null;
}

/**
 * Where closing the login pop-up goes: back to the page the visitor was on when the guard (or a link) sent them
 * to the login route, so a blocked click costs them nothing. On a first load there is no such page and the
 * caller goes home. A language switch while the pop-up is open (login route to login route) keeps the original
 * page, in the language now chosen.
 */
export function decideLoginReturn({ previous, carried, prefix }: LoginReturnInput): AppPlace | null {
  if (!previous) return null;
  if (previous.name !== 'LoginPage') {
    return { pathname: previous.pathname, search: previous.search, hash: previous.hash };
  }
  if (!carried) return null;
  return { ...carried, pathname: withPrefix(prefix, parseLanguagePrefix(carried.pathname).rest) };
}

export function placeToPath(place: AppPlace): string {
  return `${place.pathname}${place.search}${place.hash}`;
}
