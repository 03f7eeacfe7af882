import { profileApi } from '@mingle/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LoginRequiredError } from '../../errors';
import { routeEndpoints } from '../../http/endpoint-route';
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
  routeEndpoints(app, profileApi, {
    getUserInfo: ({ session, input: { searchUserId } }) =>
      searchUserId === undefined
        ? profile.ownInfo(session.userId)
        : profile.infoOf(session.userId, searchUserId),
    update: ({ session, input }) => profile.update(session.userId, input),
    interests: async () => [...profile.interests()],
    languages: async () => [...profile.languages()],
    complementInfo: async ({ input, request }) => {
      const { userId } = await sessionOfExemptCall(request, sessions);
      return profile.complement(userId, input);
    },
    termsStatus: ({ session }) => profile.termsStatus(session.userId),
    saveTerms: ({ session, input }) => profile.acceptTerms(session.userId, input.termsVersion),
    bindEmailStart: ({ session, input }) => bindings.start(session.userId, 'email', input.email),
    bindEmailConfirm: ({ session, input }) =>
      bindings.confirm(session.userId, 'email', input.email, input.code),
    bindPhoneStart: ({ session, input }) => bindings.start(session.userId, 'phone', input.phone),
    bindPhoneConfirm: ({ session, input }) =>
      bindings.confirm(session.userId, 'phone', input.phone, input.code),
  });
}
