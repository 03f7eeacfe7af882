import {
  adminReportsQuerySchema,
  adminResolveReportBodySchema,
  ok,
  reportBodySchema,
  ReportPath,
} from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/request-contract';
import type { UsersRepo } from '../accounts/users-repo';
import { requireAdmin } from '../moderation/require-admin';
import type { ReportService } from './service';

export function reportsRoutes(app: FastifyInstance, reports: ReportService, users: UsersRepo): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(ReportPath.add, { schema: { body: reportBodySchema } }, async (request) =>
    ok(await reports.report(requireSession(request).userId, request.body)),
  );

  api.get(ReportPath.adminList, { schema: { querystring: adminReportsQuerySchema } }, async (request) => {
    await requireAdmin(request, users);
    return ok(await reports.list(request.query.status, request.query.limit));
  });

  api.post(ReportPath.adminResolve, { schema: { body: adminResolveReportBodySchema } }, async (request) => {
    const admin = await requireAdmin(request, users);
    return ok(await reports.resolve(admin.userId, request.body));
  });
}
