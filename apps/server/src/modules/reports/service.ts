import {
  callSourceSchema,
  MINOR_REPORT_REASON_IDS,
  REPORT_TEXT_MAX,
  SocialCode,
  type AdminReport,
  type AdminReportCall,
  type ReportBody,
  type ReportStatus,
} from '@mingle/protocol';
import type { Clock } from '../../infra/clock';
import { displayName } from '../accounts/user-info';
import type { UsersRepo } from '../accounts/users-repo';
import type { BlockService } from '../blocks/service';
import { SocialError } from '../../errors';
import type { BanService } from '../moderation/ban-service';
import type { ListedReport, ReportedCallRow, ReportsRepo } from './repo';

/**
 * Reports (spec §3): stored for moderation with where they came from; the reported user is blocked for the
 * reporter at once (hidden from their lists and presence, no messages either way). Admins dismiss a report
 * or ban the account through the accounts ban mechanism.
 */
export class ReportService {
  constructor(
    private readonly repo: ReportsRepo,
    private readonly users: UsersRepo,
    private readonly blocks: BlockService,
    private readonly bans: BanService,
    private readonly clock: Clock,
  ) {}

  async report(reporterId: number, body: ReportBody): Promise<{ id: number; status: ReportStatus }> {
    if (reporterId === body.targetUserId) throw new SocialError(SocialCode.CANNOT_REPORT_SELF);
    // Letters, not UTF-16 units: an emoji or a letter outside the BMP counts once.
    const extra = body.extra?.trim() ?? '';
    if ([...extra].length > REPORT_TEXT_MAX) throw new SocialError(SocialCode.REPORT_TEXT_TOO_LONG);
    if (!(await this.users.byId(body.targetUserId))) throw new SocialError(SocialCode.USER_NOT_FOUND, 404);
    const row = await this.repo.insert({
      reporterId,
      targetUserId: body.targetUserId,
      reason: body.reason,
      extra: extra === '' ? null : extra,
      email: body.email ?? null,
      context: body.context,
      contextId: body.contextId ?? null,
    });
    await this.blocks.block(reporterId, body.targetUserId, 'report');
    return { id: row.id, status: 'open' };
  }

  async list(status: ReportStatus, limit: number): Promise<AdminReport[]> {
    const rows = await this.repo.list(status, limit);
    return rows.map((row) => this.view(row));
  }

  async resolve(
    adminId: number,
    input: {
      id: number;
      action: 'dismiss' | 'ban';
      hours?: number | undefined;
      message?: string | undefined;
    },
  ): Promise<AdminReport> {
    const report = await this.repo.byId(input.id);
    if (!report) throw new SocialError(SocialCode.REPORT_NOT_FOUND, 404);
    if (report.status !== 'open') throw new SocialError(SocialCode.REPORT_ALREADY_RESOLVED, 409);
    let banId: number | null = null;
    if (input.action === 'ban') {
      const ban = await this.bans.ban({
        kind: 'account',
        userId: report.targetUserId,
        hours: input.hours,
        message: input.message,
        by: `admin:${adminId}`,
      });
      banId = ban.id;
    }
    const resolved = await this.repo.resolve(report.id, {
      status: input.action === 'ban' ? 'banned' : 'dismissed',
      resolvedBy: adminId,
      banId,
      at: this.clock.date(),
    });
    if (!resolved) throw new SocialError(SocialCode.REPORT_ALREADY_RESOLVED, 409);
    const listed = await this.repo.listedById(resolved.id);
    if (!listed) throw new SocialError(SocialCode.USER_NOT_FOUND, 404);
    return this.view(listed);
  }

  private view({ report: r, target, call }: ListedReport): AdminReport {
    return {
      id: r.id,
      reporterId: r.reporterId,
      targetUserId: r.targetUserId,
      targetUserName: displayName(target),
      reason: r.reason,
      extra: r.extra,
      email: r.email,
      context: r.context === 'chat' || r.context === 'call' ? r.context : 'profile',
      contextId: r.contextId,
      call: call && callView(call, r.reporterId),
      status: r.status === 'dismissed' || r.status === 'banned' ? r.status : 'open',
      concernsMinor: MINOR_REPORT_REASON_IDS.includes(r.reason),
      createdAt: r.createdAt.getTime(),
      resolvedAt: r.resolvedAt?.getTime() ?? null,
      resolvedBy: r.resolvedBy,
      banId: r.banId,
    };
  }
}

function callView(call: ReportedCallRow, reporterId: number): AdminReportCall {
  return {
    media: call.media === 'voice' ? 'voice' : 'video',
    source: callSourceSchema.catch('direct').parse(call.source),
    startedAt: call.startedAt.getTime(),
    connectedAt: call.connectedAt?.getTime() ?? null,
    endedAt: call.endedAt?.getTime() ?? null,
    reporterRole: call.callerId === reporterId ? 'caller' : 'callee',
  };
}
