import type { ServerEventName, ServerEventPayload } from '@mingle/protocol';

/**
 * What services may do with the realtime gateway, without importing Socket.IO. The gateway is attached to
 * the HTTP server after the context is built, so the hub forwards to it once bound; before that (or in a
 * process with no gateway) emits go nowhere, which is what a user with no open socket would see anyway.
 */
export interface RealtimeTarget {
  emitToUser<E extends ServerEventName>(userId: number, event: E, payload: ServerEventPayload<E>): void;
  disconnectUser(userId: number): void;
}

export class RealtimeHub implements RealtimeTarget {
  private target: RealtimeTarget | undefined;

  bind(target: RealtimeTarget | undefined): void {
    this.target = target;
  }

  emitToUser<E extends ServerEventName>(userId: number, event: E, payload: ServerEventPayload<E>): void {
    this.target?.emitToUser(userId, event, payload);
  }

  disconnectUser(userId: number): void {
    this.target?.disconnectUser(userId);
  }
}
