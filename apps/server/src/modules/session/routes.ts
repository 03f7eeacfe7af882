import { sessionApi } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { routeEndpoints } from '../../http/endpoint-route';
import type { SessionService } from './service';

export function sessionRoutes(app: FastifyInstance, sessions: SessionService): void {
  routeEndpoints(app, sessionApi, {
    /** Ends the session and closes its realtime sockets; the token stops working at once. */
    logout: ({ session }) => sessions.endSession(session.userId),
  });
}
