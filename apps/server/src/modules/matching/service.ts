import {
  Code,
  countryById,
  MatchCode,
  type GlobalConf,
  type MatchAnswerBody,
  type MatchFilter,
  type MatchingAnswer,
  type MinuteCallSwitch,
  type Product,
} from '@mingle/protocol';
import { AppError, ValidationError } from '../../errors';
import type { Clock } from '../../infra/clock';
import type { MatchQueue } from '../../infra/match-queue/match-queue';
import type { RealtimeTarget } from '../../realtime/realtime-hub';
import type { CallStarter } from '../calls/call-starter';
import type { FlowConfigStore } from '../discover/flow-config';
import type { VipStatus } from '../payments/vip';
import type { PresenceService } from '../presence/service';
import type { Session } from '../session/service';
import type { Ledger } from '../wallet/ledger';
import { withAvoidList } from './avoid-list';
import { MatchCharges } from './charges';
import { MatchError } from './errors';
import type { OfferStore } from './offer-store';
import { Pairing } from './pairing';
import { MatchPopUps } from './pop-ups';
import type { MatchLimits } from './quota';
import type { MatchingRepo } from './repo';

export interface MatchingSettings extends MatchLimits {
  /** Coins of a match with a gender filter, with a country filter (both add up). */
  filterPrice: GlobalConf['filterPrice'];
  minuteCallSwitch: MinuteCallSwitch;
  /** Seconds an incoming call rings (globalconf ringSeconds). */
  ringSeconds: number;
}

export interface MatchingDeps {
  queue: MatchQueue;
  offers: OfferStore;
  repo: MatchingRepo;
  ledger: Ledger;
  realtime: RealtimeTarget;
  presence: PresenceService;
  calls: CallStarter;
  vip: VipStatus;
  settings: MatchingSettings;
  /** The stored flow configuration (countdowns, prices, locations, Discover limits) globalconf shows. */
  flows: Pick<FlowConfigStore, 'get'>;
  /** Work that runs after an answer was sent (requeues, expiries) reports its failures here. */
  onBackgroundError: (err: unknown, task: string) => void;
  clock: Clock;
}

/**
 * How often the 'matching.refresh-queue' job runs: this process's queue entries are joined again before the
 * queue's time to live would drop them.
 */
export const QUEUE_REFRESH_INTERVAL_MS = 60_000;

/**
 * Random matching (the Face to Face flow, spec §1), as the routes, the gateway and the jobs ask for it: who may
 * start searching, then the parts that do the work. The search and its pairings are in pairing.ts, the matched
 * pop-up and its answers in pop-ups.ts, the free quota and filter prices in charges.ts.
 */
export class MatchingService {
  private readonly charges: MatchCharges;
  private readonly popUps: MatchPopUps;
  private readonly pairing: Pairing;

  constructor(private readonly deps: MatchingDeps) {
    this.charges = new MatchCharges(deps);
    // The search opens pop-ups, and a pop-up that ends without a call sends its people back to the search:
    // the pop-ups reach the pairing built after them through these calls.
    this.popUps = new MatchPopUps(deps, {
      resume: (side, matchId, reason) => this.pairing.resume(side, matchId, reason),
      stop: (userId, matchId) => this.pairing.stop(userId, matchId),
    });
    this.pairing = new Pairing(deps, this.charges, this.popUps);
  }

  close(): void {
    this.popUps.close();
  }

  async join(session: Pick<Session, 'userId'>, filter: MatchFilter): Promise<MatchingAnswer> {
    const { userId } = session;
    // No ban check here: a ban ends the user's sessions at once, so the request contract has refused them
    // already (and their sockets closed, which took them out of the queue).
    if (await this.deps.calls.activeCallOf(userId)) throw new MatchError(MatchCode.IN_CALL, 409);
    const open = await this.popUps.openOf(userId);
    if (open) {
      // The pop-up is open already (a reload, a second tab): answer it again instead of matching twice.
      return {
        state: 'matched',
        quota: await this.charges.quota(userId),
        offer: await this.popUps.viewFor(open, userId),
      };
    }
    const user = await this.deps.repo.seekerFields(userId);
    if (!user) throw new AppError(Code.ACCOUNT_GONE, undefined, 401);
    if (filter.countryId !== 0 && !countryById(filter.countryId)) {
      throw new ValidationError('Invalid request: countryId: unknown country');
    }
    // Filtering others by gender needs your own; those who give none meet only people who want anyone.
    if (filter.gender !== 0 && user.gender === null) throw new MatchError(MatchCode.PROFILE_INCOMPLETE);
    const price = this.charges.priceOf({ wantGender: filter.gender, wantCountryId: filter.countryId });
    if (filter.price !== price) throw new MatchError(MatchCode.PRICE_CHANGED, 409);
    const standing = await this.charges.standing(userId, price);
    if (standing.refusal) throw standing.refusal;

    const seeker = await withAvoidList(this.deps.repo, {
      userId: user.id,
      gender: user.gender,
      wantGender: filter.gender,
      countryId: user.countryId,
      wantCountryId: filter.countryId,
    });
    const offer = await this.pairing.place(seeker, true);
    return {
      state: offer ? 'matched' : 'searching',
      // The match just shown counts: no second look at the database for it.
      quota: this.charges.quotaFor({ shown: standing.shown + (offer ? 1 : 0), vip: standing.vip }),
      offer,
    };
  }

  answer(userId: number, body: MatchAnswerBody): Promise<void> {
    return this.popUps.answer(userId, body);
  }

  /** Leaves the queue, and an open pop-up as if Next was pressed: the other person keeps searching. */
  async exit(userId: number): Promise<void> {
    await this.pairing.leave(userId);
    await this.popUps.leave(userId);
  }

  /** globalconf of a product: the stored flow configuration, with the ring window the call engine applies. */
  async globalConf(userId: number, product?: Product): Promise<GlobalConf> {
    const { settings } = this.deps;
    const [quota, flows] = await Promise.all([this.charges.quota(userId), this.deps.flows.get(product)]);
    const { ringSeconds } = settings;
    return {
      filterPrice: settings.filterPrice,
      quota,
      minuteCallSwitch: settings.minuteCallSwitch,
      matchingFlow: { ...flows.matchingFlow, ringSeconds },
      cardFlow: { ...flows.cardFlow, ringSeconds },
      searchFlow: { ...flows.searchFlow, ringSeconds },
      ringSeconds,
      discover: flows.discover,
    };
  }

  /** The 'matching.refresh-queue' job. */
  refreshWaiting(): Promise<void> {
    return this.pairing.refreshWaiting();
  }
}
