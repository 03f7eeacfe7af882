import { matchingApi } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { routeEndpoints } from '../../http/endpoint-route';
import type { GuestList } from './guest-list';
import type { MatchingService } from './service';

export function matchingRoutes(app: FastifyInstance, matching: MatchingService, guests: GuestList): void {
  routeEndpoints(app, matchingApi, {
    // A used-up free quota is refused with the quota as data (QuotaUsedError), for the countdown.
    matching: ({ session, input }) => matching.join(session, input),
    exitMatch: ({ session }) => matching.exit(session.userId),
    matchAnswer: ({ session, input }) => matching.answer(session.userId, input),
    globalconf: ({ session }) => matching.globalConf(session.userId, 'web'),
    guestList: () => guests.list(),
  });
}
