import type { KeyValueStore } from '../../infra/kv/key-value-store';
import type { SeekerFields } from './avoid-list';

/** How an offer ended; the first one recorded wins (see OfferStore.claimEnd). */
export type OfferOutcome = 'accepted' | 'declined' | 'next' | 'expired' | 'peer_left';

/** One side of an offer: who, with the filter they searched with and what the match cost them. */
export interface OfferSide {
  seeker: SeekerFields;
  price: number;
}

/** The matched pop-up as every process sees it: stored in the key-value store (Redis when scaled). */
export interface OfferRecord {
  matchId: string;
  createdAt: number;
  expiresAt: number;
  nextAt: number;
  /** The side that waited longer: the caller of the call that starts when both accept. */
  first: OfferSide;
  second: OfferSide;
}

/** Offers outlive their countdown a little, so a late answer is told 'no longer available', not 'unknown'. */
const AFTERLIFE_MS = 60_000;

const keys = {
  offer: (matchId: string) => `match:offer:${matchId}`,
  /** The user's open offer: at most one at a time, also across processes (claimed with setIfAbsent). */
  open: (userId: number) => `match:open:${userId}`,
  accepted: (matchId: string, userId: number) => `match:accepted:${matchId}:${userId}`,
  end: (matchId: string) => `match:end:${matchId}`,
};

/**
 * Offer state over the key-value store. Every transition that must happen once is a setIfAbsent: the user's
 * open-offer slot (nobody is in two offers), and the offer's end (one outcome: two racing accepts start one
 * call, an accept racing a decline or the expiry either starts the call or ends the offer, never both).
 */
export class OfferStore {
  constructor(private readonly kv: KeyValueStore) {}

  private ttl(record: Pick<OfferRecord, 'expiresAt'>, now: number): number {
    return Math.max(1, record.expiresAt - now) + AFTERLIFE_MS;
  }

  /** Takes the user's open-offer slot for this match; false when they are in another offer already. */
  claimSlot(userId: number, matchId: string, expiresAt: number, now: number): Promise<boolean> {
    return this.kv.setIfAbsent(keys.open(userId), matchId, this.ttl({ expiresAt }, now));
  }

  /** Frees the slots of an offer that ended (or never started); only the match that holds a slot frees it. */
  async releaseSlots(matchId: string, userIds: readonly number[]): Promise<void> {
    await Promise.all(userIds.map((userId) => this.kv.deleteIfEquals(keys.open(userId), matchId)));
  }

  openMatchOf(userId: number): Promise<string | null> {
    return this.kv.get(keys.open(userId));
  }

  async save(record: OfferRecord, now: number): Promise<void> {
    await this.kv.set(keys.offer(record.matchId), JSON.stringify(record), this.ttl(record, now));
  }

  async load(matchId: string): Promise<OfferRecord | null> {
    const raw = await this.kv.get(keys.offer(matchId));
    return raw ? (JSON.parse(raw) as OfferRecord) : null;
  }

  async markAccepted(record: OfferRecord, userId: number, now: number): Promise<void> {
    await this.kv.set(keys.accepted(record.matchId, userId), '1', this.ttl(record, now));
  }

  async hasAccepted(matchId: string, userId: number): Promise<boolean> {
    return (await this.kv.get(keys.accepted(matchId, userId))) !== null;
  }

  /** Records how the offer ended; true only for the one caller whose outcome is the offer's. */
  claimEnd(record: OfferRecord, outcome: OfferOutcome, now: number): Promise<boolean> {
    return this.kv.setIfAbsent(keys.end(record.matchId), outcome, this.ttl(record, now));
  }

  async outcomeOf(matchId: string): Promise<OfferOutcome | null> {
    return (await this.kv.get(keys.end(matchId))) as OfferOutcome | null;
  }
}
