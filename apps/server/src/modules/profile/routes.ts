import {
  bindEmailConfirmBodySchema,
  bindEmailStartBodySchema,
  bindPhoneConfirmBodySchema,
  bindPhoneStartBodySchema,
  complementInfoBodySchema,
  getUserInfoQuerySchema,
  ok,
  profileUpdateBodySchema,
  ProfilePath,
  saveTermsBodySchema,
} from '@mingle/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LoginRequiredError } from '../../errors';
import { requireSession } from '../../http/request-contract';
import type { Session, SessionService } from '../session/service';
import type { BindingService } from './binding-service';
import type { ProfileService } from './service';

export interface ProfileRouteDeps {
  profile: ProfileService;
  bindings: BindingService;
  sessions: SessionService;
}

/**
 * complementInfo sits under 'exempt' in the spec, so the contract lets it through without a session; the
 * supplementary registration is still only for a signed-in user, whose userId and loginToken come along.
 */
async function sessionOfExemptCall(request: FastifyRequest, sessions: SessionService): Promise<Session> {
  const { userId, loginToken } = request.common;
  if (userId === undefined || !loginToken) throw new LoginRequiredError();
  return sessions.authenticate(userId, loginToken);
}

export function profileRoutes(app: FastifyInstance, { profile, bindings, sessions }: ProfileRouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(ProfilePath.getUserInfo, { schema: { querystring: getUserInfoQuerySchema } }, async (request) => {
    const { userId } = requireSession(request);
    const { searchUserId } = request.query;
    return ok(
      searchUserId === undefined ? await profile.ownInfo(userId) : await profile.infoOf(userId, searchUserId),
    );
  });

  api.post(ProfilePath.update, { schema: { body: profileUpdateBodySchema } }, async (request) =>
    ok(await profile.update(requireSession(request).userId, request.body)),
  );

  api.get(ProfilePath.interests, async (request) => {
    requireSession(request);
    return ok(profile.interests());
  });

  api.get(ProfilePath.languages, async (request) => {
    requireSession(request);
    return ok(profile.languages());
  });

  api.post(ProfilePath.complementInfo, { schema: { body: complementInfoBodySchema } }, async (request) => {
    const { userId } = await sessionOfExemptCall(request, sessions);
    return ok(await profile.complement(userId, request.body));
  });

  api.get(ProfilePath.termsStatus, async (request) =>
    ok(await profile.termsStatus(requireSession(request).userId)),
  );

  api.post(ProfilePath.saveTerms, { schema: { body: saveTermsBodySchema } }, async (request) =>
    ok(await profile.acceptTerms(requireSession(request).userId, request.body.termsVersion)),
  );

  api.post(ProfilePath.bindEmailStart, { schema: { body: bindEmailStartBodySchema } }, async (request) =>
    ok(await bindings.start(requireSession(request).userId, 'email', request.body.email)),
  );
  api.post(
    ProfilePath.bindEmailConfirm,
    { schema: { body: bindEmailConfirmBodySchema } },
    async (request) => {
      const { email, code } = request.body;
      return ok(await bindings.confirm(requireSession(request).userId, 'email', email, code));
    },
  );
  api.post(ProfilePath.bindPhoneStart, { schema: { body: bindPhoneStartBodySchema } }, async (request) =>
    ok(await bindings.start(requireSession(request).userId, 'phone', request.body.phone)),
  );
  api.post(
    ProfilePath.bindPhoneConfirm,
    { schema: { body: bindPhoneConfirmBodySchema } },
    async (request) => {
      const { phone, code } = request.body;
      return ok(await bindings.confirm(requireSession(request).userId, 'phone', phone, code));
    },
  );
}
