import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { SandboxGateway } from '../src/infra/payments/sandbox/sandbox-gateway';
import type { IssuedSession } from '../src/modules/session/service';
import { freePort } from './free-port';
import { signedInject } from './signed';
import { createTestApp, type TestApp } from './test-app';

/** The value a test step must have produced; fails the test right there otherwise. */
export function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

/**
 * Fills the sandbox's hosted checkout form as a browser would, after loading it; answers the HTTP status, the
 * redirect target and the page.
 */
export async function payOnHostedPage(redirectUrl: string, number: string, exp = '12/34') {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('TEST CHECKOUT');
  const res = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Test Buyer', number, exp, cvc: '123' }).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

/**
 * One test app for a payments test file, with the sandbox provider and signed calls as the web client makes
 * them. The sandbox reaches our webhook over real HTTP at PUBLIC_URL, so the app listens on a port known
 * before it starts. Call it at the top of the file: it registers the file's beforeAll/afterAll hooks.
 */
export function usePaymentsApp(env: Record<string, string>) {
  let started: { t: TestApp; base: string; sandbox: SandboxGateway } | undefined;

  beforeAll(async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const t = await createTestApp({ env: { PUBLIC_URL: base, ...env } });
    await t.app.listen({ host: '127.0.0.1', port });
    started = { t, base, sandbox: must(t.ctx.sandboxPay) };
  });
  afterAll(async () => {
    await started?.t.close();
  });

  const app = () => {
    if (!started) throw new Error('the test app starts in beforeAll');
    return started;
  };
  const t = () => app().t;

  return {
    get t(): TestApp {
      return t();
    },
    /** The app's own address (its PUBLIC_URL). */
    get base(): string {
      return app().base;
    },
    get sandbox(): SandboxGateway {
      return app().sandbox;
    },
    newUser: () => t().ctx.sessions.createUserWithSession(`dev-${randomBytes(4).toString('hex')}`),
    get: (p: string, user: IssuedSession, query?: Record<string, string | number>) =>
      t().app.inject(signedInject({ method: 'GET', path: p, query, credentials: { ...user } })),
    post: (p: string, user: IssuedSession, body: Record<string, unknown> = {}) =>
      t().app.inject(signedInject({ method: 'POST', path: p, body, credentials: { ...user } })),
    coins: async (userId: number) => (await t().ctx.ledger.balance(userId)).coins,
  };
}
