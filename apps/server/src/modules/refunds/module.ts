import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createPaymentsService } from '../payments/module';
import { CaptchaService } from './captcha';
import { RefundsRepo } from './repo';
import { refundsRoutes } from './routes';
import { RefundsService } from './service';

/** Refund reports and their admin decisions (spec §2.1 payRefund, refundBack; §4 refund report states). */
export function registerRefundsModule(api: FastifyInstance, ctx: AppContext): void {
  const service = new RefundsService(
    new RefundsRepo(ctx.database.db),
    new CaptchaService(ctx.kv, ctx.config.env !== 'production'),
    ctx.storage,
    ctx.ledger,
    ctx.payments,
    // Crediting a paid order goes through the payments module's own event handling.
    createPaymentsService(ctx),
    ctx.logger,
  );
  // Its own scope, so the multipart parser exists only on these routes (the proof upload).
  void api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 1024, parts: 25 },
    });
    refundsRoutes(scope, service);
  });
}
