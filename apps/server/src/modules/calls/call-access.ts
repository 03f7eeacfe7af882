import type { CallSource } from '@mingle/protocol';

/** An invitation about to ring: who calls whom, from which flow and placement. */
export interface Invitation {
  callerId: number;
  calleeId: number;
  source: CallSource;
  location: number | undefined;
}

/**
 * What other areas decide about who may ring whom, asked by launch. Discover implements it (its invitation
 * limits, and the likes a VIP may call on); the root wires it in, so calls does not depend on Discover.
 */
export interface CallAccess {
  /** Throws the refusal when this invitation may not be sent now. */
  checkInvitation(invitation: Invitation): Promise<void>;
  /** Whether the caller is a VIP who liked the callee (spec §1, §6: they may call them without being friends). */
  vipWhoLiked(callerId: number, calleeId: number): Promise<boolean>;
}

/**
 * The bounds a host's prices must keep, which the operator configures in host self-service (modules/hosts). The
 * root wires it in, so calls does not depend on hosts; throws the refusal when a price is outside them.
 */
export interface HostPriceBounds {
  assertPricesWithinBounds(prices: { callPrice: number; friendsCallPrice: number }): Promise<unknown>;
}
