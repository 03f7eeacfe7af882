import { ageOn, OnlineStatus, type GuestUser } from '@mingle/protocol';
import type { Clock } from '../../infra/clock';
import { displayName } from '../accounts/user-info';
import type { PresenceService } from '../presence/service';
import type { MatchingRepo } from './repo';

/** Entries the visitor list shows. */
export const GUEST_LIST_SIZE = 24;
/**
 * Newest accounts the list is chosen from. Presence cannot be listed, only looked up, so "online first" is
 * decided among these candidates.
 */
const CANDIDATES = 200;

/**
 * The visitor list of home (spec §6: visitors may browse a list of users): people with an approved photo
 * first, online ones first among those, never anyone under a ban, and only what a stranger may see (name,
 * age, country, photo, online or not).
 */
export class GuestList {
  constructor(
    private readonly repo: MatchingRepo,
    private readonly presence: PresenceService,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<GuestUser[]> {
    const now = this.clock.date();
    const candidates = await this.repo.guestCandidates(CANDIDATES, now);
    // Invisible users look offline here, as everywhere else others see them.
    const statuses = await this.presence.publicStatuses(candidates.map((c) => c.user.id));
    const entries = candidates.map(({ user, headImg }, i) => ({
      id: user.id,
      userName: displayName(user),
      headImg,
      age: user.birthday ? ageOn(user.birthday, now) : null,
      countryId: user.countryId,
      online: (statuses[i] ?? OnlineStatus.OFFLINE) !== OnlineStatus.OFFLINE,
    }));
    // A stable sort keeps the repo's order (newest first) within each group.
    const rank = (e: GuestUser) => (e.headImg ? 0 : 2) + (e.online ? 0 : 1);
    return entries.sort((a, b) => rank(a) - rank(b)).slice(0, GUEST_LIST_SIZE);
  }
}
