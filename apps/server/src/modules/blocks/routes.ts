import { blocksApi } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { routeEndpoints } from '../../http/endpoint-route';
import type { BlockService } from './service';

export function blocksRoutes(app: FastifyInstance, blocks: BlockService): void {
  routeEndpoints(app, blocksApi, {
    add: ({ session, input }) => blocks.block(session.userId, input.targetUserId),
    remove: ({ session, input }) => blocks.unblock(session.userId, input.targetUserId),
    list: ({ session }) => blocks.list(session.userId),
  });
}
