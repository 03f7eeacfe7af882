import type { ServerEventName, ServerEventPayload } from '@mingle/protocol';
import { act } from '@testing-library/react';
import type { Mock } from 'vitest';

type SubscribeMock = Mock<(event: string, handler: (payload: never) => void) => () => void>;

/**
 * Delivers a server event to the newest subscriber of it on a page rendered with `renderApp`'s realtime spy,
 * as the realtime client would (the newest, because the spy also remembers handlers since unsubscribed).
 */
export function emit<E extends ServerEventName>(
  realtime: { subscribe: unknown },
  event: E,
  payload: ServerEventPayload<E>,
): void {
  const subscribe = realtime.subscribe as SubscribeMock;
  const handler = subscribe.mock.calls.filter(([name]) => name === event).at(-1)?.[1];
  if (!handler) throw new Error(`nobody listens to ${event}`);
  act(() => (handler as (p: ServerEventPayload<E>) => void)(payload));
}
