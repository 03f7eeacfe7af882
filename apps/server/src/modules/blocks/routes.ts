import { BlockPath, ok, targetUserBodySchema } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/request-contract';
import type { BlockService } from './service';

export function blocksRoutes(app: FastifyInstance, blocks: BlockService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(BlockPath.add, { schema: { body: targetUserBodySchema } }, async (request) => {
    await blocks.block(requireSession(request).userId, request.body.targetUserId);
    return ok(null);
  });

  api.post(BlockPath.remove, { schema: { body: targetUserBodySchema } }, async (request) => {
    await blocks.unblock(requireSession(request).userId, request.body.targetUserId);
    return ok(null);
  });

  api.get(BlockPath.list, async (request) => ok(await blocks.list(requireSession(request).userId)));
}
