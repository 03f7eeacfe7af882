import {
  answerMessageIn,
  clientEventSchemas,
  Code,
  languageCodeOf,
  OnlineStatus,
  REALTIME_AUTH_TIMEOUT_MS,
  REALTIME_PATH,
  realtimeAuthSchema,
  type ClientToServerEvents,
  type LanguageCode,
  type ServerToClientEvents,
} from '@mingle/protocol';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Server as HttpServer } from 'node:http';
import type { Logger } from 'pino';
import { Server, type Socket } from 'socket.io';
import { AppError } from '../errors';
import { describeZodError } from '../http/zod-message';
import type { PresenceService } from '../modules/presence/service';
import type { RequestVerifier } from '../modules/session/request-verifier';
import type { ModuleEventName, RealtimeHub, RealtimeTarget } from './realtime-hub';

interface SocketData {
  userId: number;
  /** The language the user reads, from the handshake: refusals and server:error messages are worded in it. */
  language: LanguageCode;
}
type GatewaySocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type GatewayServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface GatewayDeps {
  verifier: RequestVerifier;
  presence: PresenceService;
  logger: Logger;
  /** Client events other than the heartbeat go to the module that registered for them; offline hooks. */
  hub: RealtimeHub;
  /** With Redis, emits and disconnects reach sockets on every node. */
  redis?: { connection: Redis; channelPrefix: string } | undefined;
}

export interface Gateway extends RealtimeTarget {
  /** Drops this node's connections (for shutdown); the HTTP server itself is closed by Fastify. */
  close(): Promise<void>;
}

const userRoom = (userId: number) => `user:${userId}`;

type Handler = (socket: GatewaySocket, payload: unknown) => Promise<void>;

export function attachGateway(httpServer: HttpServer, deps: GatewayDeps): Gateway {
  const io: GatewayServer = new Server(httpServer, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    perMessageDeflate: false,
    serveClient: false,
    // A connection that never completes the Socket.IO handshake is dropped after this.
    connectTimeout: REALTIME_AUTH_TIMEOUT_MS,
  });
  // Pub/sub needs connections of its own: a subscribed Redis connection cannot run other commands.
  const pubSub = deps.redis ? [deps.redis.connection.duplicate(), deps.redis.connection.duplicate()] : [];
  if (deps.redis) {
    const [pub, sub] = pubSub as [Redis, Redis];
    io.adapter(createAdapter(pub, sub, { key: deps.redis.channelPrefix }));
  }

  // Disconnect handling still running (presence, matching and calls react to a user going offline).
  const disconnecting = new Set<Promise<void>>();

  io.use(async (socket, next) => {
    const language = handshakeLanguage(socket.handshake.auth);
    socket.data.language = language;
    try {
      const auth = realtimeAuthSchema.safeParse(socket.handshake.auth);
      if (!auth.success) throw new AppError(Code.LOGIN_REQUIRED, describeZodError(auth.error), 401);
      const session = await deps.verifier.verifyAuthenticated({ ...auth.data, url: REALTIME_PATH });
      socket.data.userId = session.userId;
      next();
    } catch (err) {
      const appError = err instanceof AppError ? err : new AppError(Code.INTERNAL);
      if (!(err instanceof AppError)) deps.logger.error({ err }, 'realtime handshake failed');
      const msg = await answerMessageIn(language, appError.code, appError.message);
      next(Object.assign(new Error(msg), { data: { code: appError.code, msg } }));
    }
  });

  const heartbeat: Handler = async (socket, payload) => {
    const { status } = clientEventSchemas.heartbeat.parse(payload);
    const recorded = await deps.presence.heartbeat(socket.data.userId, status);
    socket.emit('presence:self', { status: recorded });
  };
  const handlerFor = (event: string): Handler | undefined => {
    if (!Object.hasOwn(clientEventSchemas, event)) return undefined;
    if (event === 'heartbeat') return heartbeat;
    const name = event as ModuleEventName;
    const handler = deps.hub.handlerFor(name);
    return (
      handler && ((socket, payload) => handler(socket.data.userId, clientEventSchemas[name].parse(payload)))
    );
  };

  io.on('connection', (socket) => {
    const { userId } = socket.data;

    // Listeners first, synchronously, so an event sent right after the handshake is never missed.
    // Every incoming event goes through the schema table: unknown or malformed ones get an error event.
    socket.onAny(async (event: string, payload: unknown) => {
      const handler = handlerFor(event);
      if (!handler) {
        socket.emit('server:error', { event, code: Code.NOT_FOUND, msg: `Unknown event: ${event}` });
        return;
      }
      try {
        await handler(socket, payload);
      } catch (err) {
        const appError = toAppError(err);
        if (appError.code === Code.INTERNAL) deps.logger.error({ err, event }, 'realtime handler failed');
        const msg = await answerMessageIn(socket.data.language, appError.code, appError.message);
        socket.emit('server:error', { event, code: appError.code, msg });
      }
    });

    socket.on('disconnect', () => {
      const work = (async () => {
        try {
          // Only the last socket of a user, on any node, takes them offline.
          const remaining = await io.in(userRoom(userId)).fetchSockets();
          if (remaining.length === 0) {
            await deps.presence.setStatus(userId, OnlineStatus.OFFLINE);
            await deps.hub.userWentOffline(userId);
          }
        } catch (err) {
          deps.logger.warn({ err, userId }, 'presence update on disconnect failed');
        }
      })();
      // Tracked so that close() lets it finish before the Redis connections it uses go away.
      disconnecting.add(work);
      void work.finally(() => disconnecting.delete(work));
    });

    void (async () => {
      try {
        await socket.join(userRoom(userId));
        const status = await deps.presence.heartbeat(userId);
        socket.emit('session:ready', { userId, status });
      } catch (err) {
        deps.logger.error({ err, userId }, 'realtime session setup failed');
        socket.disconnect(true);
      }
    })();
  });

  return {
    emitToUser(userId, event, payload) {
      // Socket.IO's variadic emit typing cannot follow a generic event name; the hub's signature keeps callers typed.
      (io.to(userRoom(userId)).emit as (e: string, p: unknown) => void)(event, payload);
    },
    disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    async close() {
      // Closing the transport (not a Socket.IO disconnect) tells clients the server went away, so they
      // reconnect to another node or to this one after a restart; a disconnect would mean 'session over'.
      io.engine.close();
      await Promise.allSettled([...disconnecting]);
      await Promise.all(pubSub.map((c) => c.quit()));
    },
  };
}

/**
 * The language the user reads: the handshake's languageId (spec §3 ids, as the HTTP common field), read before
 * and apart from the credentials so that a refused handshake is worded in it too; English otherwise.
 */
function handshakeLanguage(auth: Record<string, unknown> | undefined): LanguageCode {
  return languageCodeOf(Number(auth?.languageId)) ?? 'en';
}

function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err && typeof err === 'object' && 'issues' in err) {
    return new AppError(Code.VALIDATION, describeZodError(err as Parameters<typeof describeZodError>[0]));
  }
  return new AppError(Code.INTERNAL);
}
