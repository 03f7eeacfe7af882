import { noticesApi } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { routeEndpoints } from '../../http/endpoint-route';
import type { NoticesService } from './service';

/** The assistant's notices behind the request contract (transport only). */
export function noticesRoutes(app: FastifyInstance, notices: NoticesService): void {
  routeEndpoints(app, noticesApi, {
    list: ({ session, input }) => notices.list(session.userId, input.page, input.size),
    unread: ({ session }) => notices.unread(session.userId),
    read: ({ session, input }) => notices.markRead(session.userId, input.ids),
  });
}
