import { interfaceLanguageFor } from '@mingle/protocol';
import { readLocal, writeLocal } from '../lib/local-storage';
import { FALLBACK_LANGUAGE } from './resources';
import { languageForPrefix, parseLanguagePrefix, type LanguagePrefix } from './language-prefix';

/** The language chosen in the switcher on this device. */
export const DEVICE_LANGUAGE_KEY = 'mingle.interfaceLanguage';
/**
 * The signed-in account's stored choice as last read from the server, so the next visit on this device starts in
 * it before the account's info has arrived. Dropped on sign-out.
 */
export const ACCOUNT_LANGUAGE_KEY = 'mingle.accountLanguage';
/** Set by ?pseudo=1 in builds that have the pseudo-locale (pseudo-locale.ts); ?pseudo=0 clears it. */
export const PSEUDO_LOCALE_KEY = 'mingle.pseudoLocale';

/** Accented, longer English (pseudo-locale.ts): development and test builds only, never offered in the switcher. */
export const PSEUDO_LOCALE = 'en-XA';

/**
 * Whether this build can show the pseudo-locale: the dev server and Vitest, or a build made with
 * VITE_PSEUDO_LOCALE=1 (`npm test` builds so for its browser test). A release build leaves it out entirely:
 * the condition is a constant, so the generator is not even in the bundle.
 */
export const PSEUDO_LOCALE_AVAILABLE: boolean =
  import.meta.env.DEV || import.meta.env.VITE_PSEUDO_LOCALE === '1';

export interface LanguageSources {
  /** The URL's language prefix (spec §2.1). */
  prefix: LanguagePrefix | null;
  /** Chosen on this device. */
  device: string | null;
  /** Kept for the signed-in account. */
  account: string | null;
  /** navigator.languages, i.e. what the browser sends as Accept-Language. */
  browser: readonly string[];
  /** Languages that have translation files. */
  shipped: readonly string[];
}

/**
 * Which interface language to show: the URL's prefix first (a link to /de/ is German for everyone; a prefix
 * language without translations still shows English), then the device's choice, then the account's, then the
 * first of the browser's languages we ship, then English. A stored choice of a language not shipped (any more)
 * is passed over, not shown as English.
 */
export function resolveLanguage({ prefix, device, account, browser, shipped }: LanguageSources): string {
  if (prefix) return languageForPrefix(prefix);
  for (const candidate of [device, account, ...browser]) {
    const code = interfaceLanguageFor(candidate);
    if (code && shipped.includes(code)) return code;
  }
  return FALLBACK_LANGUAGE;
}

export function readDeviceLanguage(): string | null {
  return readLocal(DEVICE_LANGUAGE_KEY);
}

export function saveDeviceLanguage(code: string): void {
  writeLocal(DEVICE_LANGUAGE_KEY, code);
}

export function readAccountLanguage(): string | null {
  return readLocal(ACCOUNT_LANGUAGE_KEY);
}

/** Caches the account's choice for the next start on this device; null (signed out, never chose) drops it. */
export function rememberAccountLanguage(code: string | null): void {
  if (code) writeLocal(ACCOUNT_LANGUAGE_KEY, code);
  else {
    try {
      localStorage.removeItem(ACCOUNT_LANGUAGE_KEY);
    } catch {
      // Storage unavailable: nothing was cached either.
    }
  }
}

/**
 * Whether the pseudo-locale is on: ?pseudo=1 turns it on for this browser (kept in localStorage so that every
 * page load of a walk stays in it), ?pseudo=0 turns it off. Always false where the build lacks it.
 */
export function pseudoLocaleRequested(search: string, available = PSEUDO_LOCALE_AVAILABLE): boolean {
  if (!available) return false;
  const asked = new URLSearchParams(search).get('pseudo');
  if (asked === '1') writeLocal(PSEUDO_LOCALE_KEY, '1');
  if (asked === '0') rememberNoPseudo();
  return readLocal(PSEUDO_LOCALE_KEY) === '1';
}

function rememberNoPseudo(): void {
  try {
    localStorage.removeItem(PSEUDO_LOCALE_KEY);
  } catch {
    // Nothing stored.
  }
}

export interface LanguageEnvironment {
  browser: readonly string[];
  shipped: readonly string[];
  /** The pseudo-locale was asked for (and this build has it): it wins over everything. */
  pseudo: boolean;
}

/** The language for a route under `prefix` (null: unprefixed), read afresh at each navigation. */
export function languageForRoute(prefix: LanguagePrefix | null, env: LanguageEnvironment): string {
  if (env.pseudo) return PSEUDO_LOCALE;
  return resolveLanguage({
    prefix,
    device: readDeviceLanguage(),
    account: readAccountLanguage(),
    browser: env.browser,
    shipped: env.shipped,
  });
}

/** The language for a whole path ('/de/shop' -> de; '/shop' -> the stored choices or the browser's). */
export function languageForLocation(pathname: string, env: LanguageEnvironment): string {
  return languageForRoute(parseLanguagePrefix(pathname).prefix, env);
}
