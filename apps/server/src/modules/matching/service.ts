import { randomUUID } from 'node:crypto';
import {
  CALL_FLOWS,
  Code,
  countryById,
  filteredMatchPrice,
  MATCHING_FLOW,
  MatchCode,
  OnlineStatus,
  type GlobalConf,
  type MatchAnswerBody,
  type MatchFilter,
  type MatchingAnswer,
  type MatchOffer,
  type MatchQuota,
  type MinuteCallSwitch,
} from '@mingle/protocol';
import { AppError, ValidationError } from '../../errors';
import { utcDayStart, type Clock, type TimerHandle } from '../../infra/clock';
import type { UserRow } from '../../infra/db/schema';
import {
  DEFAULT_MATCH_QUEUE_OPTIONS,
  type MatchQueue,
  type Seeker,
} from '../../infra/match-queue/match-queue';
import type { RealtimeTarget } from '../../realtime/realtime-hub';
import type { CallStarter } from '../calls/call-starter';
import type { VipStatus } from '../payments/vip';
import type { PresenceService } from '../presence/service';
import type { Session } from '../session/service';
import { InsufficientCoinsError } from '../wallet/errors';
import type { Ledger } from '../wallet/ledger';
import { MatchError, QuotaUsedError } from './errors';
import type { OfferOutcome, OfferRecord, OfferSide, OfferStore } from './offer-store';
import { peerViews } from './peers';
import { quotaOf, quotaRefusal, type MatchLimits } from './quota';
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
  /** Work that runs after an answer was sent (requeues, expiries) reports its failures here. */
  onBackgroundError: (err: unknown, task: string) => void;
  clock: Clock;
}

/** Why pairing with one waiting seeker did not produce an offer. */
type PairResult =
  | { kind: 'offer'; offer: MatchOffer }
  /** The waiting seeker is gone (offline, in a call, in another offer, short of coins): try the next one. */
  | { kind: 'retry' }
  /** The joiner is in another offer already (a second join raced the first). */
  | { kind: 'busy' }
  /** The joiner could not pay and is out of the search (told so). */
  | { kind: 'stopped' };

/** A side that could not pay for its filtered match when the match was found. */
class ShortOfCoins extends Error {
  constructor(readonly userId: number) {
    super(`user ${userId} cannot pay for the match`);
  }
}

/**
 * How often the 'matching.refresh-queue' job runs: this process's queue entries are joined again before the
 * queue's time to live would drop them.
 */
export const QUEUE_REFRESH_INTERVAL_MS = 60_000;
const REFRESH_AFTER_MS = DEFAULT_MATCH_QUEUE_OPTIONS.entryTtlMs / 2;

/**
 * Random matching (the Face to Face flow, spec §1): who may enter the queue (live calls, quota, daily cap,
 * coins for a filter), whom they must not meet, the matched pop-up and its answers. Pairing itself is the
 * queue's (infra/match-queue); the pop-up's state lives in the key-value store, where any process answers it.
 *
 * A filtered match is charged when it is found, in the transaction that records it: nothing is taken for
 * waiting, so leaving the queue never needs a refund (docs/API.md, matching).
 */
export class MatchingService {
  private readonly timers = new Set<TimerHandle>();
  /** Seekers this process queued, kept alive past the queue's entry time to live while they wait. */
  private readonly waiting = new Map<number, { seeker: Seeker; joinedAt: number }>();

  constructor(private readonly deps: MatchingDeps) {}

  private now(): number {
    return this.deps.clock.now();
  }

  /** Stops this process's offer expiry timers; any node then expires its offers lazily. */
  close(): void {
    for (const timer of this.timers) this.deps.clock.clearTimeout(timer);
    this.timers.clear();
  }

