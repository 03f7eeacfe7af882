import type {
  ClientEventName,
  ClientEventPayload,
  ServerEventName,
  ServerEventPayload,
} from '@mingle/protocol';

/**
 * What services may do with the realtime gateway, without importing Socket.IO. The gateway is attached to
 * the HTTP server after the context is built, so the hub forwards to it once bound; before that (or in a
 * process with no gateway) emits go nowhere, which is what a user with no open socket would see anyway.
 */
export interface RealtimeTarget {
  emitToUser<E extends ServerEventName>(userId: number, event: E, payload: ServerEventPayload<E>): void;
  disconnectUser(userId: number): void;
}

/** Client events a module answers; the gateway validates the payload against its schema first. */
export type ModuleEventName = Exclude<ClientEventName, 'heartbeat'>;
export type ClientEventHandler<E extends ModuleEventName> = (
  userId: number,
  payload: ClientEventPayload<E>,
) => Promise<void>;

/** Sees each event told to a user (RealtimeHub.onEmit). */
export type EmitListener = <E extends ServerEventName>(
  userId: number,
  event: E,
  payload: ServerEventPayload<E>,
) => void;

export class RealtimeHub implements RealtimeTarget {
  private target: RealtimeTarget | undefined;
  private readonly handlers = new Map<ModuleEventName, ClientEventHandler<ModuleEventName>>();
  private readonly offlineListeners: Array<(userId: number) => Promise<void>> = [];
  private readonly emitListeners: EmitListener[] = [];

  bind(target: RealtimeTarget | undefined): void {
    this.target = target;
  }

  emitToUser<E extends ServerEventName>(userId: number, event: E, payload: ServerEventPayload<E>): void {
    this.target?.emitToUser(userId, event, payload);
    for (const listener of this.emitListeners) listener(userId, event, payload);
  }

  /**
   * Hears every event told to a user, on the node that told it (once, whatever node the user's sockets are on):
   * web push turns some of them into notifications (modules/push/facts.ts). A listener must not throw or block.
   */
  onEmit(listener: EmitListener): void {
    this.emitListeners.push(listener);
  }

  disconnectUser(userId: number): void {
    this.target?.disconnectUser(userId);
  }

  /** A module answers one client event (one handler per event: the modules own disjoint events). */
  handle<E extends ModuleEventName>(event: E, handler: ClientEventHandler<E>): void {
    if (this.handlers.has(event)) throw new Error(`realtime event ${event} already has a handler`);
    this.handlers.set(event, handler as ClientEventHandler<ModuleEventName>);
  }

  handlerFor(event: ModuleEventName): ClientEventHandler<ModuleEventName> | undefined {
    return this.handlers.get(event);
  }

  /** Runs when a user's last socket on any node closed (e.g. matching takes them out of the queue). */
  onUserOffline(listener: (userId: number) => Promise<void>): void {
    this.offlineListeners.push(listener);
  }

  async userWentOffline(userId: number): Promise<void> {
    await Promise.allSettled(this.offlineListeners.map((listener) => listener(userId)));
  }
}
