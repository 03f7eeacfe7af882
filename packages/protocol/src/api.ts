import { z } from 'zod';

/** HTTP paths both sides use. Paths containing 'exempt' are public (spec §6). */
export const ApiPath = {
  countryByIp: '/facade/api/function/exempt/country/byip',
  health: '/healthz',
} as const;

export function isPublicPath(path: string): boolean {
  return path.includes('exempt');
}

/** The country record of spec §3: numeric id, two-letter code and the address it was derived from. */
export const countryByIpSchema = z.object({ id: z.number().int(), ab: z.string(), ip: z.string() });
export type CountryByIp = z.infer<typeof countryByIpSchema>;
