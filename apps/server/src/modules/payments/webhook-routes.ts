import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAYMENT_WEBHOOK_BASE_PATH } from '@mingle/protocol';
import type { PaymentsService } from './service';

const params = z.object({ provider: z.string().max(32) });

/**
 * POST /webhooks/{provider}: provider events. Outside the API scope, because a provider sends none of the
 * common fields and signs with its own scheme, which is checked over the exact bytes received: this scope
 * keeps every body as the raw string instead of parsing JSON.
 */
export function webhookRoutes(app: FastifyInstance, payments: PaymentsService): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    // A plain route, not a declared endpoint: the provider's signed event, not a signed envelope API call.
    scope.post(`${PAYMENT_WEBHOOK_BASE_PATH}/:provider`, async (request) => {
      const { provider } = params.parse(request.params);
      const raw = typeof request.body === 'string' ? request.body : '';
      await payments.handleWebhook(provider, raw, request.headers);
      return { received: true };
    });
  });
}