  async join(session: Pick<Session, 'userId'>, filter: MatchFilter): Promise<MatchingAnswer> {
    const { userId } = session;
    // No ban check here: a ban ends the user's sessions at once, so the request contract has refused them
    // already (and their sockets closed, which took them out of the queue).
    if (await this.deps.calls.activeCallOf(userId)) throw new MatchError(MatchCode.IN_CALL, 409);
    const open = await this.openOfferOf(userId);
    if (open) {
      // The pop-up is open already (a reload, a second tab): answer it again instead of matching twice.
      return { state: 'matched', quota: await this.quota(userId), offer: await this.offerFor(open, userId) };
    }
    const user = await this.deps.repo.seekerFields(userId);
    if (!user) throw new AppError(Code.ACCOUNT_GONE, undefined, 401);
    if (filter.countryId !== 0 && !countryById(filter.countryId)) {
      throw new ValidationError('Invalid request: countryId: unknown country');
    }
    // Filtering others by gender needs your own; those who give none meet only people who want anyone.
    if (filter.gender !== 0 && user.gender === null) throw new MatchError(MatchCode.PROFILE_INCOMPLETE);
    const price = this.priceOf({ wantGender: filter.gender, wantCountryId: filter.countryId });
    if (filter.price !== price) throw new MatchError(MatchCode.PRICE_CHANGED, 409);
    const standing = await this.standing(userId, price);
    if (standing.refusal) throw standing.refusal;

    const seeker = await this.seekerOf(user, filter.gender, filter.countryId);
    const offer = await this.place(seeker, true);
    const { shown, vip } = standing;
    return {
      state: offer ? 'matched' : 'searching',
      // The match just shown counts: no second look at the database for it.
      quota: quotaOf(shown + (offer ? 1 : 0), vip, this.deps.settings, this.now()),
      offer,
    };
  }

  async answer(userId: number, body: MatchAnswerBody): Promise<void> {
    const record = await this.deps.offers.load(body.matchId);
    if (!record || !sideOf(record, userId)) throw new MatchError(MatchCode.MATCH_GONE, 404);
    if (await this.deps.offers.outcomeOf(record.matchId)) throw new MatchError(MatchCode.MATCH_GONE, 409);
    const now = this.now();
    if (now >= record.expiresAt) {
      // Expiry is lazy too: the process that set the timer may be gone.
      await this.expire(record);
      throw new MatchError(MatchCode.MATCH_GONE, 409);
    }
    if (body.answer === 'accept') return this.accept(record, userId);
    if (body.answer === 'next' && now < record.nextAt) {
      throw new AppError(Code.VALIDATION, 'Next becomes available when its countdown ends.', 409);
    }
    const outcome = body.answer === 'next' ? 'next' : 'declined';
    if (!(await this.deps.offers.claimEnd(record, outcome, now))) {
      throw new MatchError(MatchCode.MATCH_GONE, 409);
    }
    await this.deps.offers.releaseSlots(record.matchId, userIdsOf(record));
    // The one who was left waits in the queue first; the one who pressed decline or Next keeps searching too.
    const actor = sideOf(record, userId) as OfferSide;
    await this.resume(otherSide(record, userId), record, outcome);
    await this.resume(actor, record, outcome);
  }

  /** Leaves the queue, and an open pop-up as if Next was pressed: the other person keeps searching. */
  async exit(userId: number): Promise<void> {
    this.waiting.delete(userId);
    await this.deps.queue.leave(userId);
    const matchId = await this.deps.offers.openMatchOf(userId);
    const record = matchId ? await this.deps.offers.load(matchId) : null;
    if (!record || !(await this.deps.offers.claimEnd(record, 'peer_left', this.now()))) return;
    await this.deps.offers.releaseSlots(record.matchId, userIdsOf(record));
    // The leaver's other devices close the pop-up too.
    this.deps.realtime.emitToUser(userId, 'match:ended', {
      matchId: record.matchId,
      reason: 'next',
      searching: false,
    });
    await this.resume(otherSide(record, userId), record, 'peer_left');
  }

  async quota(userId: number): Promise<MatchQuota> {
    const now = this.now();
    const [shown, vip] = await Promise.all([
      this.deps.repo.showsSince(userId, new Date(utcDayStart(now))),
      this.deps.vip.isVip(userId),
    ]);
    return quotaOf(shown, vip, this.deps.settings, now);
  }

  async globalConf(userId: number): Promise<GlobalConf> {
    const { settings } = this.deps;
    const { matchingFlow, cardFlow, searchFlow } = CALL_FLOWS;
    return {
      filterPrice: settings.filterPrice,
      quota: await this.quota(userId),
      minuteCallSwitch: settings.minuteCallSwitch,
      matchingFlow: { ...matchingFlow, locations: [...matchingFlow.locations] },
      cardFlow: { ...cardFlow, locations: [...cardFlow.locations] },
      searchFlow: { ...searchFlow, locations: [...searchFlow.locations] },
      ringSeconds: settings.ringSeconds,
    };
  }

