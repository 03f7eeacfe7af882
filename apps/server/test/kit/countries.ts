import { countryByCode } from '@mingle/protocol';

/** The id of a country by its two-letter code; tests that filter by country each keep to one of their own. */
export function countryId(code: string): number {
  const found = countryByCode(code);
  if (!found) throw new Error(`unknown country ${code}`);
  return found.id;
}
