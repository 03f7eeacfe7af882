import { adminBanRequestSchema, adminLiftBanRequestSchema, ok } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../errors';
import type { BanRow } from './bans-repo';
import { requireAdmin } from './require-admin';

function banView(ban: BanRow) {
  return {
    id: ban.id,
    kind: ban.kind,
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
export function moderationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/facade/api/admin/ban', { schema: { body: adminBanRequestSchema } }, async (request) => {
    const admin = await requireAdmin(request, ctx.users);
    const { kind, targetUserId, targetDeviceId, hours, message } = request.body;
    const ban = await ctx.bans.ban({
      kind,
      userId: targetUserId,
      deviceId: targetDeviceId,
      hours,
      message,
      by: `admin:${admin.userId}`,
    });
    return ok(banView(ban));
  });

  api.post('/facade/api/admin/ban/lift', { schema: { body: adminLiftBanRequestSchema } }, async (request) => {
    await requireAdmin(request, ctx.users);
    const lifted = await ctx.bans.lift(request.body.id);
    if (!lifted) throw new NotFoundError('No such ban in force');
    return ok(banView(lifted));
  });

  api.get('/facade/api/admin/bans', async (request) => {
    await requireAdmin(request, ctx.users);
    return ok((await ctx.bans.list()).map(banView));
  });
}
