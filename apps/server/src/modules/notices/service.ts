import { noticeSchema, type Notice, type NoticeContent, type NoticesPage } from '@mingle/protocol';
import type { Logger } from 'pino';
import type { Clock } from '../../infra/clock';
import type { NoticeRow } from '../../infra/db/schema';
import type { RealtimeTarget } from '../../realtime/realtime-hub';
import type { NoticesRepo } from './repo';

/** A fact another area reports: whom it concerns, what it is, and a key naming it (one notice per key). */
export interface NoticeFact {
  userId: number;
  /** Names the fact for this user ('reward:check-in:2031-03-10', 'refund:12', 'ban:7'); a repeat is ignored. */
  key: string;
  content: NoticeContent;
}

function view(row: NoticeRow): Notice | null {
  const parsed = noticeSchema.safeParse({
    id: row.id,
    time: row.createdAt.getTime(),
    read: row.readAt !== null,
    kind: row.kind,
    params: row.params,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The assistant's notices (zhushou): other areas report facts through listeners the composition root wires
 * (context.ts); this module never reaches into them, and they never import it. A notice is stored once per
 * fact and sent live to the user ('notice:new').
 */
export class NoticesService {
  constructor(
    private readonly repo: NoticesRepo,
    private readonly realtime: RealtimeTarget,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  /** Records the fact's notice (once) and tells the user live. Never throws: a lost notice never undoes the fact. */
  async tell(fact: NoticeFact): Promise<void> {
    try {
      const row = await this.repo.insert({
        userId: fact.userId,
        key: fact.key,
        kind: fact.content.kind,
        params: fact.content.params,
        createdAt: this.clock.date(),
      });
      const notice = row && view(row);
      if (!notice) return;
      this.realtime.emitToUser(fact.userId, 'notice:new', {
        notice,
        unread: await this.repo.unread(fact.userId),
      });
    } catch (err) {
      this.logger.error({ err, userId: fact.userId, key: fact.key }, 'recording a notice failed');
    }
  }

  async list(userId: number, page: number, size: number): Promise<NoticesPage> {
    const [{ rows, total }, unread] = await Promise.all([
      this.repo.page(userId, page, size),
      this.repo.unread(userId),
    ]);
    const list: Notice[] = [];
    for (const row of rows) {
      const notice = view(row);
      // A row the contract cannot carry (edited by hand, or of a kind this build does not know) is left out
      // and logged, rather than failing the whole page.
      if (notice) list.push(notice);
      else this.logger.warn({ noticeId: row.id, kind: row.kind }, 'notice left out: not in the contract');
    }
    return { list, page, size, total, unread };
  }

  async unread(userId: number): Promise<{ unread: number }> {
    return { unread: await this.repo.unread(userId) };
  }

  async markRead(userId: number, ids: number[] | undefined): Promise<{ unread: number }> {
    await this.repo.markRead(userId, ids, this.clock.date());
    return this.unread(userId);
  }
}
