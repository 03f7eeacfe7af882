import { ISO_COUNTRIES } from './iso-countries';

export interface Country {
  /** ISO 3166-1 numeric code; the two regions below use ids outside the ISO range. */
  id: number;
  /** ISO 3166-1 alpha-2 code, or the region code for the Malaysian regions. */
  code: string;
  /** English short name. */
  name: string;
}

/** Malaysia split by audience (spec §3); ids above 999 cannot collide with ISO numeric codes. */
export const MALAY_CHINESE_REGION: Country = { id: 9001, code: 'MYC', name: 'Malay Chinese region' };
export const MALAY_NON_CHINESE_REGION: Country = { id: 9002, code: 'MYNC', name: 'Malay Non-Chinese region' };

export const COUNTRIES: readonly Country[] = [
  ...ISO_COUNTRIES,
  MALAY_CHINESE_REGION,
  MALAY_NON_CHINESE_REGION,
];

const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));
const byId = new Map(COUNTRIES.map((c) => [c.id, c]));

/** Case-insensitive, because codes arrive from headers, geo-IP lookups and URLs in either case. */
export function countryByCode(code: string | null | undefined): Country | undefined {
  if (!code) return undefined;
  return byCode.get(code.trim().toUpperCase());
}

export function countryById(id: number | null | undefined): Country | undefined {
  if (id === null || id === undefined) return undefined;
  return byId.get(id);
}
