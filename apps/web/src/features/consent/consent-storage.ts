import { readLocal, writeLocal } from '../../lib/local-storage';

/** Spec §4: the simple notice's acceptance is stored as 'accepted'. */
export const COOKIE_NOTICE_KEY = 'cookie';
export const COOKIE_NOTICE_ACCEPTED = 'accepted';

export const CONSENT_KEY = 'mingle.consent';
/**
 * Bump when the purposes or their wording change: consent given to an older version no longer counts and
 * the consent screen is shown again.
 */
export const CONSENT_VERSION = 1;

export interface ConsentChoices {
  analytics: boolean;
  marketing: boolean;
}

export interface StoredConsent extends ConsentChoices {
  version: number;
  /** Always true: the site does not work without these, so they are not a choice. */
  necessary: true;
  /** ISO time of the decision, kept as proof of when consent was given or withdrawn. */
  decidedAt: string;
}

export function parseConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Partial<StoredConsent>;
    if (v.version !== CONSENT_VERSION) return null;
    if (typeof v.analytics !== 'boolean' || typeof v.marketing !== 'boolean') return null;
    if (typeof v.decidedAt !== 'string') return null;
    return {
      version: v.version,
      necessary: true,
      analytics: v.analytics,
      marketing: v.marketing,
      decidedAt: v.decidedAt,
    };
  } catch {
    return null;
  }
}

export function readConsent(): StoredConsent | null {
  return parseConsent(readLocal(CONSENT_KEY));
}

export function writeConsent(choices: ConsentChoices, now: Date = new Date()): StoredConsent {
  const stored: StoredConsent = {
    version: CONSENT_VERSION,
    necessary: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
    decidedAt: now.toISOString(),
  };
  writeLocal(CONSENT_KEY, JSON.stringify(stored));
  return stored;
}

export function isCookieNoticeAccepted(): boolean {
  return readLocal(COOKIE_NOTICE_KEY) === COOKIE_NOTICE_ACCEPTED;
}

export function acceptCookieNotice(): void {
  writeLocal(COOKIE_NOTICE_KEY, COOKIE_NOTICE_ACCEPTED);
}
