import { readCookie, writeCookie } from './cookies';
import { randomHex } from './random';

export const DEVICE_ID_COOKIE = 'deviceId';
export const NONCE_COOKIE = 'nonce';

export interface DeviceIdentity {
  deviceId: string;
  /** Per-install seed; every request appends fresh randomness to it (see freshNonce). */
  nonceSeed: string;
}

/** Reads the device id and nonce seed cookies, creating them on the first visit. */
export function loadDeviceIdentity(): DeviceIdentity {
  let deviceId = readCookie(DEVICE_ID_COOKIE);
  if (!deviceId || !/^[A-Za-z0-9_-]{1,128}$/.test(deviceId)) {
    deviceId = randomHex(16);
    writeCookie(DEVICE_ID_COOKIE, deviceId);
  }
  let nonceSeed = readCookie(NONCE_COOKIE);
  if (!nonceSeed || nonceSeed.length > 64) {
    nonceSeed = randomHex(8);
    writeCookie(NONCE_COOKIE, nonceSeed);
  }
  return { deviceId, nonceSeed };
}

/**
 * The server rejects a nonce it has already seen from a device, so the stored seed alone would be a replay
 * after the first request; each request gets the seed plus 64 fresh random bits.
 */
export function freshNonce(seed: string, random: (bytes: number) => string = randomHex): string {
  return `${seed}.${random(8)}`;
}
