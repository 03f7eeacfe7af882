import {
  heartbeatBodySchema,
  ok,
  OnlineStatus,
  PresencePath,
  presenceBatchQuerySchema,
  uploadStatusBodySchema,
} from '@mingle/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, LoginRequiredError } from '../../errors';
import type { BlocksRepo } from '../blocks/repo';
import type { Session, SessionService } from '../session/service';
import type { PresenceService } from './service';

export interface PresenceRouteDeps {
  presence: PresenceService;
  sessions: SessionService;
  blocks: BlocksRepo;
}

/** The status calls sit under 'exempt' (spec §7.1); the writes still belong to a signed-in user. */
async function sessionOf(request: FastifyRequest, sessions: SessionService): Promise<Session> {
  const { userId, loginToken } = request.common;
  if (userId === undefined || !loginToken) throw new LoginRequiredError();
  return sessions.authenticate(userId, loginToken);
}

/** A visitor may ask too; a signed-in caller additionally sees users blocked either way as offline. */
async function viewerOf(request: FastifyRequest, sessions: SessionService): Promise<number | undefined> {
  try {
    return (await sessionOf(request, sessions)).userId;
  } catch (err) {
    if (err instanceof AppError) return undefined;
    throw err;
  }
}

export function presenceRoutes(
  app: FastifyInstance,
  { presence, sessions, blocks }: PresenceRouteDeps,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(PresencePath.batch, { schema: { querystring: presenceBatchQuerySchema } }, async (request) => {
    const ids = request.query.userIds;
    const viewer = await viewerOf(request, sessions);
    const [statuses, hidden] = await Promise.all([
      presence.publicStatuses(ids),
      viewer === undefined ? new Set<number>() : blocks.blockedEitherWayAmong(viewer, ids),
    ]);
    return ok(
      ids.map((userId, i) => ({
        userId,
        status:
          userId === 0 || hidden.has(userId) ? OnlineStatus.OFFLINE : (statuses[i] ?? OnlineStatus.OFFLINE),
      })),
    );
  });

  api.post(PresencePath.heartbeat, { schema: { body: heartbeatBodySchema } }, async (request) => {
    const { userId } = await sessionOf(request, sessions);
    // Without a status, a heartbeat keeps an invisible user invisible rather than revealing them.
    const current = await presence.ownStatus(userId);
    const wanted =
      request.body.status ??
      (current === OnlineStatus.INVISIBLE ? OnlineStatus.INVISIBLE : OnlineStatus.ONLINE);
    return ok({ status: await presence.heartbeat(userId, wanted) });
  });

  api.post(PresencePath.upload, { schema: { body: uploadStatusBodySchema } }, async (request) => {
    const { userId } = await sessionOf(request, sessions);
    return ok({ status: await presence.heartbeat(userId, request.body.status) });
  });
}
