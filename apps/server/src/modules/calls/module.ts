import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { callsRoutes } from './routes';

/**
 * 1:1 calls: the /api/call/... routes, WebRTC signalling between the two parties, what happens when a party's
 * last socket closes, and the sweep every node runs so that no call outlives the process that started it.
 */
export function registerCallsModule(api: FastifyInstance, ctx: AppContext): void {
  const { calls, realtime, logger } = ctx;
  callsRoutes(api, calls);
  realtime.handle('call:signal', (userId, signal) => calls.relaySignal(userId, signal));
  realtime.onUserOffline(async (userId) => {
    try {
      await calls.partyOffline(userId);
    } catch (err) {
      logger.error({ err, userId }, 'ending the call of a user who went offline failed');
    }
  });

  let sweep: Promise<void> | undefined;
  const timer = setInterval(() => {
    sweep ??= calls
      .sweep()
      .catch((err: unknown) => logger.error({ err }, 'call sweep failed'))
      .finally(() => {
        sweep = undefined;
      });
  }, ctx.config.calls.sweepIntervalMs);
  timer.unref();
  // A sweep or timer still running when the app closes finishes before the database is closed under it.
  api.addHook('onClose', async () => {
    clearInterval(timer);
    await calls.stop();
    await sweep;
  });
}
