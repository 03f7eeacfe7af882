import { randomUUID } from 'node:crypto';
import { Code, MatchCode, type FlowConfig, type MatchAnswerBody, type MatchOffer } from '@mingle/protocol';
import { AppError } from '../../errors';
import type { TimerHandle } from '../../infra/clock';
import { MatchError } from './errors';
import type { OfferOutcome, OfferRecord, OfferSide } from './offer-store';
import { peerViews } from './peers';
import type { MatchingDeps } from './service';

/** How an offer ended without a call. */
export type NoCallOutcome = Exclude<OfferOutcome, 'accepted'>;

/** What the pop-ups hand back to the search (pairing.ts) once an offer ended without a call. */
export interface BackToSearch {
  /** Back into the queue when the user still may match; told either way. */
  resume(side: OfferSide, matchId: string, reason: NoCallOutcome): Promise<void>;
  /** The user's search ended without a pop-up they could answer. */
  stop(userId: number, matchId: string): void;
}

/**
 * The matched pop-up (spec §1): opened for both when the queue pairs two seekers, answered with accept,
 * decline or Next, ended by its countdown or by a leaver. Its state lives in the key-value store (offer-store.ts),
 * where any process answers it; each ending is a set-if-absent there, so exactly one outcome wins a race.
 */
export class MatchPopUps {
  private readonly timers = new Set<TimerHandle>();

  constructor(
    private readonly deps: Pick<
      MatchingDeps,
      'offers' | 'repo' | 'calls' | 'realtime' | 'onBackgroundError' | 'clock'
    >,
    private readonly search: BackToSearch,
  ) {}

  private now(): number {
    return this.deps.clock.now();
  }

  /** Stops this process's offer expiry timers; any node then expires its offers lazily. */
  close(): void {
    for (const timer of this.timers) this.deps.clock.clearTimeout(timer);
    this.timers.clear();
  }

  /** A new offer between two sides, its countdowns starting now; nothing is stored or claimed yet. */
  draft(
    first: OfferSide,
    second: OfferSide,
    flow: Pick<FlowConfig['matchingFlow'], 'countdownSeconds' | 'nextCountdownSeconds'>,
  ): OfferRecord {
    const now = this.now();
    return {
      matchId: randomUUID(),
      createdAt: now,
      expiresAt: now + flow.countdownSeconds * 1000,
      nextAt: now + flow.nextCountdownSeconds * 1000,
      first,
      second,
    };
  }

  /**
   * Stores a recorded offer (its slots claimed), starts its countdown and shows both the pop-up: the first's
   * view, then the second's.
   */
  async open(record: OfferRecord): Promise<[MatchOffer, MatchOffer]> {
    await this.deps.offers.save(record, record.createdAt);
    this.scheduleExpiry(record);
    const views = await this.viewsOf(record);
    this.deps.realtime.emitToUser(record.first.seeker.userId, 'match:found', views[0]);
    this.deps.realtime.emitToUser(record.second.seeker.userId, 'match:found', views[1]);
    return views;
  }

  /** The user's open offer, if it is still open; one whose countdown ran out is expired on the way. */
  async openOf(userId: number): Promise<OfferRecord | null> {
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
    return next && next !== matchId ? this.openOf(userId) : null;
  }

  async viewFor(record: OfferRecord, userId: number): Promise<MatchOffer> {
    const [forFirst, forSecond] = await this.viewsOf(record);
    return record.first.seeker.userId === userId ? forFirst : forSecond;
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
    await this.search.resume(otherSide(record, userId), record.matchId, outcome);
    await this.search.resume(actor, record.matchId, outcome);
  }

  /** Ends the user's open pop-up as if Next was pressed: the other person keeps searching. */
  async leave(userId: number): Promise<void> {
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
    await this.search.resume(otherSide(record, userId), record.matchId, 'peer_left');
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
      for (const id of [callerId, calleeId]) this.search.stop(id, record.matchId);
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
        await this.search.resume(side, record.matchId, 'expired');
      } else {
        this.deps.realtime.emitToUser(side.seeker.userId, 'match:ended', {
          matchId: record.matchId,
          reason: 'expired',
          searching: false,
        });
      }
    }
  }

  /** The pop-up of each side (the first's, then the second's), with one look-up for both people. */
  private async viewsOf(record: OfferRecord): Promise<[MatchOffer, MatchOffer]> {
    const peers = await peerViews(this.deps.repo, userIdsOf(record), new Date(this.now()));
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
