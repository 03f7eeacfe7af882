import { readLocal, writeLocal } from '../../lib/local-storage';

/**
 * 'Hide my IP address (relay only)': kept on this device only. When on, a call's peer connection may use relayed
 * (TURN) candidates alone, so the other person never learns this device's address.
 */
export const RELAY_ONLY_KEY = 'callRelayOnly';

export function readRelayOnly(): boolean {
  return readLocal(RELAY_ONLY_KEY) === 'on';
}

export function writeRelayOnly(on: boolean): void {
  writeLocal(RELAY_ONLY_KEY, on ? 'on' : 'off');
}

/** The transport policy of a call: the server's, made stricter (never looser) by the local choice. */
export function iceTransportPolicy(server: RTCIceTransportPolicy, relayOnly: boolean): RTCIceTransportPolicy {
  return relayOnly ? 'relay' : server;
}
