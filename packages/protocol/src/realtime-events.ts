import { z } from 'zod';
import { computeSign } from './sign';
import { OnlineStatus } from './tables/online-status';
import { callsClientEvents, callsServerEvents } from './calls/calls';
import { discoverServerEvents } from './discover/discover';
import { matchingServerEvents } from './matching/matching';
import { noticesServerEvents } from './notices/notices';
import { giftsServerEvents } from './gifts/gifts';
import { paymentsServerEvents } from './payments/events';
import { rewardsServerEvents } from './rewards/tasks';
import { socialServerEvents } from './social/events';
import { walletServerEvents } from './wallet/events';

/** Socket.IO path of the realtime gateway (one path, WebSocket transport only). */
export const REALTIME_PATH = '/realtime/';
/** A socket that has not authenticated within this time is closed. */
export const REALTIME_AUTH_TIMEOUT_MS = 5_000;
/** Clients send a heartbeat this often; presence records expire after three missed beats. */
export const HEARTBEAT_INTERVAL_MS = 25_000;
export const PRESENCE_TTL_MS = 3 * HEARTBEAT_INTERVAL_MS;

/**
 * Handshake auth: the same credentials as an HTTP request. The sign is computed over REALTIME_PATH as the
 * request target, so a token alone is not enough and a captured handshake cannot be replayed (nonce).
 */
export const realtimeAuthSchema = z.object({
  userId: z.coerce.number().int().positive(),
  loginToken: z.string().min(1).max(128),
  deviceId: z.string().min(1).max(128),
  nonce: z.string().min(1).max(128),
  timestamp: z.coerce.number().int().nonnegative(),
  sign: z.string().regex(/^[0-9A-F]{64}$/),
});
export type RealtimeAuth = z.infer<typeof realtimeAuthSchema>;

/** Signs handshake credentials the way the gateway checks them: as a request whose target is REALTIME_PATH. */
export function signRealtimeAuth(unsigned: Omit<RealtimeAuth, 'sign'>): RealtimeAuth {
  const { userId, deviceId, nonce, timestamp } = unsigned;
  const sign = computeSign(unsigned.loginToken, { url: REALTIME_PATH, deviceId, nonce, timestamp, userId });
  return { ...unsigned, sign };
}

/** Events the client sends. Every payload is validated on arrival; unknown events get a server:error. */
export const clientEventSchemas = {
  /** Keeps the presence record alive; a user may choose to appear invisible. */
  heartbeat: z.object({
    status: z.union([z.literal(OnlineStatus.ONLINE), z.literal(OnlineStatus.INVISIBLE)]).optional(),
  }),
  ...callsClientEvents,
} as const;

/** Events the server sends. */
export const serverEventSchemas = {
  /** Sent once the handshake is accepted and the socket joined its user's room. */
  'session:ready': z.object({ userId: z.number().int(), status: z.number().int() }),
  /** The session ended server-side (logout, login elsewhere, ban); the socket is closed right after. */
  'session:ended': z.object({ code: z.number().int(), msg: z.string() }),
  /** Presence as the server recorded it after a heartbeat. */
  'presence:self': z.object({ status: z.number().int() }),
  /** A malformed or unknown client event. */
  'server:error': z.object({ event: z.string(), code: z.number().int(), msg: z.string() }),
  ...walletServerEvents,
  ...paymentsServerEvents,
  ...socialServerEvents,
  ...matchingServerEvents,
  ...callsServerEvents,
  ...rewardsServerEvents,
  ...discoverServerEvents,
  ...noticesServerEvents,
  ...giftsServerEvents,
} as const;

export type ClientEventName = keyof typeof clientEventSchemas;
export type ServerEventName = keyof typeof serverEventSchemas;
export type ClientEventPayload<E extends ClientEventName> = z.infer<(typeof clientEventSchemas)[E]>;
export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof serverEventSchemas)[E]>;

/** Socket.IO's typed-event maps, derived from the schemas so both sides stay in step. */
export type ClientToServerEvents = { [E in ClientEventName]: (payload: ClientEventPayload<E>) => void };
export type ServerToClientEvents = { [E in ServerEventName]: (payload: ServerEventPayload<E>) => void };
