import { NEW_USER_BANNER_DAYS, type Popup, type PopupAudience } from '@mingle/protocol';
import { DAY_MS, HOUR_MS, type Clock } from '../../infra/clock';
import type { PopupRow } from '../../infra/db/schema';
import type { CallService } from '../calls/service';
import type { VipStatus } from '../payments/vip';
import type { RewardsRepo } from './repo';

/** What a pop-up's audience rules look at. */
export interface PopupViewer {
  isNew: boolean;
  isPayer: boolean;
  countryId: number | null;
  languageId: number | undefined;
}

/** Whether a pop-up is for this viewer: its audience, and its countries and languages when it names any. */
export function isFor(popup: PopupRow, viewer: PopupViewer): boolean {
  const audience = popup.audience as PopupAudience;
  const inAudience =
    audience === 'all' ||
    (audience === 'new' && viewer.isNew) ||
    (audience === 'payer' && viewer.isPayer) ||
    (audience === 'nonPayer' && !viewer.isPayer);
  const inCountry =
    popup.countries.length === 0 || (viewer.countryId !== null && popup.countries.includes(viewer.countryId));
  const inLanguage =
    popup.languages.length === 0 ||
    (viewer.languageId !== undefined && popup.languages.includes(viewer.languageId));
  return inAudience && inCountry && inLanguage;
}

/** Whether the frequency caps allow showing it again now: fewer than maxShows, and intervalHours since the last. */
export function capsAllow(
  popup: PopupRow,
  seen: { shows: number; last: Date } | undefined,
  now: number,
): boolean {
  if (!seen) return true;
  return seen.shows < popup.maxShows && now - seen.last.getTime() >= popup.intervalHours * HOUR_MS;
}

const popupView = (row: PopupRow): Popup => ({
  id: row.id,
  title: row.title,
  body: row.body,
  image: row.image,
  targetUrl: row.targetUrl,
});

/**
 * Server-driven pop-ups (spec §7.1 /facade/api/popup/get): one at a time, the highest priority one whose audience
 * (new, payer, others; countries; languages), dates and frequency caps allow it, and never during a call. An
 * answer counts as a showing. Two requests at the same moment (two tabs) may both count one; the caps are a
 * courtesy to the user, not money.
 */
export class Popups {
  constructor(
    private readonly repo: RewardsRepo,
    private readonly vip: Pick<VipStatus, 'isVip'>,
    private readonly calls: Pick<CallService, 'activeCallOf'>,
    private readonly clock: Clock,
  ) {}

  async next(userId: number, languageId: number | undefined): Promise<Popup | null> {
    if ((await this.calls.activeCallOf(userId)) !== null) return null;
    const now = this.clock.now();
    const [candidates, member, isPayer, shows] = await Promise.all([
      this.repo.livePopups(new Date(now)),
      this.repo.member(userId),
      this.vip.isVip(userId),
      this.repo.popupShowsOf(userId),
    ]);
    if (!member) return null;
    const viewer: PopupViewer = {
      isNew: now - member.createdAt.getTime() <= NEW_USER_BANNER_DAYS * DAY_MS,
      isPayer,
      countryId: member.countryId,
      languageId,
    };
    const popup = candidates.find((p) => isFor(p, viewer) && capsAllow(p, shows.get(p.id), now));
    if (!popup) return null;
    await this.repo.recordPopupShow(popup.id, userId, new Date(now));
    return popupView(popup);
  }
}
