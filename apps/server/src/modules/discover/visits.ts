import type { Visitor, VisitorSettings } from '@mingle/protocol';
import type { Clock } from '../../infra/clock';
import type { SocialGuard } from '../blocks/social-guard';
import { decodeCursor } from './cursor';
import type { PeopleViews } from './people';
import type { DiscoverRepo } from './repo';

/**
 * "Who viewed me": a signed-in user opening another's profile leaves their name there (the last view counts),
 * unless they chose to leave no trace. People blocked either way are never recorded nor listed.
 */
export class Visits {
  constructor(
    private readonly repo: DiscoverRepo,
    private readonly people: PeopleViews,
    private readonly social: SocialGuard,
    private readonly clock: Clock,
  ) {}

  async record(viewerId: number, viewedId: number): Promise<void> {
    if (viewerId === viewedId) return;
    const [noTrace, blocked] = await Promise.all([
      this.repo.leavesNoTrace(viewerId),
      this.social.isBlockedEitherWay(viewerId, viewedId),
    ]);
    if (noTrace || blocked) return;
    await this.repo.recordView(viewerId, viewedId, this.clock.date());
  }

  async list(
    userId: number,
    query: { cursor?: string | undefined; size: number },
  ): Promise<{ items: Visitor[]; nextCursor: string | null }> {
    const rows = await this.repo.viewsOf(
      userId,
      this.clock.date(),
      decodeCursor(query.cursor),
      query.size + 1,
    );
    return this.people.listPage(userId, rows, query.size);
  }

  async settings(userId: number): Promise<VisitorSettings> {
    return { leaveNoTrace: await this.repo.leavesNoTrace(userId) };
  }

  async updateSettings(userId: number, settings: VisitorSettings): Promise<VisitorSettings> {
    await this.repo.setLeaveNoTrace(userId, settings.leaveNoTrace);
    return this.settings(userId);
  }
}
