import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { BlocksRepo } from '../blocks/repo';
import { FriendsRepo } from '../friends/repo';
import { FriendOnlineNotifier } from './friend-online-notifier';
import { presenceRoutes } from './routes';

/** The online status calls of spec §7.1 and friends' 'came online' notices. */
export function registerPresenceModule(api: FastifyInstance, ctx: AppContext): void {
  const notifier = new FriendOnlineNotifier(
    new FriendsRepo(ctx.database.db),
    ctx.kv,
    ctx.realtime,
    ctx.config.social,
    ctx.logger,
  );
  const stop = ctx.presence.onCameOnline(notifier.listener);
  api.addHook('onClose', async () => void stop());
  presenceRoutes(api, {
    presence: ctx.presence,
    sessions: ctx.sessions,
    blocks: new BlocksRepo(ctx.database.db),
  });
}
