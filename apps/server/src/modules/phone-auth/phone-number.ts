import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

export interface MobileNumber {
  /** E.164, the one form numbers are stored and compared in. */
  e164: string;
  /** Two-letter country of the number; undefined for numbers that belong to no country. */
  country: string | undefined;
  /** Calling code plus the first national digits: the number ranges SMS-pumping attacks rotate through. */
  prefix: string;
}

/**
 * Only numbers that can receive a text: premium-rate, toll-free and shared-cost numbers are what SMS pumping
 * sends codes to, and landlines cannot read them. Where a country's plan cannot tell mobiles from landlines
 * (the US, Canada) the number is accepted.
 */
const TEXTABLE_TYPES: ReadonlySet<string> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);
const PREFIX_NATIONAL_DIGITS = 4;

/**
 * Reads a number as people type it: with a + or 00 country code, or in national form, which is then read as a
 * number of `defaultCountry` (the caller's country). undefined means 'Please enter a valid mobile number'.
 */
export function parseMobileNumber(raw: string, defaultCountry?: string): MobileNumber | undefined {
  const trimmed = raw.trim().replace(/^00/, '+');
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry as CountryCode | undefined);
  if (!parsed?.isValid()) return undefined;
  const type = parsed.getType();
  if (!type || !TEXTABLE_TYPES.has(type)) return undefined;
  return {
    e164: parsed.number,
    country: parsed.country,
    prefix: `+${parsed.countryCallingCode}${parsed.nationalNumber.slice(0, PREFIX_NATIONAL_DIGITS)}`,
  };
}
