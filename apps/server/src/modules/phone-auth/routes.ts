import { BOT_TELEMETRY_HEADER, phoneApi } from '@mingle/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../../errors';
import { routeEndpoints } from '../../http/endpoint-route';
import { requestLanguage } from '../../http/request-language';
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
  const caller = (request: FastifyRequest): Caller => ({
    ip: request.ip,
    country: countries.countryCodeFor(request.ip),
    language: requestLanguage(request),
  });

  routeEndpoints(app, phoneApi, {
    checkMobile: ({ input, request }) => service.checkMobile(input.phone, caller(request)),
    checkMobilePublic: ({ input, request }) => service.checkMobile(input.phone, caller(request)),
    sendCode: ({ input, request }) => service.sendCode(input, caller(request), telemetryHeader(request)),
    sendCodePublic: ({ input, request }) =>
      service.sendCode(input, caller(request), telemetryHeader(request)),
    checkCode: ({ input, request }) => service.checkCode(input, caller(request)),
    checkCodePublic: ({ input, request }) => service.checkCode(input, caller(request)),
    login: ({ input, request }) => service.loginWithCode(input, caller(request), signInDevice(request)),
    passwordLogin: ({ input, request }) =>
      service.loginWithPassword(input, caller(request), signInDevice(request)),
    passwordLoginPublic: ({ input, request }) =>
      service.loginWithPassword(input, caller(request), signInDevice(request)),
    passwordLoginPost: ({ input, request }) =>
      service.loginWithPassword(input, caller(request), signInDevice(request)),
    updatePassword: ({ session, input, request }) =>
      service.updatePassword(session.userId, input, request.ip),
    resetPassword: ({ input, request }) =>
      service.resetPassword(input, caller(request), signInDevice(request)),
  });
}
