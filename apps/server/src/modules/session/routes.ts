import { ok } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../http/request-contract';
import type { SessionService } from './service';

export function sessionRoutes(app: FastifyInstance, sessions: SessionService): void {
  /** Ends the session and closes its realtime sockets; the token stops working at once. */
  app.put('/facade/api/user/logout', async (request) => {
    await sessions.endSession(requireSession(request).userId);
    return ok(null);
  });
}