  /**
   * Today's matches and VIP status, and what stops this user from matching now: the error the matching call
   * answers, or null when they may match.
   */
  private async standing(
    userId: number,
    price: number,
  ): Promise<{ shown: number; vip: boolean; refusal: AppError | null }> {
    const now = this.now();
    const [shown, vip, balance] = await Promise.all([
      this.deps.repo.showsSince(userId, new Date(utcDayStart(now))),
      this.deps.vip.isVip(userId),
      price > 0 ? this.deps.ledger.balance(userId) : undefined,
    ]);
    const stop = quotaRefusal(shown, vip, this.deps.settings);
    let refusal: AppError | null = null;
    if (stop === 'daily_limit') refusal = new MatchError(MatchCode.DAILY_LIMIT, 403);
    else if (stop === 'quota_used')
      refusal = new QuotaUsedError(quotaOf(shown, vip, this.deps.settings, now));
    else if (balance && balance.coins < price) refusal = new InsufficientCoinsError();
    return { shown, vip, refusal };
  }

  private priceOf(filter: Pick<Seeker, 'wantGender' | 'wantCountryId'>): number {
    return filteredMatchPrice(
      { gender: filter.wantGender as MatchFilter['gender'], countryId: filter.wantCountryId },
      this.deps.settings.filterPrice,
    );
  }

  private async seekerOf(
    user: Pick<UserRow, 'id' | 'gender' | 'countryId'>,
    wantGender: number,
    wantCountryId: number,
  ): Promise<Seeker> {
    return {
      userId: user.id,
      gender: user.gender,
      wantGender,
      countryId: user.countryId,
      wantCountryId,
      avoid: await this.deps.repo.avoidedBy(user.id),
    };
  }

  /**
   * Puts the seeker into the queue, or pairs them with the longest-waiting compatible seeker. Returns the
   * seeker's offer when paired, null when they wait. `inRequest`: the seeker is the caller of an HTTP
   * request, who is told a refusal by its answer rather than by an event.
   */
  private async place(seeker: Seeker, inRequest: boolean): Promise<MatchOffer | null> {
    // A long waiter who took a call since they started searching stops searching: never matched (and charged
    // a filter price) while in a call. A new search is refused with IN_CALL before it gets here.
    if ((await this.deps.calls.activeCallOf(seeker.userId)) !== null) {
      this.waiting.delete(seeker.userId);
      await this.deps.queue.leave(seeker.userId);
      return null;
    }
    // Each failed attempt takes one stale seeker out of the queue, so this ends.
    for (;;) {
      const partner = await this.deps.queue.join(seeker);
      if (!partner) {
        this.waiting.set(seeker.userId, { seeker, joinedAt: this.now() });
        return null;
      }
      this.waiting.delete(seeker.userId);
      this.waiting.delete(partner.userId);
      const result = await this.pair(partner, seeker, inRequest);
      if (result.kind === 'offer') return result.offer;
      if (result.kind === 'busy') {
        const open = await this.openOfferOf(seeker.userId);
        return open && this.offerFor(open, seeker.userId);
      }
      if (result.kind === 'stopped') return null;
    }
  }

  /** Turns a pairing of the queue into an offer: slots claimed, the match recorded and paid, both told. */
  private async pair(first: Seeker, second: Seeker, inRequest: boolean): Promise<PairResult> {
    const { offers } = this.deps;
    if (!(await this.available(first.userId))) return { kind: 'retry' };
    const now = this.now();
    const record: OfferRecord = {
      matchId: randomUUID(),
      createdAt: now,
      expiresAt: now + MATCHING_FLOW.countdownSeconds * 1000,
      nextAt: now + MATCHING_FLOW.nextCountdownSeconds * 1000,
      first: { seeker: withoutAvoid(first), price: this.priceOf(first) },
      second: { seeker: withoutAvoid(second), price: this.priceOf(second) },
    };
    const { matchId, expiresAt } = record;
    if (!(await offers.claimSlot(first.userId, matchId, expiresAt, now))) return { kind: 'retry' };
    if (!(await offers.claimSlot(second.userId, matchId, expiresAt, now))) {
      await offers.releaseSlots(matchId, [first.userId]);
      await this.place(first, false);
      return { kind: 'busy' };
    }
    try {
      await this.record(record);
    } catch (err) {
      await offers.releaseSlots(matchId, [first.userId, second.userId]);
      if (!(err instanceof ShortOfCoins)) {
        await this.place(first, false);
        throw err;
      }
      if (err.userId === first.userId) {
        this.stopSearching(first.userId, matchId);
        return { kind: 'retry' };
      }
      await this.place(first, false);
      if (inRequest) throw new InsufficientCoinsError();
      this.stopSearching(second.userId, matchId);
      return { kind: 'stopped' };
    }
    await offers.save(record, now);
    this.scheduleExpiry(record);
    const [forFirst, forSecond] = await this.offersFor(record);
    this.deps.realtime.emitToUser(first.userId, 'match:found', forFirst);
    this.deps.realtime.emitToUser(second.userId, 'match:found', forSecond);
    return { kind: 'offer', offer: forSecond };
  }

