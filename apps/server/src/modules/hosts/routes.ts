import { hostsApi } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { routeEndpoints } from '../../http/endpoint-route';
import type { HostsService } from './service';

/** Host self-service behind the request contract (transport only); admin endpoints are checked by the route. */
export function hostsRoutes(app: FastifyInstance, hosts: HostsService): void {
  routeEndpoints(app, hostsApi, {
    application: ({ session }) => hosts.applicationState(session.userId),
    apply: ({ session }) => hosts.apply(session.userId),
    settings: ({ session }) => hosts.settingsPage(session.userId),
    updateSettings: ({ session, input }) => hosts.updateSettings(session.userId, input),
    earnings: ({ session }) => hosts.earnings(session.userId),
    payouts: ({ session, input }) => hosts.payouts(session.userId, input.page),
    requestPayout: ({ session, input }) => hosts.requestPayout(session.userId, input),
    adminApplications: ({ input }) => hosts.adminApplications(input.status),
    adminDecideApplication: ({ session, input }) => hosts.decideApplication(session.userId, input),
    adminConfig: () => hosts.config(),
    adminUpdateConfig: ({ session, input }) => hosts.saveConfig(session.userId, input),
    adminPayouts: ({ input }) => hosts.adminPayouts(input.status),
    adminDecidePayout: ({ session, input }) => hosts.decidePayout(session.userId, input),
  });
}
