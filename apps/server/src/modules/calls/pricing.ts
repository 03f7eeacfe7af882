import type { HostSettings, TaskRule } from '@mingle/protocol';
import type { HostSettingsRow } from '../../infra/db/schema';

/** A user who never became a host: calls to them are free. */
export const NOT_A_HOST: HostSettings = {
  isHost: false,
  callPrice: 0,
  friendsCallPrice: 0,
  friendsOnly: false,
};

export function hostSettingsOf(row: HostSettingsRow | undefined): HostSettings {
  if (!row) return NOT_A_HOST;
  const { isHost, callPrice, friendsCallPrice, friendsOnly } = row;
  return { isHost, callPrice, friendsCallPrice, friendsOnly };
}

/** Coins per minute for calling this user (spec §6): a host's price, their friends price for friends. */
export function priceFor(host: HostSettings, friends: boolean): number {
  if (!host.isHost) return 0;
  return friends ? host.friendsCallPrice : host.callPrice;
}

/** Whether the host refuses this caller: friends-only hosts take calls from friends only. */
export function refusesCaller(host: HostSettings, friends: boolean): boolean {
  return host.isHost && host.friendsOnly && !friends;
}

/**
 * The task rule of spec §9 recorded on each call: per-minute calls count toward coin-consumption tasks; a flat
 * price per call ('per_time') would not (no flow charges one yet); free calls spend nothing.
 */
export function taskRuleFor(pricePerMinute: number): TaskRule {
  return pricePerMinute > 0 ? 'per_minute' : 'free';
}
