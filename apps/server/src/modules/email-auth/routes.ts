import { emailApi } from '@mingle/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeEndpoints } from '../../http/endpoint-route';
import { requestLanguage } from '../../http/request-language';
import type { Caller, EmailAuthService } from './service';

const caller = (request: FastifyRequest): Caller => ({
  ip: request.ip,
  deviceId: request.common.deviceId,
  language: requestLanguage(request),
});

/**
 * Spec §7 e-mail calls. Sign-up, sign-in and forgot-password are for visitors, but the spec's paths carry no
 * 'exempt' and so need a session; each is also served under an exempt alias, which the web app calls.
 */
export function emailAuthRoutes(app: FastifyInstance, service: EmailAuthService): void {
  routeEndpoints(app, emailApi, {
    exists: ({ input, request }) => service.exists(input.email, request.ip),
    existsPublic: ({ input, request }) => service.exists(input.email, request.ip),
    register: ({ input, request }) => service.register(input, caller(request)),
    registerPublic: ({ input, request }) => service.register(input, caller(request)),
    login: ({ input, request }) => service.login(input, caller(request)),
    loginPublic: ({ input, request }) => service.login(input, caller(request)),
    sendForgetEmail: ({ input, request }) =>
      service.sendForgetEmail(input.email, request.ip, requestLanguage(request)),
    sendForgetEmailPublic: ({ input, request }) =>
      service.sendForgetEmail(input.email, request.ip, requestLanguage(request)),
    checkForgetCode: ({ input, request }) => service.checkForgetCode(input.email, input.code, request.ip),
    resetPassword: ({ input, request }) => service.resetPassword(input, caller(request)),
    sendVerifyEmail: ({ session, request }) =>
      service.sendVerifyEmail(session.userId, request.ip, requestLanguage(request)),
    alreadyVerifyEmail: ({ session, input, request }) =>
      service.alreadyVerifyEmail(session.userId, input.code, request.ip),
    setPassword: ({ session, input }) =>
      service.setPassword(session.userId, input.password, input.oldPassword),
    checkFormalUserEmail: ({ session, input, request }) =>
      service.checkFormalUserEmail(session.userId, input.email, request.ip),
    verifyEmailLink: ({ input, request }) => service.verifyEmailLink(input.token, request.ip),
    sendLoginLink: ({ input, request }) =>
      service.sendLoginLink(input.email, request.ip, requestLanguage(request)),
    autoLogin: ({ input, request }) => service.autoLogin(input, caller(request)),
  });
}
