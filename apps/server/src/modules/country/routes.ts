import { ApiPath, countryByCode, ok, type CountryByIp } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import type { CountryLocator } from '../../infra/geoip';
import { normaliseIp } from '../../infra/geoip';

export function countryRoutes(app: FastifyInstance, locator: CountryLocator): void {
  app.get(ApiPath.countryByIp, async (request) => {
    const ip = normaliseIp(request.ip);
    const code = locator.countryCodeFor(ip);
    const answer: CountryByIp = { id: countryByCode(code)?.id ?? 0, ab: code, ip };
    return ok(answer);
  });
}
