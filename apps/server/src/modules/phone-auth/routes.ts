import {
  BOT_TELEMETRY_HEADER,
  checkCodeQuerySchema,
  checkMobileQuerySchema,
  mobilePasswordLoginSchema,
  ok,
  phoneLoginBodySchema,
  PhonePath,
  resetMobilePasswordBodySchema,
  sendCodeBodySchema,
  updateMobilePasswordBodySchema,
} from '@mingle/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ValidationError } from '../../errors';
import { requireSession } from '../../http/request-contract';
import type { CountryLocator } from '../../infra/geoip';
import type { Caller, PhoneAuthService } from './service';

/** A sign-in ends in a session bound to the device, so the device id (a common field) must be there. */
function signInDevice(request: FastifyRequest): string {
  const { deviceId } = request.common;
  if (!deviceId) throw new ValidationError('Invalid request: deviceId: required to sign in');
  return deviceId;
}

function telemetryHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[BOT_TELEMETRY_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Phone sign-in. Each spec path is served as listed (signed in, since it has no 'exempt') and under its exempt
 * alias for visitors; both answer the same.
 */
export function phoneAuthRoutes(
  app: FastifyInstance,
  service: PhoneAuthService,
  countries: CountryLocator,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const caller = (request: FastifyRequest): Caller => ({
    ip: request.ip,
    country: countries.countryCodeFor(request.ip),
  });

  for (const url of [PhonePath.checkMobile, PhonePath.checkMobilePublic]) {
    api.get(url, { schema: { querystring: checkMobileQuerySchema } }, async (request) =>
      ok(await service.checkMobile(request.query.phone, caller(request))),
    );
  }

  for (const url of [PhonePath.sendCode, PhonePath.sendCodePublic]) {
    api.post(url, { schema: { body: sendCodeBodySchema } }, async (request) =>
      ok(await service.sendCode(request.body, caller(request), telemetryHeader(request))),
    );
  }

  for (const url of [PhonePath.checkCode, PhonePath.checkCodePublic]) {
    api.get(url, { schema: { querystring: checkCodeQuerySchema } }, async (request) =>
      ok(await service.checkCode(request.query, caller(request))),
    );
  }

  api.post(PhonePath.login, { schema: { body: phoneLoginBodySchema } }, async (request) =>
    ok(await service.loginWithCode(request.body, caller(request), signInDevice(request))),
  );

  for (const url of [PhonePath.passwordLogin, PhonePath.passwordLoginPublic]) {
    api.get(url, { schema: { querystring: mobilePasswordLoginSchema } }, async (request) =>
      ok(await service.loginWithPassword(request.query, caller(request), signInDevice(request))),
    );
  }
  api.post(PhonePath.passwordLoginPublic, { schema: { body: mobilePasswordLoginSchema } }, async (request) =>
    ok(await service.loginWithPassword(request.body, caller(request), signInDevice(request))),
  );

  api.post(PhonePath.updatePassword, { schema: { body: updateMobilePasswordBodySchema } }, async (request) =>
    ok(await service.updatePassword(requireSession(request).userId, request.body, request.ip)),
  );
  api.post(PhonePath.resetPassword, { schema: { body: resetMobilePasswordBodySchema } }, async (request) =>
    ok(await service.resetPassword(request.body, caller(request), signInDevice(request))),
  );
}
