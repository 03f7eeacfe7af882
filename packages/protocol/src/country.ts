import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The country record of spec §3: numeric id, two-letter code and the address it was derived from. */
export const countryByIpSchema = z.object({ id: z.number().int(), ab: z.string(), ip: z.string() });
export type CountryByIp = z.infer<typeof countryByIpSchema>;

export const countryApi = {
  byIp: defineEndpoint({
    method: 'GET',
    path: '/facade/api/function/exempt/country/byip',
    data: countryByIpSchema,
    summary: "The caller's country from their IP address (id 0 when unknown)",
  }),
} as const;