  /** The shown match counted for both and each filtered side charged, in one transaction. */
  private async record(record: OfferRecord): Promise<void> {
    const { ledger, repo } = this.deps;
    const sides = [record.first, record.second];
    const rows = (movementIds: (string | null)[] = []) =>
      sides.map((side, i) => ({
        matchId: record.matchId,
        userId: side.seeker.userId,
        peerId: (sides[1 - i] as OfferSide).seeker.userId,
        coins: side.price,
        movementId: movementIds[i] ?? null,
        // The day's quota counts shows by this time, so it is the clock's, not the database's.
        createdAt: new Date(record.createdAt),
      }));
    // A free match moves no coins: recording it needs no ledger transaction.
    if (sides.every((side) => side.price === 0)) return repo.insertShows(rows());
    await ledger.run(async (tx) => {
      const movementIds: (string | null)[] = [];
      for (const side of sides) {
        const userId = side.seeker.userId;
        if (side.price === 0) {
          movementIds.push(null);
          continue;
        }
        try {
          const movement = await ledger.spend(tx, {
            key: `match:${record.matchId}:${userId}`,
            userId,
            coins: side.price,
            purpose: 'match',
            reference: `match:${record.matchId}`,
          });
          movementIds.push(movement.id);
        } catch (err) {
          // Thrown out of run, so the other side's charge and both rows roll back too.
          if (err instanceof InsufficientCoinsError) throw new ShortOfCoins(userId);
          throw err;
        }
      }
      await repo.insertShows(rows(movementIds), tx);
    });
  }

  private async accept(record: OfferRecord, userId: number): Promise<void> {
    const { offers } = this.deps;
    await offers.markAccepted(record, userId, this.now());
    // Each side writes its own accept before reading the other's, so of two racing accepts at least one sees
    // both; claimEnd then lets exactly one of them start the call.
    if (!(await offers.hasAccepted(record.matchId, otherSide(record, userId).seeker.userId))) return;
    if (!(await offers.claimEnd(record, 'accepted', this.now()))) return;
    const callerId = record.first.seeker.userId;
    const calleeId = record.second.seeker.userId;
    try {
      const { roomNum, calls } = await this.deps.calls.startMatchCall({
        matchId: record.matchId,
        callerId,
        calleeId,
      });
      // Each side gets its own view of the call, so the client goes straight into it.
      for (const id of [callerId, calleeId]) {
        const call = calls.get(id);
        if (call)
          this.deps.realtime.emitToUser(id, 'match:accepted', { matchId: record.matchId, roomNum, call });
      }
    } catch (err) {
      this.deps.onBackgroundError(err, 'start match call');
      for (const id of [callerId, calleeId]) this.stopSearching(id, record.matchId);
    } finally {
      await offers.releaseSlots(record.matchId, [callerId, calleeId]);
    }
  }

  /**
   * The countdown ran out without both accepting: no call. Whoever accepted goes back to searching; whoever
   * did not answer is taken out of the search (they may have walked away), which the event tells them.
   */
  private async expire(record: OfferRecord): Promise<void> {
    const { offers } = this.deps;
    if (!(await offers.claimEnd(record, 'expired', this.now()))) return;
    await offers.releaseSlots(record.matchId, userIdsOf(record));
    for (const side of [record.first, record.second]) {
      if (await offers.hasAccepted(record.matchId, side.seeker.userId)) {
        await this.resume(side, record, 'expired');
      } else {
        this.deps.realtime.emitToUser(side.seeker.userId, 'match:ended', {
          matchId: record.matchId,
          reason: 'expired',
          searching: false,
        });
      }
    }
  }

