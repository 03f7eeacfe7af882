import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { CardsRepo } from './repo';
import { cardsRoutes } from './routes';
import { CardsService } from './service';

/** Saved cards: list, add a provider token with billing details, delete (spec §2.1 cardList, paymentInfoAdd). */
export function registerCardsModule(api: FastifyInstance, ctx: AppContext): void {
  cardsRoutes(api, new CardsService(new CardsRepo(ctx.database.db), ctx.payments, ctx.logger));
}
