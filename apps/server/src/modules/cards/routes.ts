import { addCardBodySchema, CardsPath, cardIdBodySchema, ok } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/request-contract';
import type { CardsService } from './service';

export function cardsRoutes(app: FastifyInstance, cards: CardsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(CardsPath.list, async (request) => ok(await cards.list(requireSession(request).userId)));

  api.post(CardsPath.add, { schema: { body: addCardBodySchema } }, async (request) =>
    ok(await cards.add(requireSession(request).userId, request.body)),
  );

  api.post(CardsPath.remove, { schema: { body: cardIdBodySchema } }, async (request) => {
    await cards.remove(requireSession(request).userId, request.body.cardId);
    return ok(null);
  });
}
