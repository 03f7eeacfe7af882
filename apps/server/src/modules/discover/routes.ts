import { discoverApi } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { routeEndpoints } from '../../http/endpoint-route';
import type { DiscoverService } from './service';

/** Discover's paths (spec §7.1 wall, groups, like, country filter) and ours (lists, settings, search, admin). */
export function discoverRoutes(app: FastifyInstance, discover: DiscoverService): void {
  const { wall, likes, visits, flows } = discover;
  routeEndpoints(app, discoverApi, {
    countryIds: () => wall.countryIds(),
    wallGroups: ({ session, input }) => wall.groups(session.userId, input.countryId),
    wall: ({ session, input }) => wall.page(session.userId, input),
    like: ({ session, input }) => likes.like(session.userId, input),
    likesReceived: ({ session, input }) => likes.received(session.userId, input),
    visitors: ({ session, input }) => visits.list(session.userId, input),
    visitorSettings: ({ session }) => visits.settings(session.userId),
    updateVisitorSettings: ({ session, input }) => visits.updateSettings(session.userId, input),
    search: ({ session, input }) => wall.search(session.userId, input.q),
    searchFlow: ({ session, input }) => wall.searchFlow(session.userId, input),
    flowConfig: ({ input }) => flows.get(input.product),
    updateFlowConfig: ({ session, input }) => flows.save(input.product, input.config, session.userId),
  });
}
