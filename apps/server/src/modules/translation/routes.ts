import { translationApi } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { routeEndpoints } from '../../http/endpoint-route';
import type { TranslationService } from './service';

/** Chat translation behind the request contract (transport only). */
export function translationRoutes(app: FastifyInstance, translation: TranslationService): void {
  routeEndpoints(app, translationApi, {
    translate: ({ session, input }) => translation.translate(session.userId, input),
    quota: ({ session }) => translation.quota(session.userId),
  });
}
