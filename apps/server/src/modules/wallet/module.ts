import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { walletRoutes } from './routes';

/** How often pending holds past their expiry are released. A call minute is held for about a minute. */
export const HOLD_SWEEP_INTERVAL_MS = 30_000;

/** The wallet endpoints and the hold-expiry sweeper (docs/LEDGER.md). */
export function registerWalletModule(api: FastifyInstance, ctx: AppContext): void {
  walletRoutes(api, ctx.ledger);
  // Every node sweeps; SKIP LOCKED in expireHolds lets several sweep one PostgreSQL without waiting on each other.
  let sweep: Promise<void> | undefined;
  const timer = setInterval(() => {
    sweep ??= ctx.ledger
      .expireHolds(new Date())
      .then((n) => {
        if (n > 0) ctx.logger.info({ expired: n }, 'wallet holds expired');
      })
      .catch((err: unknown) => ctx.logger.error({ err }, 'wallet hold sweep failed'))
      .finally(() => {
        sweep = undefined;
      });
  }, HOLD_SWEEP_INTERVAL_MS);
  timer.unref();
  // A sweep still running when the app closes finishes before the database is closed under it.
  api.addHook('onClose', async () => {
    clearInterval(timer);
    await sweep;
  });
}