  /**
   * After an offer ended without a call: back into the queue with the same filter when the user still may
   * match (online, not in a call, quota, coins), told either way by 'match:ended'. A user who is told
   * `searching: false` learns why by starting again (the matching call answers the exact refusal).
   */
  private async resume(
    side: OfferSide,
    record: OfferRecord,
    reason: Exclude<OfferOutcome, 'accepted'>,
  ): Promise<void> {
    const { userId } = side.seeker;
    const searching =
      (await this.available(userId)) && (await this.standing(userId, side.price)).refusal === null;
    this.deps.realtime.emitToUser(userId, 'match:ended', { matchId: record.matchId, reason, searching });
    if (!searching) return;
    const seeker: Seeker = { ...side.seeker, avoid: await this.deps.repo.avoidedBy(userId) };
    await this.place(seeker, false);
  }

  /** A seeker whose search ended without an offer they saw (they could not pay when matched). */
  private stopSearching(userId: number, matchId: string): void {
    this.waiting.delete(userId);
    this.deps.realtime.emitToUser(userId, 'match:ended', { matchId, reason: 'expired', searching: false });
  }

  /** Someone the queue may hand out: connected (presence) and not in a call. */
  private async available(userId: number): Promise<boolean> {
    if ((await this.deps.presence.ownStatus(userId)) === OnlineStatus.OFFLINE) return false;
    return (await this.deps.calls.activeCallOf(userId)) === null;
  }

  /** The user's open offer, if it is still open; one whose countdown ran out is expired on the way. */
  private async openOfferOf(userId: number): Promise<OfferRecord | null> {
    const { offers } = this.deps;
    const matchId = await offers.openMatchOf(userId);
    if (!matchId) return null;
    const record = await offers.load(matchId);
    if (!record || (await offers.outcomeOf(matchId))) {
      await offers.releaseSlots(matchId, [userId]);
      return null;
    }
    if (this.now() < record.expiresAt) return record;
    await this.expire(record);
    // Had they accepted, the expiry put them back into the queue, where they may have been matched again.
    const next = await offers.openMatchOf(userId);
    return next && next !== matchId ? this.openOfferOf(userId) : null;
  }

  /** The pop-up of each side (the first's, then the second's), with one look-up for both people. */
  private async offersFor(record: OfferRecord): Promise<[MatchOffer, MatchOffer]> {
    const ids = userIdsOf(record);
    const peers = await peerViews(this.deps.repo, ids, new Date(this.now()));
    const view = (own: OfferSide, other: OfferSide): MatchOffer => {
      const peer = peers.get(other.seeker.userId);
      if (!peer) throw new MatchError(MatchCode.MATCH_GONE, 404);
      return {
        matchId: record.matchId,
        peer,
        expiresAt: record.expiresAt,
        nextAt: record.nextAt,
        price: own.price,
      };
    };
    return [view(record.first, record.second), view(record.second, record.first)];
  }

  private async offerFor(record: OfferRecord, userId: number): Promise<MatchOffer> {
    const [forFirst, forSecond] = await this.offersFor(record);
    return record.first.seeker.userId === userId ? forFirst : forSecond;
  }

  private scheduleExpiry(record: OfferRecord): void {
    const timer = this.deps.clock.setTimeout(
      () => {
        this.timers.delete(timer);
        return this.background('expire offer', () => this.expire(record));
      },
      Math.max(0, record.expiresAt - this.now()),
    );
    this.timers.add(timer);
  }

  /**
   * Joins this process's long waiters again, which renews their queue entries (and pairs them if it can). The
   * 'matching.refresh-queue' job runs it.
   */
  async refreshWaiting(): Promise<void> {
    const due = this.now() - REFRESH_AFTER_MS;
    for (const [userId, entry] of this.waiting) {
      if (entry.joinedAt > due) continue;
      if (!(await this.deps.queue.isWaiting(userId)) || (await this.deps.offers.openMatchOf(userId))) {
        this.waiting.delete(userId);
        continue;
      }
      await this.place(entry.seeker, false);
    }
  }

  private async background(task: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (err) {
      this.deps.onBackgroundError(err, task);
    }
  }
}

function sideOf(record: OfferRecord, userId: number): OfferSide | undefined {
  if (record.first.seeker.userId === userId) return record.first;
  if (record.second.seeker.userId === userId) return record.second;
  return undefined;
}

function otherSide(record: OfferRecord, userId: number): OfferSide {
  return record.first.seeker.userId === userId ? record.second : record.first;
}

function userIdsOf(record: OfferRecord): number[] {
  return [record.first.seeker.userId, record.second.seeker.userId];
}

function withoutAvoid({ avoid: _avoid, ...rest }: Seeker): Omit<Seeker, 'avoid'> {
  return rest;
}
