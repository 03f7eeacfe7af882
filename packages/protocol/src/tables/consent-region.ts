/**
 * Countries whose visitors get the consent manager instead of the simple cookie notice (spec §9): the EU
 * member states plus the United Kingdom and Switzerland, exactly as the spec lists them.
 */
export const CONSENT_REGION = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'GB',
  'CH',
] as const;
export type ConsentRegionCode = (typeof CONSENT_REGION)[number];

const consentRegion = new Set<string>(CONSENT_REGION);

/** Case-insensitive, since geo-IP lookups and stored profiles do not agree on case. */
export function isConsentRegion(code: string | null | undefined): boolean {
  return !!code && consentRegion.has(code.trim().toUpperCase());
}
