import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerSandboxRoutes } from '../../infra/payments/sandbox/sandbox-routes';
import { PaymentsRepo } from './repo';
import { paymentsRoutes } from './routes';
import { PaymentsService } from './service';
import { webhookRoutes } from './webhook-routes';

/** The service holds no state, so the API routes and the webhook route each build one over the same context. */
export function createPaymentsService(ctx: AppContext): PaymentsService {
  return new PaymentsService(
    new PaymentsRepo(ctx.database.db),
    ctx.ledger,
    ctx.payments,
    ctx.realtime,
    { publicUrl: ctx.config.publicUrl, adConversionTag: ctx.config.payments.adConversionTag },
    ctx.logger,
  );
}

/** Shop, orders, subscriptions, pay status (API scope, behind the request contract). */
export function registerPaymentsModule(api: FastifyInstance, ctx: AppContext): void {
  const service = createPaymentsService(ctx);
  // The default packages are in the database before the first request (idempotent: missing ones only).
  api.addHook('onReady', () => service.ensureDefaultPackages());
  paymentsRoutes(api, service);
}

/** Outside the API: provider webhooks and, when the sandbox provider runs, its hosted checkout pages. */
export function registerPaymentsPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  webhookRoutes(app, createPaymentsService(ctx));
  if (ctx.sandboxPay) registerSandboxRoutes(app, ctx.sandboxPay);
}
