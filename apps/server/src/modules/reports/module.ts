import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createBlockService } from '../blocks/module';
import { ReportsRepo } from './repo';
import { reportsRoutes } from './routes';
import { ReportService } from './service';

/** Reports and their admin queue (spec §3 report, §6 bans). */
export function registerReportsModule(api: FastifyInstance, ctx: AppContext): void {
  reportsRoutes(
    api,
    new ReportService(new ReportsRepo(ctx.database.db), ctx.users, createBlockService(ctx), ctx.bans),
  );
}
