import type { Clock } from '../../infra/clock';
import type { RealtimeTarget } from '../../realtime/realtime-hub';
import type { UsersRepo } from '../accounts/users-repo';
import type { SocialGuard } from '../blocks/social-guard';
import type { CallAccess, Invitation } from '../calls/call-access';
import type { FriendsRepo } from '../friends/repo';
import type { VipStatus } from '../payments/vip';
import type { PresenceService } from '../presence/service';
import type { Ledger } from '../wallet/ledger';
import { FlowConfigStore } from './flow-config';
import { InvitationLimits } from './invitations';
import { Likes } from './likes';
import { PeopleViews } from './people';
import type { DiscoverRepo } from './repo';
import { Visits } from './visits';
import { Wall } from './wall';

export interface DiscoverDeps {
  repo: DiscoverRepo;
  users: Pick<UsersRepo, 'byId'>;
  presence: PresenceService;
  friends: Pick<FriendsRepo, 'friendsAmong'>;
  social: SocialGuard;
  vip: VipStatus;
  ledger: Ledger;
  realtime: RealtimeTarget;
  clock: Clock;
}

/**
 * Discover (issue 14), as the routes, calls, matching and profile ask for it. The work is in its parts: the
 * stored flow configuration (flow-config.ts), the wall, the country filter and search (wall.ts), likes
 * (likes.ts), profile views (visits.ts) and the invitation limits (invitations.ts). It is the calls module's
 * CallAccess: launch asks it about invitation limits and VIPs who liked a friends-only host.
 */
export class DiscoverService implements CallAccess {
  readonly flows: FlowConfigStore;
  readonly wall: Wall;
  readonly likes: Likes;
  readonly visits: Visits;
  private readonly invitations: InvitationLimits;

  constructor(deps: DiscoverDeps) {
    const { repo, clock } = deps;
    const people = new PeopleViews(deps);
    this.flows = new FlowConfigStore(repo);
    this.wall = new Wall(repo, people, deps.users, clock);
    this.likes = new Likes({ ...deps, flows: this.flows, people });
    this.visits = new Visits(repo, people, deps.social, clock);
    this.invitations = new InvitationLimits(repo, this.flows, clock);
  }

  checkInvitation(invitation: Invitation): Promise<void> {
    return this.invitations.check(invitation);
  }

  vipWhoLiked(callerId: number, calleeId: number): Promise<boolean> {
    return this.likes.vipWhoLiked(callerId, calleeId);
  }
}
