import {
  alreadyVerifyEmailBodySchema,
  emailAutoLoginBodySchema,
  emailBodySchema,
  emailLoginBodySchema,
  EmailPath,
  emailQuerySchema,
  emailRegisterBodySchema,
  forgetCodeBodySchema,
  linkTokenBodySchema,
  ok,
  resetPasswordBodySchema,
  setPasswordBodySchema,
} from '@mingle/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/request-contract';
import type { Caller, EmailAuthService } from './service';

const caller = (request: FastifyRequest): Caller => ({ ip: request.ip, deviceId: request.common.deviceId });

/**
 * Spec §7 e-mail calls. Sign-up, sign-in and forgot-password are for visitors, but the spec's paths carry no
 * 'exempt' and so need a session; each is also served under an exempt alias, which the web app calls.
 */
export function emailAuthRoutes(app: FastifyInstance, service: EmailAuthService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const path of [EmailPath.exists, EmailPath.existsPublic]) {
    api.get(path, { schema: { querystring: emailQuerySchema } }, async (request) =>
      ok(await service.exists(request.query.email, request.ip)),
    );
  }
  for (const path of [EmailPath.register, EmailPath.registerPublic]) {
    api.post(path, { schema: { body: emailRegisterBodySchema } }, async (request) =>
      ok(await service.register(request.body, caller(request))),
    );
  }
  for (const path of [EmailPath.login, EmailPath.loginPublic]) {
    api.post(path, { schema: { body: emailLoginBodySchema } }, async (request) =>
      ok(await service.login(request.body, caller(request))),
    );
  }
  for (const path of [EmailPath.sendForgetEmail, EmailPath.sendForgetEmailPublic]) {
    api.post(path, { schema: { body: emailBodySchema } }, async (request) => {
      await service.sendForgetEmail(request.body.email, request.ip);
      return ok(null);
    });
  }

  api.post(EmailPath.checkForgetCode, { schema: { body: forgetCodeBodySchema } }, async (request) => {
    await service.checkForgetCode(request.body.email, request.body.code, request.ip);
    return ok(null);
  });
  api.post(EmailPath.resetPassword, { schema: { body: resetPasswordBodySchema } }, async (request) =>
    ok(await service.resetPassword(request.body, caller(request))),
  );

  api.post(EmailPath.sendVerifyEmail, async (request) => {
    await service.sendVerifyEmail(requireSession(request).userId, request.ip);
    return ok(null);
  });
  api.post(
    EmailPath.alreadyVerifyEmail,
    { schema: { body: alreadyVerifyEmailBodySchema } },
    async (request) =>
      ok(await service.alreadyVerifyEmail(requireSession(request).userId, request.body.code, request.ip)),
  );
  api.post(EmailPath.verifyEmailLink, { schema: { body: linkTokenBodySchema } }, async (request) =>
    ok(await service.verifyEmailLink(request.body.token, request.ip)),
  );
  api.post(EmailPath.setPassword, { schema: { body: setPasswordBodySchema } }, async (request) => {
    await service.setPassword(
      requireSession(request).userId,
      request.body.password,
      request.body.oldPassword,
    );
    return ok(null);
  });
  api.post(EmailPath.checkFormalUserEmail, { schema: { body: emailBodySchema } }, async (request) =>
    ok(await service.checkFormalUserEmail(requireSession(request).userId, request.body.email, request.ip)),
  );

  api.post(EmailPath.sendLoginLink, { schema: { body: emailBodySchema } }, async (request) => {
    await service.sendLoginLink(request.body.email, request.ip);
    return ok(null);
  });
  api.post(EmailPath.autoLogin, { schema: { body: emailAutoLoginBodySchema } }, async (request) =>
    ok(await service.autoLogin(request.body, caller(request))),
  );
}
