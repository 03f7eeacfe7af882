import {
  adminOfferBodySchema,
  createOrderBodySchema,
  newUserCoinsQuerySchema,
  ok,
  orderParamsSchema,
  ordersQuerySchema,
  PayPath,
  verifyOrderBodySchema,
} from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/request-contract';
import type { UsersRepo } from '../accounts/users-repo';
import { requireAdmin } from '../moderation/require-admin';
import type { PaymentsService } from './service';

/** Shop, orders, subscriptions and pay status, behind the request contract (transport only). */
export function paymentsRoutes(app: FastifyInstance, payments: PaymentsService, users: UsersRepo): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(PayPath.packages, async (request) => ok(await payments.packages(requireSession(request).userId)));

  api.get(PayPath.methods, async (request) => {
    requireSession(request);
    return ok(payments.methods());
  });

  api.post(PayPath.createOrder, { schema: { body: createOrderBodySchema } }, async (request) =>
    ok(await payments.createOrder(requireSession(request).userId, request.body)),
  );

  api.get(`${PayPath.order}/:orderNo`, { schema: { params: orderParamsSchema } }, async (request) =>
    ok(await payments.order(requireSession(request).userId, request.params.orderNo)),
  );

  api.post(PayPath.verifyOrder, { schema: { body: verifyOrderBodySchema } }, async (request) =>
    ok(await payments.verifyOrder(requireSession(request).userId, request.body.orderNo)),
  );

  api.get(PayPath.orders, { schema: { querystring: ordersQuerySchema } }, async (request) => {
    const { userId } = requireSession(request);
    return ok(await payments.orders(userId, request.query.page, request.query.pageSize));
  });

  api.get(PayPath.subscription, async (request) =>
    ok({ subscription: await payments.subscription(requireSession(request).userId) }),
  );

  api.post(PayPath.cancelSubscription, async (request) =>
    ok({ subscription: await payments.cancelSubscription(requireSession(request).userId) }),
  );

  api.get(PayPath.checkUserPayStatus, async (request) =>
    ok(await payments.payStatus(requireSession(request).userId)),
  );

  // countryId is accepted as the spec sends it; the offer does not depend on it today.
  api.get(
    PayPath.checkIfAddCoinForNew,
    { schema: { querystring: newUserCoinsQuerySchema } },
    async (request) => ok(await payments.newUserCoins(requireSession(request).userId)),
  );

  api.post(PayPath.adminOffer, { schema: { body: adminOfferBodySchema } }, async (request) => {
    await requireAdmin(request, users);
    return ok(await payments.createOffer(request.body));
  });
}
