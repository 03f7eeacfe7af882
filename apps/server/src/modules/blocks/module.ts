import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createFriendsService } from '../friends/module';
import { FriendsRepo } from '../friends/repo';
import { BlocksRepo } from './repo';
import { blocksRoutes } from './routes';
import { BlockService } from './service';

export function createBlockService(ctx: AppContext): BlockService {
  return new BlockService(
    new BlocksRepo(ctx.database.db),
    ctx.users,
    createFriendsService(ctx),
    new FriendsRepo(ctx.database.db),
  );
}

/** Block, unblock and the blocked list (spec §2.3 blocked tab, §6). */
export function registerBlocksModule(api: FastifyInstance, ctx: AppContext): void {
  blocksRoutes(api, createBlockService(ctx));
}
