import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { minuteCallSwitch } from '../calls/minute-call-switch';
import { VipStatus } from '../payments/vip';
import { GuestList } from './guest-list';
import { OfferStore } from './offer-store';
import { MatchingRepo } from './repo';
import { matchingRoutes } from './routes';
import { MatchingService } from './service';

/** Random matching (spec §1 Face to Face, §7.1 /matches/... calls): queue, matched pop-up, visitor list. */
export function registerMatchingModule(api: FastifyInstance, ctx: AppContext): void {
  const repo = new MatchingRepo(ctx.database.db);
  const { matching } = ctx.config;
  const service = new MatchingService({
    queue: ctx.matchQueue,
    offers: new OfferStore(ctx.kv),
    repo,
    ledger: ctx.ledger,
    realtime: ctx.realtime,
    presence: ctx.presence,
    calls: ctx.calls,
    vip: new VipStatus(ctx.database.db),
    settings: {
      freePerDay: matching.freePerDay,
      dailyLimit: matching.dailyLimit,
      filterPrice: matching.filterPrice,
      minuteCallSwitch: minuteCallSwitch(ctx.config),
      ringSeconds: ctx.config.calls.ringSeconds,
    },
    onBackgroundError: (err, task) => ctx.logger.warn({ err, task }, 'matching task failed'),
  });
  // A user whose last socket closed (on any node) cannot see a match: they leave the queue and any pop-up.
  ctx.realtime.onUserOffline((userId) => service.exit(userId));
  api.addHook('onClose', async () => service.close());
  matchingRoutes(api, service, new GuestList(repo, ctx.presence));
}
