import { randomBytes } from 'node:crypto';
import {
  REALTIME_PATH,
  signRealtimeAuth,
  type ClientToServerEvents,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
} from '@mingle/protocol';
import { io, type Socket } from 'socket.io-client';
import type { IssuedSession } from '../src/modules/session/service';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Handshake auth exactly as the web client builds it; `tamper` lets a test break one part. `timestamp` is the
 * client's time: the server's clock when a test moves it (createTestApp's clock).
 */
export function realtimeAuth(
  session: IssuedSession,
  tamper: Partial<Record<string, unknown>> = {},
  timestamp = Date.now(),
) {
  const { userId, loginToken, deviceId } = session;
  const nonce = randomBytes(8).toString('hex');
  return { ...signRealtimeAuth({ userId, loginToken, deviceId, nonce, timestamp }), ...tamper };
}

export function connect(baseUrl: string, auth: Record<string, unknown> | undefined): TestSocket {
  return io(baseUrl, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(auth ? { auth } : {}),
  });
}

export function nextEvent<E extends ServerEventName>(
  socket: TestSocket,
  event: E,
): Promise<ServerEventPayload<E>> {
  return new Promise((resolve) => {
    // Socket.IO's typed `once` cannot follow a generic event name.
    (socket.once as (e: string, l: (p: ServerEventPayload<E>) => void) => void)(event, resolve);
  });
}

export function connectError(
  socket: TestSocket,
): Promise<{ message: string; data?: { code: number; msg: string } }> {
  return new Promise((resolve) => socket.once('connect_error', (err) => resolve(err as never)));
}

export function disconnected(socket: TestSocket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}
