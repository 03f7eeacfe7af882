import { giftsApi } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { routeEndpoints } from '../../http/endpoint-route';
import type { Gifts } from './gifts';

/** Gifts and the backpack behind the request contract (transport only). */
export function giftsRoutes(app: FastifyInstance, gifts: Gifts): void {
  routeEndpoints(app, giftsApi, {
    catalogue: () => gifts.service.catalogue(),
    send: ({ session, input }) => gifts.service.send(session, input),
    backpack: ({ session }) => gifts.backpack.list(session.userId),
    history: ({ session, input }) =>
      gifts.service.history(session.userId, input.direction, input.page, input.size),
    call: ({ session, input }) => gifts.service.inCall(session.userId, input.roomNum),
    adminList: () => gifts.service.adminList(),
    adminSave: ({ input }) => gifts.service.adminSave(input),
    adminTerms: ({ input }) => gifts.service.adminTerms(input),
    adminBetween: ({ input }) => gifts.service.between(input.userA, input.userB, new Date(input.at)),
  });
}
