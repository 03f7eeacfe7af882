import { RoomCategory, type HostSettings, type TaskRule } from '@mingle/protocol';
import type { HostSettingsRow } from '../../infra/db/schema';

/** A user who never became a host: calls to them are free. */
export const NOT_A_HOST: HostSettings = {
  isHost: false,
  callPrice: 0,
  friendsCallPrice: 0,
  friendsOnly: false,
  topic: RoomCategory.OTHER,
};

export function hostSettingsOf(row: HostSettingsRow | undefined): HostSettings {
  if (!row) return NOT_A_HOST;
  const { isHost, callPrice, friendsCallPrice, friendsOnly, topic } = row;
  return { isHost, callPrice, friendsCallPrice, friendsOnly, topic };
}

/** Coins per minute for calling this user (spec §6): a host's price, their friends price for friends. */
export function priceFor(
  host: Pick<HostSettings, 'isHost' | 'callPrice' | 'friendsCallPrice'>,
  friends: boolean,
): number {
  if (!host.isHost) return 0;
  return friends ? host.friendsCallPrice : host.callPrice;
}

/**
 * Whether the host refuses this caller: friends-only hosts take calls from friends only, and from a VIP who
 * liked them (spec §1, §6: a VIP can call any user they liked).
 */
export function refusesCaller(
  host: Pick<HostSettings, 'isHost' | 'friendsOnly'>,
  friends: boolean,
  vipWhoLiked = false,
): boolean {
  return host.isHost && host.friendsOnly && !friends && !vipWhoLiked;
}

/**
 * The task rule of spec §9 recorded on each call: per-minute calls count toward coin-consumption tasks; a flat
 * price per call ('per_time') would not (no flow charges one yet); free calls spend nothing.
 */
export function taskRuleFor(pricePerMinute: number): TaskRule {
  return pricePerMinute > 0 ? 'per_minute' : 'free';
}
