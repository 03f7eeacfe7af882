import { cardsApi } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { routeEndpoints } from '../../http/endpoint-route';
import type { CardsService } from './service';

export function cardsRoutes(app: FastifyInstance, cards: CardsService): void {
  routeEndpoints(app, cardsApi, {
    list: ({ session }) => cards.list(session.userId),
    add: ({ session, input }) => cards.add(session.userId, input),
    remove: ({ session, input }) => cards.remove(session.userId, input.cardId),
  });
}
