import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { FriendsRepo } from './repo';
import { friendsRoutes } from './routes';
import { FriendsService } from './service';

/** The one way every social module builds the friends service (it holds no state of its own). */
export function createFriendsService(ctx: AppContext): FriendsService {
  return new FriendsService({
    repo: new FriendsRepo(ctx.database.db),
    users: ctx.users,
    guard: ctx.social,
    presence: ctx.presence,
    realtime: ctx.realtime,
    kv: ctx.kv,
    limits: ctx.config.social,
    ledger: ctx.ledger,
  });
}

/** Friends: requests, free and paid additions, aliases, the friends list (spec §3, §4, §9). */
export function registerFriendsModule(api: FastifyInstance, ctx: AppContext): void {
  friendsRoutes(api, createFriendsService(ctx));
}
