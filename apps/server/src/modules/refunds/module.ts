import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import type { RefundsService } from './service';
import { refundsRoutes } from './routes';

/** Refund reports and their admin decisions (spec §2.1 payRefund, refundBack; §4 refund report states). */
export function registerRefundsModule(api: FastifyInstance, refunds: RefundsService): void {
  // Its own scope, so the multipart parser exists only on these routes (the proof upload).
  void api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 1024, parts: 25 },
    });
    refundsRoutes(scope, refunds);
  });
}
