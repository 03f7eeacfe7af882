import {
  CALL_ACTION_PATHS,
  CallPath,
  friendVideoBodySchema,
  hostSettingsBodySchema,
  isCallAction,
  launchBodySchema,
  ok,
  roomNumBodySchema,
  upgradeBodySchema,
  usersVideosBodySchema,
} from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../http/request-contract';
import type { CallService } from './service';

const roomQuerySchema = z.object({ roomNum: z.string().min(1).max(64) });
const iceQuerySchema = roomQuerySchema.extend({
  /** The privacy option: relayed candidates only, so the other party never sees this user's address. */
  relayOnly: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
const receiptsQuerySchema = z.object({ roomNum: z.string().min(1).max(64).optional() });
const priceQuerySchema = z.object({ matchUserId: z.coerce.number().int().positive() });
const usersVideosQuerySchema = z.object({ matchId: z.string().min(1).max(64).optional() });

/** The /api/call/... paths of spec §7.1 plus ours (info, ICE servers, upgrade, receipts, host settings). */
export function callsRoutes(app: FastifyInstance, calls: CallService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(CallPath.launch, { schema: { body: launchBodySchema } }, async (request) =>
    ok(await calls.launch(requireSession(request).userId, request.body)),
  );

  for (const [code, path] of Object.entries(CALL_ACTION_PATHS)) {
    const action = Number(code);
    if (!isCallAction(action)) throw new Error(`unknown call action ${code}`);
    api.post(path, { schema: { body: roomNumBodySchema } }, async (request) =>
      ok(await calls.act(requireSession(request).userId, action, request.body)),
    );
  }

  api.get(CallPath.info, { schema: { querystring: roomQuerySchema } }, async (request) =>
    ok(await calls.info(requireSession(request).userId, request.query.roomNum)),
  );

  api.get(CallPath.priceInfo, { schema: { querystring: priceQuerySchema } }, async (request) =>
    ok(await calls.priceInfo(requireSession(request).userId, request.query.matchUserId)),
  );

  api.post(CallPath.friendVideo, { schema: { body: friendVideoBodySchema } }, async (request) =>
    ok(await calls.friendVideo(requireSession(request).userId, request.body)),
  );

  api.post(
    CallPath.usersVideos,
    { schema: { body: usersVideosBodySchema, querystring: usersVideosQuerySchema } },
    async (request) =>
      ok(await calls.reportVideoTime(requireSession(request).userId, request.query.matchId, request.body)),
  );

  api.get(CallPath.iceServers, { schema: { querystring: iceQuerySchema } }, async (request) =>
    ok(
      await calls.iceServers(requireSession(request).userId, request.query.roomNum, request.query.relayOnly),
    ),
  );

  api.post(CallPath.upgrade, { schema: { body: upgradeBodySchema } }, async (request) =>
    ok(await calls.upgrade(requireSession(request).userId, request.body.roomNum, request.body.answer)),
  );

  api.get(CallPath.receipts, { schema: { querystring: receiptsQuerySchema } }, async (request) => {
    const { userId } = requireSession(request);
    const { roomNum } = request.query;
    return ok(roomNum ? await calls.receipt(userId, roomNum) : await calls.receipts(userId));
  });

  api.get(CallPath.hostSettings, async (request) =>
    ok(await calls.hostSettings(requireSession(request).userId)),
  );

  api.post(CallPath.hostSettings, { schema: { body: hostSettingsBodySchema } }, async (request) =>
    ok(await calls.updateHostSettings(requireSession(request).userId, request.body)),
  );
}
