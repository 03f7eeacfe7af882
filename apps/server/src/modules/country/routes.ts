import { countryApi, countryByCode } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { routeEndpoints } from '../../http/endpoint-route';
import type { CountryLocator } from '../../infra/geoip';
import { normaliseIp } from '../../infra/geoip';

export function countryRoutes(app: FastifyInstance, locator: CountryLocator): void {
  routeEndpoints(app, countryApi, {
    byIp: async ({ request }) => {
      const ip = normaliseIp(request.ip);
      const code = locator.countryCodeFor(ip);
      return { id: countryByCode(code)?.id ?? 0, ab: code, ip };
    },
  });
}
