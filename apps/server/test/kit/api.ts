import { inputLocation, type AnyEndpoint, type EndpointData, type EndpointInput } from '@mingle/protocol';
import type { IssuedSession } from '../../src/modules/session/service';
import { signedInject } from '../signed';
import type { TestApp } from '../test-app';

/** An answer as it arrives: the envelope, typed by the endpoint's data. */
export interface Answer<T = unknown> {
  code: number;
  data: T;
  msg?: string;
}

/**
 * Calls declared endpoints on the real app, signed exactly as the web client signs them: the typed twin of the
 * web's `api.call`, for tests. A visitor calls with `null` as the session.
 */
export function testApi(t: Pick<TestApp, 'app' | 'ctx'>) {
  return async function call<E extends AnyEndpoint>(
    session: IssuedSession | null,
    endpoint: E,
    input?: EndpointInput<E>,
  ): Promise<Answer<EndpointData<E>>> {
    const fields = (input ?? {}) as Record<string, unknown>;
    const where =
      inputLocation(endpoint) === 'query'
        ? { query: fields as Record<string, string | number | undefined> }
        : { body: fields };
    const res = await t.app.inject(
      signedInject({
        method: endpoint.method,
        path: endpoint.path,
        ...where,
        ...(session ? { credentials: { ...session } } : {}),
        // Signed at the server's time, which a test may have moved on (createTestApp's clock).
        timestamp: t.ctx.clock.now(),
      }),
    );
    return res.json<Answer<EndpointData<E>>>();
  };
}
