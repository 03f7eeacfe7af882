import { matchAnswerBodySchema, matchFilterSchema, MatchPath, ok } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/request-contract';
import { QuotaUsedError } from './errors';
import type { GuestList } from './guest-list';
import type { MatchingService } from './service';

export function matchingRoutes(app: FastifyInstance, matching: MatchingService, guests: GuestList): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(MatchPath.matching, { schema: { body: matchFilterSchema } }, async (request, reply) => {
    try {
      return ok(await matching.join(requireSession(request), request.body));
    } catch (err) {
      // The one refusal with data: the quota, so the client can count down to the reset.
      if (!(err instanceof QuotaUsedError)) throw err;
      return reply.status(err.httpStatus).send({ code: err.code, data: err.quota, msg: err.message });
    }
  });

  api.post(MatchPath.matchAnswer, { schema: { body: matchAnswerBodySchema } }, async (request) => {
    await matching.answer(requireSession(request).userId, request.body);
    return ok(null);
  });

  api.post(MatchPath.exitMatch, async (request) => {
    await matching.exit(requireSession(request).userId);
    return ok(null);
  });

  api.get(MatchPath.globalconf, async (request) =>
    ok(await matching.globalConf(requireSession(request).userId)),
  );

  api.get(MatchPath.guestList, async () => ok(await guests.list()));
}
