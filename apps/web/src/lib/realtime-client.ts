import {
  HEARTBEAT_INTERVAL_MS,
  REALTIME_PATH,
  serverEventSchemas,
  signRealtimeAuth,
  type RealtimeAuth,
  type ClientEventName,
  type ClientEventPayload,
  type ClientToServerEvents,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
} from '@mingle/protocol';
import type * as SocketIo from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { ApiSession } from './api-client';
import { freshNonce, type DeviceIdentity } from './device';
import { classifyError, endsSession, type SessionEndingAction } from './error-catalogue';
import { randomHex } from './random';

export type RealtimeStatus = 'offline' | 'connecting' | 'connected';
type TypedSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type SocketIoModule = typeof SocketIo;

/** Back-off between reconnects: 1 s doubling to 30 s, each delay randomised by ±50% so clients spread out. */
export const RECONNECT = { delayMs: 1_000, delayMaxMs: 30_000, randomization: 0.5 } as const;

export interface RealtimeClientDeps {
  /** Origin of the gateway; undefined means the page's own origin. */
  url?: string;
  session: () => ApiSession | null;
  device: () => DeviceIdentity;
  /** The language shown (spec §3 languageId), so the server words its refusals in it; English without it. */
  languageId?: () => number;
  onStatus: (status: RealtimeStatus) => void;
  /**
   * The server ended the session ('session:ended': logout elsewhere, ban) or refused it at the handshake; the
   * action comes from classifyError, like an HTTP answer's.
   */
  onSessionEnded: (action: SessionEndingAction) => void;
  /** socket.io-client is loaded on demand: visitors never download it. */
  loadSocketIo?: () => Promise<SocketIoModule>;
  now?: () => number;
  random?: (bytes: number) => string;
  heartbeatMs?: number;
}

/** Events a feature may listen to; the session events are the client's own business. */
export type FeatureEventName = Exclude<ServerEventName, 'session:ready' | 'session:ended' | 'server:error'>;
/** Events a feature may send; the heartbeat is the client's own business. */
export type FeatureClientEventName = Exclude<ClientEventName, 'heartbeat'>;

export interface RealtimeClient {
  connect(): void;
  disconnect(): void;
  /**
   * Calls the handler with every valid payload of the event (checked against the protocol's schema; a
   * malformed one is dropped) until the returned function is called. Listeners outlive reconnects.
   */
  subscribe<E extends FeatureEventName>(
    event: E,
    handler: (payload: ServerEventPayload<E>) => void,
  ): () => void;
  /** Called after every (re)connected session: what happened while the socket was down must be read again. */
  onReady(handler: () => void): () => void;
  /** Whether the session is connected now (events sent to this user reach this page). */
  isReady(): boolean;
  /**
   * Sends a client event (e.g. 'call:signal'). While the socket reconnects socket.io holds it and sends it
   * after; with no socket at all (logged out) it is dropped.
   */
  emit<E extends FeatureClientEventName>(event: E, payload: ClientEventPayload<E>): void;
}

const SESSION_EVENTS: readonly ServerEventName[] = ['session:ready', 'session:ended', 'server:error'];
const FEATURE_EVENTS = (Object.keys(serverEventSchemas) as ServerEventName[]).filter(
  (name): name is FeatureEventName => !SESSION_EVENTS.includes(name),
);

/** Handshake credentials, signed like an HTTP request whose target is REALTIME_PATH; fresh on every attempt. */
export function buildRealtimeAuth(
  session: ApiSession,
  device: DeviceIdentity,
  now: () => number = Date.now,
  random: (bytes: number) => string = randomHex,
): RealtimeAuth {
  return signRealtimeAuth({
    userId: session.userId,
    loginToken: session.loginToken,
    deviceId: device.deviceId,
    nonce: freshNonce(device.nonceSeed, random),
    timestamp: now(),
  });
}

