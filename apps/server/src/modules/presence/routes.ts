import { OnlineStatus, presenceApi } from '@mingle/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, LoginRequiredError } from '../../errors';
import { routeEndpoints } from '../../http/endpoint-route';
import type { BlocksRepo } from '../blocks/repo';
import type { Session, SessionService } from '../session/service';
import type { PresenceService } from './service';

export interface PresenceRouteDeps {
  presence: PresenceService;
  sessions: SessionService;
  blocks: Pick<BlocksRepo, 'blockedEitherWayAmong'>;
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
  routeEndpoints(app, presenceApi, {
    batch: async ({ input, request }) => {
      const ids = input.userIds;
      const viewer = await viewerOf(request, sessions);
      const [statuses, hidden] = await Promise.all([
        presence.publicStatuses(ids),
        viewer === undefined ? new Set<number>() : blocks.blockedEitherWayAmong(viewer, ids),
      ]);
      return ids.map((userId, i) => ({
        userId,
        status:
          userId === 0 || hidden.has(userId) ? OnlineStatus.OFFLINE : (statuses[i] ?? OnlineStatus.OFFLINE),
      }));
    },
    heartbeat: async ({ input, request }) => {
      const { userId } = await sessionOf(request, sessions);
      return { status: await presence.heartbeat(userId, input.status) };
    },
    upload: async ({ input, request }) => {
      const { userId } = await sessionOf(request, sessions);
      return { status: await presence.heartbeat(userId, input.status) };
    },
  });
}
