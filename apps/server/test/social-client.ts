import { randomBytes } from 'node:crypto';
import type { HttpMethod } from '@mingle/protocol';
import type { IssuedSession } from '../src/modules/session/service';
import { signedInject } from './signed';
import type { TestApp } from './test-app';

export interface Answer<T = unknown> {
  code: number;
  data: T;
  msg?: string;
}

/** Social-area test helpers: signed calls as the web client makes them, users with names. */
export function socialClient(t: Pick<TestApp, 'app' | 'ctx'>) {
  async function call<T = unknown>(
    session: IssuedSession | undefined,
    method: HttpMethod,
    path: string,
    input: { query?: Record<string, string | number | undefined>; body?: Record<string, unknown> } = {},
  ): Promise<Answer<T>> {
    const res = await t.app.inject(
      signedInject({
        method,
        path,
        ...input,
        ...(session ? { credentials: { ...session } } : {}),
        // Signed at the server's time, which a test may have moved on (createTestApp's clock).
        timestamp: t.ctx.clock.now(),
      }),
    );
    return res.json<Answer<T>>();
  }

  async function user(nickname?: string): Promise<IssuedSession> {
    const session = await t.ctx.sessions.createUserWithSession(`soc-${randomBytes(4).toString('hex')}`);
    if (nickname) {
      await call(session, 'POST', '/facade/api/user/update', { body: { nickname } });
    }
    return session;
  }

  return {
    call,
    user,
    get: <T = unknown>(s: IssuedSession | undefined, path: string, query?: Record<string, string | number>) =>
      call<T>(s, 'GET', path, { query }),
    post: <T = unknown>(s: IssuedSession | undefined, path: string, body: Record<string, unknown> = {}) =>
      call<T>(s, 'POST', path, { body }),
  };
}

export function messageId(): string {
  return randomBytes(12).toString('hex');
}
