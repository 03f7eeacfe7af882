import { reportsApi } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { routeEndpoints } from '../../http/endpoint-route';
import type { ReportService } from './service';

/** The admin endpoints are declared `admin: true`: the route checks the caller before the handler runs. */
export function reportsRoutes(app: FastifyInstance, reports: ReportService): void {
  routeEndpoints(app, reportsApi, {
    add: ({ session, input }) => reports.report(session.userId, input),
    adminList: ({ input }) => reports.list(input.status, input.limit),
    adminResolve: ({ session, input }) => reports.resolve(session.userId, input),
  });
}
