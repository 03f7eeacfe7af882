import { OnlineStatus, type MatchOffer } from '@mingle/protocol';
import { DEFAULT_MATCH_QUEUE_OPTIONS, type Seeker } from '../../infra/match-queue/match-queue';
import { InsufficientCoinsError } from '../wallet/errors';
import { withAvoidList, withoutAvoidList } from './avoid-list';
import { ShortOfCoins, type MatchCharges } from './charges';
import type { OfferSide } from './offer-store';
import type { BackToSearch, MatchPopUps, NoCallOutcome } from './pop-ups';
import type { MatchingDeps } from './service';

/** Why pairing with one waiting seeker did not produce an offer. */
type PairResult =
  | { kind: 'offer'; offer: MatchOffer }
  /** The waiting seeker is gone (offline, in a call, in another offer, short of coins): try the next one. */
  | { kind: 'retry' }
  /** The joiner is in another offer already (a second join raced the first). */
  | { kind: 'busy' }
  /** The joiner could not pay and is out of the search (told so). */
  | { kind: 'stopped' };

/** Long waiters are joined again after half the queue's entry time to live, well before it would drop them. */
const REFRESH_AFTER_MS = DEFAULT_MATCH_QUEUE_OPTIONS.entryTtlMs / 2;

/**
 * The search: seekers into the queue, a pairing of the queue turned into an offer (slots claimed, the match
 * charged, the pop-up opened), and people back into the queue after an offer ended without a call. Pairing
 * itself, who is compatible with whom, is the queue's (infra/match-queue).
 */
export class Pairing implements BackToSearch {
  /** Seekers this process queued, kept alive past the queue's entry time to live while they wait. */
  private readonly waiting = new Map<number, { seeker: Seeker; joinedAt: number }>();

  constructor(
    private readonly deps: Pick<
      MatchingDeps,
      'queue' | 'offers' | 'repo' | 'calls' | 'presence' | 'realtime' | 'clock' | 'flows'
    >,
    private readonly charges: MatchCharges,
    private readonly popUps: MatchPopUps,
  ) {}

  private now(): number {
    return this.deps.clock.now();
  }

  /**
   * Puts the seeker into the queue, or pairs them with the longest-waiting compatible seeker. Returns the
   * seeker's offer when paired, null when they wait. `inRequest`: the seeker is the caller of an HTTP
   * request, who is told a refusal by its answer rather than by an event.
   */
  async place(seeker: Seeker, inRequest: boolean): Promise<MatchOffer | null> {
    // A long waiter who took a call since they started searching stops searching: never matched (and charged
    // a filter price) while in a call. A new search is refused with IN_CALL before it gets here.
    if ((await this.deps.calls.activeCallOf(seeker.userId)) !== null) {
      await this.leave(seeker.userId);
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
        const open = await this.popUps.openOf(seeker.userId);
        return open && this.popUps.viewFor(open, seeker.userId);
      }
      if (result.kind === 'stopped') return null;
    }
  }

  /** Takes the user out of the queue. */
  async leave(userId: number): Promise<void> {
    this.waiting.delete(userId);
    await this.deps.queue.leave(userId);
  }

  /**
   * After an offer ended without a call: back into the queue with the same filter when the user still may
   * match (online, not in a call, quota, coins), told either way by 'match:ended'. A user who is told
   * `searching: false` learns why by starting again (the matching call answers the exact refusal).
   */
  async resume(side: OfferSide, matchId: string, reason: NoCallOutcome): Promise<void> {
    const { userId } = side.seeker;
    const searching =
      (await this.available(userId)) && (await this.charges.standing(userId, side.price)).refusal === null;
    this.deps.realtime.emitToUser(userId, 'match:ended', { matchId, reason, searching });
    if (!searching) return;
    await this.place(await withAvoidList(this.deps.repo, side.seeker), false);
  }

  /** A seeker whose search ended without an offer they saw (they could not pay when matched). */
  stop(userId: number, matchId: string): void {
    this.waiting.delete(userId);
    this.deps.realtime.emitToUser(userId, 'match:ended', { matchId, reason: 'expired', searching: false });
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

  /** Turns a pairing of the queue into an offer: slots claimed, the match recorded and paid, both told. */
  private async pair(first: Seeker, second: Seeker, inRequest: boolean): Promise<PairResult> {
    const { offers } = this.deps;
    if (!(await this.available(first.userId))) return { kind: 'retry' };
    // The countdowns globalconf shows are the ones the pop-up runs (the stored configuration).
    const { matchingFlow } = await this.deps.flows.get();
    const record = this.popUps.draft(this.sideOf(first), this.sideOf(second), matchingFlow);
    const { matchId, expiresAt, createdAt: now } = record;
    if (!(await offers.claimSlot(first.userId, matchId, expiresAt, now))) return { kind: 'retry' };
    if (!(await offers.claimSlot(second.userId, matchId, expiresAt, now))) {
      await offers.releaseSlots(matchId, [first.userId]);
      await this.place(first, false);
      return { kind: 'busy' };
    }
    try {
      await this.charges.chargeShown(record);
    } catch (err) {
      await offers.releaseSlots(matchId, [first.userId, second.userId]);
      if (!(err instanceof ShortOfCoins)) {
        await this.place(first, false);
        throw err;
      }
      if (err.userId === first.userId) {
        this.stop(first.userId, matchId);
        return { kind: 'retry' };
      }
      await this.place(first, false);
      if (inRequest) throw new InsufficientCoinsError();
      this.stop(second.userId, matchId);
      return { kind: 'stopped' };
    }
    const [, forSecond] = await this.popUps.open(record);
    return { kind: 'offer', offer: forSecond };
  }

  /** One side of an offer: the seeker as the offer keeps them, and what their filter costs. */
  private sideOf(seeker: Seeker): OfferSide {
    return { seeker: withoutAvoidList(seeker), price: this.charges.priceOf(seeker) };
  }

  /** Someone the queue may hand out: connected (presence) and not in a call. */
  private async available(userId: number): Promise<boolean> {
    if ((await this.deps.presence.ownStatus(userId)) === OnlineStatus.OFFLINE) return false;
    return (await this.deps.calls.activeCallOf(userId)) === null;
  }
}
