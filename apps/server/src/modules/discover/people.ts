import { ageOn, OnlineStatus, type DiscoverUser, type Visitor } from '@mingle/protocol';
import type { Clock } from '../../infra/clock';
import { displayName } from '../accounts/user-info';
import { priceFor, refusesCaller } from '../calls/pricing';
import type { FriendsRepo } from '../friends/repo';
import type { VipStatus } from '../payments/vip';
import type { PresenceService } from '../presence/service';
import { pageOf } from './cursor';
import type { DiscoverRepo, ListedPerson, PersonRow } from './repo';

export interface PeopleDeps {
  repo: DiscoverRepo;
  presence: PresenceService;
  friends: Pick<FriendsRepo, 'friendsAmong'>;
  vip: VipStatus;
  clock: Clock;
}

/**
 * People as one viewer sees them on Discover (tiles, search, who liked or viewed me): presence as others see it
 * (invisible is offline), and the price and friends-only rule of the calls module for this viewer, so a tile
 * says what launch will do.
 */
export class PeopleViews {
  constructor(private readonly deps: PeopleDeps) {}

  async for(viewerId: number, people: readonly PersonRow[]): Promise<DiscoverUser[]> {
    if (people.length === 0) return [];
    const { repo, presence, friends, vip, clock } = this.deps;
    const ids = people.map((p) => p.id);
    const [statuses, friendIds, liked, isVip] = await Promise.all([
      presence.publicStatuses(ids),
      friends.friendsAmong(viewerId, ids),
      repo.likedAmong(viewerId, ids),
      // Only a friends-only host makes VIP matter.
      people.some((p) => p.isHost && p.friendsOnly) ? vip.isVip(viewerId) : false,
    ]);
    const now = clock.date();
    return people.map((person, i) => {
      const friend = friendIds.has(person.id);
      return {
        id: person.id,
        userName: displayName(person),
        age: person.birthday ? ageOn(person.birthday, now) : null,
        gender: person.gender ?? 0,
        countryId: person.countryId,
        languages: person.languages,
        headImg: person.headImg,
        video: person.video,
        status: statuses[i] ?? OnlineStatus.OFFLINE,
        isHost: person.isHost,
        pricePerMinute: priceFor(person, friend),
        topic: person.isHost ? person.topic : null,
        liked: liked.has(person.id),
        friendsOnly: refusesCaller(person, friend, isVip && liked.has(person.id)),
      };
    });
  }

  /**
   * Of `people`, those online now as others see them (busy, invisible and offline left out), as this viewer
   * sees them. Presence is read first, so the rest of the view is built for the few who are online.
   */
  async online(viewerId: number, people: readonly PersonRow[]): Promise<DiscoverUser[]> {
    if (people.length === 0) return [];
    const statuses = await this.deps.presence.publicStatuses(people.map((p) => p.id));
    const views = await this.for(
      viewerId,
      people.filter((_, i) => statuses[i] === OnlineStatus.ONLINE),
    );
    // Read again in for(): someone who went busy in between is left out too.
    return views.filter((u) => u.status === OnlineStatus.ONLINE);
  }

  /** One page of a newest-first list (who liked or viewed the user), read with one row more than it shows. */
  async listPage(
    userId: number,
    rows: readonly ListedPerson[],
    size: number,
  ): Promise<{ items: Visitor[]; nextCursor: string | null }> {
    const { rows: page, nextCursor } = pageOf(rows, size, (r) => [r.at.getTime(), r.person.id]);
    const views = await this.for(
      userId,
      page.map((r) => r.person),
    );
    return {
      items: page.flatMap((r, i) => {
        const user = views[i];
        return user ? [{ user, at: r.at.getTime(), mutual: r.mutual }] : [];
      }),
      nextCursor,
    };
  }
}
