import type { ServerEventPayload } from '@mingle/protocol';
import { vi } from 'vitest';
import type { FeatureEventName, RealtimeClient } from '../lib/realtime-client';

type Handler = (payload: never) => void;

/**
 * The one fake gateway of the web tests: the app subscribes and emits as it would on the real socket; tests
 * fire server events, reconnect, and read what was emitted. Every client method is a spy as well.
 */
export function fakeRealtime() {
  const handlers = new Map<string, Set<Handler>>();
  const ready = new Set<() => void>();
  const emitted: { event: string; payload: unknown }[] = [];
  let onEmit: (event: string, payload: unknown) => void = () => undefined;
  const client = {
    connect: vi.fn(() => undefined),
    disconnect: vi.fn(() => undefined),
    subscribe: vi.fn((event: string, handler: Handler) => {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
      return () => void set.delete(handler);
    }),
    onReady: vi.fn((handler: () => void) => {
      ready.add(handler);
      return () => void ready.delete(handler);
    }),
    /** The fake session is up unless a test says otherwise. */
    isReady: vi.fn(() => true),
    emit: vi.fn((event: string, payload: unknown) => {
      emitted.push({ event, payload });
      onEmit(event, payload);
    }),
  };
  return {
    client: client as typeof client & RealtimeClient,
    emitted,
    fire<E extends FeatureEventName>(event: E, payload: ServerEventPayload<E>): void {
      for (const handler of handlers.get(event) ?? [])
        (handler as (p: ServerEventPayload<E>) => void)(payload);
    },
    reconnect(): void {
      for (const handler of ready) handler();
    },
    onEmit(listener: (event: string, payload: unknown) => void): void {
      onEmit = listener;
    },
  };
}
