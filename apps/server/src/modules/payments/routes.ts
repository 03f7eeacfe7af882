import { payApi } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { routeEndpoints } from '../../http/endpoint-route';
import type { PaymentsService } from './service';

/** Shop, orders, subscriptions and pay status, behind the request contract (transport only). */
export function paymentsRoutes(app: FastifyInstance, payments: PaymentsService): void {
  routeEndpoints(app, payApi, {
    packages: ({ session }) => payments.packages(session.userId),
    methods: async () => payments.methods(),
    createOrder: ({ session, input }) => payments.createOrder(session.userId, input),
    order: ({ session, input }) => payments.order(session.userId, input.orderNo),
    verifyOrder: ({ session, input }) => payments.verifyOrder(session.userId, input.orderNo),
    orders: ({ session, input }) => payments.orders(session.userId, input.page, input.pageSize),
    subscription: async ({ session }) => ({ subscription: await payments.subscription(session.userId) }),
    cancelSubscription: async ({ session }) => ({
      subscription: await payments.cancelSubscription(session.userId),
    }),
    checkUserPayStatus: ({ session }) => payments.payStatus(session.userId),
    adminOffer: ({ input }) => payments.createOffer(input),
  });
}
