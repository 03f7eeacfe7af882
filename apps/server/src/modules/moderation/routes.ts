import { moderationApi, type BanView } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors';
import { routeEndpoints } from '../../http/endpoint-route';
import type { BanService } from './ban-service';
import type { BanRow } from './bans-repo';

function banView(ban: BanRow): BanView {
  return {
    id: ban.id,
    // The column only ever holds what a ban request's kind allows.
    kind: ban.kind as BanView['kind'],
    userId: ban.userId,
    deviceId: ban.deviceId,
    message: ban.message,
    startsAt: ban.startsAt.toISOString(),
    endsAt: ban.endsAt.toISOString(),
    liftedAt: ban.liftedAt?.toISOString() ?? null,
    createdBy: ban.createdBy,
  };
}

/** Admin-only ban management; the same operations exist as `npm run admin` commands. */
export function moderationRoutes(app: FastifyInstance, bans: BanService): void {
  routeEndpoints(app, moderationApi, {
    ban: async ({ session, input }) => {
      const { kind, targetUserId, targetDeviceId, hours, message } = input;
      const ban = await bans.ban({
        kind,
        userId: targetUserId,
        deviceId: targetDeviceId,
        hours,
        message,
        by: `admin:${session.userId}`,
      });
      return banView(ban);
    },
    liftBan: async ({ input }) => {
      const lifted = await bans.lift(input.id);
      if (!lifted) throw new NotFoundError('No such ban in force');
      return banView(lifted);
    },
    bans: async () => (await bans.list()).map(banView),
  });
}