/**
 * Jittered exponential delay for the reconnects socket.io does not do itself: refused handshakes, and a server
 * that dropped the socket without ending the session.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT.delayMaxMs, RECONNECT.delayMs * 2 ** attempt);
  const jitter = 1 + RECONNECT.randomization * (random() * 2 - 1);
  return Math.round(base * jitter);
}

export function createRealtimeClient(deps: RealtimeClientDeps): RealtimeClient {
  const load = deps.loadSocketIo ?? (() => import('socket.io-client'));
  const heartbeatMs = deps.heartbeatMs ?? HEARTBEAT_INTERVAL_MS;
  let socket: TypedSocket | null = null;
  // Bumped by disconnect(), so a socket.io-client import that finishes afterwards does not connect.
  let generation = 0;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  // Reconnects of our own since the last ready session; the back-off grows with them.
  let retryAttempts = 0;
  let ready = false;
  const listeners = new Map<FeatureEventName, Set<(payload: never) => void>>();
  const readyListeners = new Set<() => void>();

  const stopHeartbeat = () => {
    clearInterval(heartbeat);
    heartbeat = undefined;
  };

  function scheduleRetry(s: TypedSocket): void {
    deps.onStatus('connecting');
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (socket === s) s.connect();
    }, reconnectDelay(retryAttempts++));
  }

  function endSession(action: SessionEndingAction): void {
    teardown();
    deps.onSessionEnded(action);
  }

  function attach(s: TypedSocket): void {
    // The server announces a real end of session before dropping the socket; see the disconnect handler.
    let sessionEnded = false;
    s.on('session:ready', () => {
      retryAttempts = 0;
      ready = true;
      deps.onStatus('connected');
      stopHeartbeat();
      s.emit('heartbeat', {});
      heartbeat = setInterval(() => s.emit('heartbeat', {}), heartbeatMs);
      for (const handler of readyListeners) handler();
    });
    for (const name of FEATURE_EVENTS) {
      const schema = serverEventSchemas[name];
      // One socket listener per event, whoever subscribes later; socket.io's typings cannot follow the loop.
      (s as unknown as Socket).on(name, (raw: unknown) => {
        const handlers = listeners.get(name);
        if (!handlers?.size) return;
        const parsed = schema.safeParse(raw);
        if (!parsed.success) return;
        for (const handler of handlers) handler(parsed.data as never);
      });
    }
    s.on('session:ended', (payload) => {
      sessionEnded = true;
      endSession(classifyError({ ...payload, sessionEnded: true }));
    });
    s.on('disconnect', (reason) => {
      ready = false;
      stopHeartbeat();
      // A server-side disconnect without 'session:ended' means its session setup failed, not that the session
      // is over; socket.io does not retry those by itself, so we do, with fresh credentials.
      if (reason === 'io server disconnect' && !sessionEnded) {
        scheduleRetry(s);
        return;
      }
      // active: socket.io will reconnect by itself (network loss, server restart closing the transport).
      deps.onStatus(s.active ? 'connecting' : 'offline');
    });
    s.on('connect_error', (error: Error & { data?: { code?: unknown; msg?: unknown } }) => {
      const code = error.data?.code;
      const msg = error.data?.msg;
      const action = classifyError({
        code: typeof code === 'number' ? code : undefined,
        msg: typeof msg === 'string' ? msg : undefined,
      });
      // The server refused the session itself (expired, replaced, banned): retrying cannot help.
      if (endsSession(action)) {
        endSession(action);
        return;
      }
      if (s.active) {
        deps.onStatus('connecting');
        return;
      }
      // A refused handshake is not retried by socket.io; retry with our own back-off, with fresh credentials.
      scheduleRetry(s);
    });
  }

  function teardown(): void {
    ready = false;
    generation++;
    clearTimeout(retryTimer);
    retryAttempts = 0;
    stopHeartbeat();
    if (socket) {
      socket.removeAllListeners();
      socket.disconnect();
      socket = null;
    }
    deps.onStatus('offline');
  }

  return {
    connect() {
      if (socket) return;
      const mine = ++generation;
      deps.onStatus('connecting');
      load().then(
        ({ io }) => {
          if (mine !== generation || socket) return;
          const s: TypedSocket = io(deps.url ?? '', {
            path: REALTIME_PATH,
            transports: ['websocket'],
            autoConnect: false,
            reconnectionDelay: RECONNECT.delayMs,
            reconnectionDelayMax: RECONNECT.delayMaxMs,
            randomizationFactor: RECONNECT.randomization,
            auth: (cb) => {
              const session = deps.session();
              const credentials = session
                ? buildRealtimeAuth(session, deps.device(), deps.now, deps.random)
                : {};
              cb({ ...credentials, languageId: deps.languageId?.() });
            },
          });
          socket = s;
          attach(s);
          s.connect();
        },
        () => {
          // The chunk did not arrive; the indicator says offline and the next login or reload tries again.
          if (mine === generation) deps.onStatus('offline');
        },
      );
    },
    disconnect: teardown,
    subscribe(event, handler) {
      const handlers = listeners.get(event) ?? new Set();
      listeners.set(event, handlers);
      const entry = handler as (payload: never) => void;
      handlers.add(entry);
      return () => handlers.delete(entry);
    },
    isReady: () => ready,
    onReady(handler) {
      readyListeners.add(handler);
      return () => readyListeners.delete(handler);
    },
    emit(event, payload) {
      // socket.io's typings cannot follow a generic event name.
      (socket as unknown as Socket | null)?.emit(event, payload);
    },
  };
}
