import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:net';
import {
  answerText,
  AccountCode,
  Code,
  SOCIAL_LOGIN_PAGE,
  SOCIAL_TICKET_TTL_SECONDS,
  socialApi,
  SocialFlowPath,
  type SocialProvider,
} from '@mingle/protocol';
import { and, eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeConfig, readEnv } from '../src/config';
import { socialIdentities, users } from '../src/infra/db/schema';
import { ManualClock } from '../src/infra/manual-clock';
import { AppleClientSecret } from '../src/modules/social-auth/apple-client-secret';
import { startOpenIdProvider, type TestOpenIdProvider, type TestPerson } from './oidc-provider';
import { signedInject } from './signed';
import { createTestApp, type TestApp } from './test-app';

const PUBLIC_URL = 'http://localhost:8080';
const callbackUri = (provider: SocialProvider) => `${PUBLIC_URL}${SocialFlowPath.callback(provider)}`;
const client = (provider: SocialProvider) => ({
  clientId: `mingle-${provider}`,
  clientSecret: `${provider}-secret`,
  redirectUris: [callbackUri(provider)],
});

let google: TestOpenIdProvider;
let facebook: TestOpenIdProvider;
/** Google and Facebook on, Apple off (no client id); its time moves when a test moves it (tickets expiring). */
let t: TestApp;
const clock = new ManualClock();
/** Only Apple on, with a ready client secret. */
let appleOnly: TestApp;

beforeAll(async () => {
  google = await startOpenIdProvider({ clients: [client('google'), client('apple')] });
  // Shaped like facebook.com: its discovery document names no token endpoint.
  facebook = await startOpenIdProvider({ clients: [client('facebook')], hideTokenEndpoint: true });
  t = await createTestApp({
    env: {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'mingle-google',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER: google.issuer,
      FACEBOOK_CLIENT_ID: 'mingle-facebook',
      FACEBOOK_CLIENT_SECRET: 'facebook-secret',
      FACEBOOK_ISSUER: facebook.issuer,
      FACEBOOK_TOKEN_ENDPOINT: `${facebook.issuer}/token`,
    },
    clock,
  });
  appleOnly = await createTestApp({
    env: {
      PUBLIC_URL,
      APPLE_CLIENT_ID: 'mingle-apple',
      APPLE_CLIENT_SECRET: 'apple-secret',
      APPLE_ISSUER: google.issuer,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await appleOnly?.close();
  await google?.close();
  await facebook?.close();
});

/** The flow cookie each started flow's browser holds, by the flow's state. */
const browserCookies = new Map<string, string>();

/** GET .../start as the browser opens it; answers where it is sent (and the browser keeps the flow cookie). */
async function start(
  app: TestApp,
  provider: SocialProvider,
  deviceId: string,
  redirect?: string,
  remoteAddress?: string,
): Promise<URL> {
  const query = new URLSearchParams({ deviceId, ...(redirect ? { redirect } : {}) });
  const res = await app.app.inject({
    method: 'GET',
    url: `${SocialFlowPath.start(provider)}?${query.toString()}`,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(res.statusCode).toBe(302);
  expect(res.headers['cache-control']).toBe('no-store');
  const location = new URL(String(res.headers.location));
  const setCookie = res.headers['set-cookie'];
  const state = location.searchParams.get('state');
  if (state && typeof setCookie === 'string') browserCookies.set(state, setCookie.split(';')[0] ?? '');
  return location;
}

/**
 * The provider's redirect back to us, opened by the browser (by default the one that started the flow, with its
 * cookie); answers the web page it ends on.
 */
async function returnTo(
  app: TestApp,
  callbackUrl: URL,
  cookie = browserCookies.get(callbackUrl.searchParams.get('state') ?? ''),
): Promise<URL> {
  const res = await app.app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(res.statusCode).toBe(302);
  // The flow is used up whatever the outcome, so the browser drops its cookie.
  const cleared = String(res.headers['set-cookie']).split('; ');
  expect(cleared[0]).toBe('mingle_social_flow=');
  expect(cleared).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/facade/api/user/exempt/social/']));
  const page = new URL(String(res.headers.location));
  expect(`${page.origin}${page.pathname}`).toBe(`${PUBLIC_URL}${SOCIAL_LOGIN_PAGE}`);
  return page;
}

function redeem(app: TestApp, ticket: string, deviceId: string) {
  return app.app
    .inject(
      signedInject({
        method: 'POST',
        path: socialApi.ticket.path,
        body: { ticket },
        credentials: { deviceId },
        timestamp: app.ctx.clock.now(),
      }),
    )
    .then((res) => res.json());
}

/** The whole round trip as a person does it, up to the web page (ticket or error). */
async function visitProvider(
  app: TestApp,
  op: TestOpenIdProvider,
  provider: SocialProvider,
  deviceId: string,
  person: TestPerson,
): Promise<URL> {
  const authorization = await start(app, provider, deviceId);
  return returnTo(app, await op.authorize(authorization.href, person));
}

async function signIn(
  app: TestApp,
  op: TestOpenIdProvider,
  provider: SocialProvider,
  deviceId: string,
  person: TestPerson,
) {
  const page = await visitProvider(app, op, provider, deviceId, person);
  const ticket = page.searchParams.get('ticket');
  expect(ticket, `web page query: ${page.search}`).toBeTruthy();
  const answer = await redeem(app, ticket ?? '', deviceId);
  expect(answer.code).toBe(200);
  return answer.data as { id: number; loginToken: string; email: string | null };
}

const identity = (app: TestApp, provider: SocialProvider, subject: string) =>
  app.ctx.database.db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .then((rows) => rows[0]);

/** The answer code the web page is given, with the text the web shows for it. */
function refusal(page: URL): { code: number; msg: string | undefined } {
  const code = Number(page.searchParams.get('error'));
  return { code, msg: answerText(code as AccountCode) };
}

describe('providers', () => {
  it('lists only the providers whose client id is set', async () => {
    const list = await t.app.inject({ method: 'GET', url: socialApi.providers.path });
    expect(list.json()).toEqual({ code: 200, data: { providers: ['google', 'facebook'] } });
    const apple = await appleOnly.app.inject({ method: 'GET', url: socialApi.providers.path });
    expect(apple.json().data.providers).toEqual(['apple']);
  });

  it('a provider without client id is off: start and callback send the browser back with 11202', async () => {
    const page = await start(t, 'apple', 'dev-off');
    expect(page.searchParams.get('provider')).toBe('apple');
    expect(refusal(page)).toEqual({ code: 11202, msg: 'This sign-in method is not available.' });
    const back = await returnTo(t, new URL(`${callbackUri('apple')}?code=x&state=y`));
    expect(refusal(back).code).toBe(AccountCode.SOCIAL_PROVIDER_OFF);
  });

  it('refuses an unknown provider and a start without deviceId as malformed (10001)', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/facade/api/user/exempt/social/myspace/start?deviceId=d',
    });
    expect(unknown.json().code).toBe(Code.VALIDATION);
    const noDevice = await t.app.inject({ method: 'GET', url: SocialFlowPath.start('google') });
    expect(noDevice.json().code).toBe(Code.VALIDATION);
  });
});

describe('sign-in with a real OpenID provider', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce, nothing secret', async () => {
    const url = await start(t, 'google', 'dev-url');
    expect(`${url.origin}${url.pathname}`).toBe(`${google.issuer}/auth`);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe('mingle-google');
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toBe(callbackUri('google'));
    expect(q.get('scope')).toBe('openid email');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(q.has('code_verifier')).toBe(false);
    expect(q.has('client_secret')).toBe(false);
  });

  it('a first sign-in creates the account, keyed on (provider, subject); the ticket gives the session', async () => {
    const before = (await t.ctx.database.db.select({ id: users.id }).from(users)).length;
    const authorization = await start(t, 'google', 'dev-alice', '/de/wall?tab=new');
    const page = await returnTo(t, await google.authorize(authorization.href, { subject: 'alice' }));
    expect(page.searchParams.get('provider')).toBe('google');
    expect(page.searchParams.get('redirect')).toBe('/de/wall?tab=new');
    expect(page.searchParams.has('loginToken')).toBe(false);
    const ticket = page.searchParams.get('ticket') ?? '';
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const answer = await redeem(t, ticket, 'dev-alice');
    expect(answer.code).toBe(200);
    expect(answer.data.loginToken).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.data.loginToken).not.toBe(ticket);
    expect(answer.data).toMatchObject({ profileComplete: false, email: null, emailVerified: false });
    const session = await t.ctx.sessions.authenticate(answer.data.id, answer.data.loginToken);
    expect(session).toEqual({ userId: answer.data.id, deviceId: 'dev-alice' });

    expect(await identity(t, 'google', 'alice')).toMatchObject({
      userId: answer.data.id,
      email: 'alice@example.test',
    });
    expect((await t.ctx.database.db.select({ id: users.id }).from(users)).length).toBe(before + 1);
  });

  it('a second sign-in finds the same account, ends the older session and keeps the reported e-mail current', async () => {
    const first = await signIn(t, google, 'google', 'dev-bob-1', { subject: 'bob' });
    const second = await signIn(t, google, 'google', 'dev-bob-2', {
      subject: 'bob',
      email: 'bob@new.example',
    });
    expect(second.id).toBe(first.id);
    await expect(t.ctx.sessions.authenticate(first.id, first.loginToken)).rejects.toMatchObject({
      code: Code.SESSION_EXPIRED,
    });
    expect(await identity(t, 'google', 'bob')).toMatchObject({ userId: first.id, email: 'bob@new.example' });
  });

  it('never keys on the e-mail: other subjects or providers with the same address are other accounts', async () => {
    const shared = 'shared@example.test';
    const one = await signIn(t, google, 'google', 'dev-s1', { subject: 'carol', email: shared });
    const two = await signIn(t, google, 'google', 'dev-s2', { subject: 'carol-2', email: shared });
    const three = await signIn(t, facebook, 'facebook', 'dev-s3', { subject: 'carol', email: shared });
    expect(new Set([one.id, two.id, three.id]).size).toBe(3);
  });

  it("Facebook: discovery without a token endpoint (like facebook.com's) uses FACEBOOK_TOKEN_ENDPOINT", async () => {
    const res = await fetch(`${facebook.issuer}/.well-known/openid-configuration`);
    const discovery = (await res.json()) as Record<string, unknown>;
    expect(discovery.token_endpoint).toBeUndefined();
    const account = await signIn(t, facebook, 'facebook', 'dev-fb', { subject: 'dave' });
    expect(await identity(t, 'facebook', 'dave')).toMatchObject({ userId: account.id });
  });

  it('Apple: asks for openid alone by query, and signs in with its client secret', async () => {
    const url = await start(appleOnly, 'apple', 'dev-apple');
    expect(url.searchParams.get('scope')).toBe('openid');
    expect(url.searchParams.get('response_mode')).toBe('query');
    const page = await returnTo(appleOnly, await google.authorize(url.href, { subject: 'erin' }));
    const answer = await redeem(appleOnly, page.searchParams.get('ticket') ?? '', 'dev-apple');
    expect(answer.code).toBe(200);
    // No email scope was asked for, so none was reported.
    expect(await identity(appleOnly, 'apple', 'erin')).toMatchObject({ userId: answer.data.id, email: null });
  });

  it('drops a return path that would leave the site', async () => {
    for (const redirect of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const authorization = await start(t, 'google', 'dev-redirect', redirect);
      const page = await returnTo(t, await google.authorize(authorization.href, { subject: 'frank' }));
      expect(page.searchParams.has('ticket')).toBe(true);
      expect(page.searchParams.has('redirect')).toBe(false);
    }
  });
});

describe('refusals', () => {
  it('declining at the provider answers the permission notice (11201)', async () => {
    const page = await visitProvider(t, google, 'google', 'dev-no', { subject: 'gina', decline: true });
    expect(page.searchParams.has('ticket')).toBe(false);
    expect(refusal(page)).toEqual({
      code: 11201,
      msg: 'Sign-in was cancelled. Please allow Mingle to use your account to sign in, or choose another way.',
    });
    expect(await identity(t, 'google', 'gina')).toBeUndefined();
  });

  it("Apple's own decline (user_cancelled_authorize) answers the permission notice too", async () => {
    const url = await start(appleOnly, 'apple', 'dev-apple-no');
    const state = url.searchParams.get('state') ?? '';
    const page = await returnTo(
      appleOnly,
      new URL(`${callbackUri('apple')}?${new URLSearchParams({ error: 'user_cancelled_authorize', state })}`),
    );
    expect(refusal(page).code).toBe(AccountCode.SOCIAL_PERMISSION_DECLINED);
  });

  it('a wrong, missing, replayed or other-provider state is refused (11203)', async () => {
    const authorization = await start(t, 'google', 'dev-state');
    const genuine = await google.authorize(authorization.href, { subject: 'hank' });

    const forged = new URL(genuine);
    forged.searchParams.set('state', 'not-a-state-we-issued');
    expect(refusal(await returnTo(t, forged))).toEqual({
      code: 11203,
      msg: 'Sign-in failed. Please try again.',
    });
    const stateless = new URL(genuine);
    stateless.searchParams.delete('state');
    expect(refusal(await returnTo(t, stateless)).code).toBe(AccountCode.SOCIAL_SIGN_IN_FAILED);

    // The genuine answer still works once, and only once.
    expect((await returnTo(t, genuine)).searchParams.has('ticket')).toBe(true);
    expect(refusal(await returnTo(t, genuine)).code).toBe(AccountCode.SOCIAL_SIGN_IN_FAILED);

    // A state started for Google, brought to Facebook's callback.
    const googleFlow = await start(t, 'google', 'dev-state-2');
    const crossed = new URL(
      `${callbackUri('facebook')}?code=abc&state=${googleFlow.searchParams.get('state')}`,
    );
    expect(refusal(await returnTo(t, crossed)).code).toBe(AccountCode.SOCIAL_SIGN_IN_FAILED);
  });

  it('binds the flow to the browser that started it: a callback link opened elsewhere is refused', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${SocialFlowPath.start('google')}?deviceId=dev-cookie`,
    });
    const [pair, ...attributes] = String(res.headers['set-cookie']).split('; ');
    expect(pair).toMatch(/^mingle_social_flow=[A-Za-z0-9_-]{43}$/);
    expect(attributes.sort()).toEqual([
      'HttpOnly',
      'Max-Age=600',
      'Path=/facade/api/user/exempt/social/',
      'SameSite=Lax',
    ]);

    // An attacker's own sign-in, stopped before the callback and sent to a victim's browser.
    const attackers = await start(t, 'google', 'dev-attacker');
    const link = await google.authorize(attackers.href, { subject: 'attacker' });
    expect(refusal(await returnTo(t, link, '')).code).toBe(AccountCode.SOCIAL_SIGN_IN_FAILED);

    const another = await start(t, 'google', 'dev-victim');
    const link2 = await google.authorize(another.href, { subject: 'attacker' });
    const victimsCookie = browserCookies.get(
      (await start(t, 'google', 'dev-victim')).searchParams.get('state') ?? '',
    );
    expect(refusal(await returnTo(t, link2, victimsCookie)).code).toBe(AccountCode.SOCIAL_SIGN_IN_FAILED);
    expect(await identity(t, 'google', 'attacker')).toBeUndefined();
  });

  it('a tampered ID token (content changed, signature kept) is refused and signs no one in', async () => {
    google.tamperNextIdToken({ change: (claims) => ({ ...claims, sub: 'mallory' }), resign: false });
    const page = await visitProvider(t, google, 'google', 'dev-tamper', { subject: 'ivan' });
    expect(refusal(page).code).toBe(AccountCode.SOCIAL_SIGN_IN_FAILED);
    expect(await identity(t, 'google', 'mallory')).toBeUndefined();
    expect(await identity(t, 'google', 'ivan')).toBeUndefined();
  });

  const resigned: [string, (claims: Record<string, unknown>) => Record<string, unknown>][] = [
    ['a foreign audience', (c) => ({ ...c, aud: 'someone-elses-app' })],
    ['a foreign issuer', (c) => ({ ...c, iss: 'https://issuer.example' })],
    ['another nonce', (c) => ({ ...c, nonce: 'nonce-of-another-flow' })],
    ['an expired token', (c) => ({ ...c, iat: 1_000_000_000, exp: 1_000_000_600 })],
  ];
  it.each(resigned)('a validly signed ID token with %s is refused', async (_what, change) => {
    const subject = `judy-${_what.replace(/\W/g, '')}`;
    google.tamperNextIdToken({ change, resign: true });
    const page = await visitProvider(t, google, 'google', 'dev-resigned', { subject });
    expect(refusal(page).code).toBe(AccountCode.SOCIAL_SIGN_IN_FAILED);
    expect(await identity(t, 'google', subject)).toBeUndefined();
  });

  it('an intercepted code is useless without the PKCE verifier kept on our server', async () => {
    const authorization = await start(t, 'google', 'dev-pkce');
    const callback = await google.authorize(authorization.href, { subject: 'kim' });
    const res = await fetch(`${google.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code') ?? '',
        redirect_uri: callbackUri('google'),
        client_id: 'mingle-google',
        client_secret: 'google-secret',
      }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/invalid_(grant|request)/);
  });

  it('an unreachable provider answers sign-in failed, not an error page', async () => {
    const port = await closedPort();
    const offline = await createTestApp({
      env: {
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: 'mingle-google',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_ISSUER: `http://127.0.0.1:${port}`,
      },
    });
    try {
      expect(refusal(await start(offline, 'google', 'dev-offline')).code).toBe(
        AccountCode.SOCIAL_SIGN_IN_FAILED,
      );
    } finally {
      await offline.close();
    }
  });

  it('too many starts from one device or one address answer 10429', async () => {
    let page = new URL(PUBLIC_URL);
    for (let i = 0; i < 11; i++) page = await start(t, 'google', 'dev-busy', undefined, '203.0.113.7');
    expect(Number(page.searchParams.get('error'))).toBe(Code.TOO_MANY_REQUESTS);
    for (let i = 0; i < 50; i++) page = await start(t, 'google', `dev-many-${i}`, undefined, '203.0.113.7');
    expect(Number(page.searchParams.get('error'))).toBe(Code.TOO_MANY_REQUESTS);
    // Another address is not affected.
    expect((await start(t, 'google', 'dev-calm', undefined, '203.0.113.8')).origin).toBe(google.issuer);
  });

  it('a banned device opens no new account (10116); a banned account is refused at the ticket (10115)', async () => {
    await t.ctx.bans.ban({ kind: 'device', deviceId: 'dev-banned', by: 'test' });
    const page = await visitProvider(t, google, 'google', 'dev-banned', { subject: 'leo' });
    expect(Number(page.searchParams.get('error'))).toBe(Code.BANNED_DEVICE);
    expect(await identity(t, 'google', 'leo')).toBeUndefined();

    const account = await signIn(t, google, 'google', 'dev-mia', { subject: 'mia' });
    await t.ctx.bans.ban({ kind: 'account', userId: account.id, by: 'test' });
    const again = await visitProvider(t, google, 'google', 'dev-mia', { subject: 'mia' });
    const answer = await redeem(t, again.searchParams.get('ticket') ?? '', 'dev-mia');
    expect(answer.code).toBe(Code.BANNED_ACCOUNT);
  });
});

describe('tickets', () => {
  async function freshTicket(deviceId: string, subject: string): Promise<string> {
    const page = await visitProvider(t, google, 'google', deviceId, { subject });
    return page.searchParams.get('ticket') ?? '';
  }
  const failed = { code: 11203, data: null, msg: 'Sign-in failed. Please try again.' };

  it('works once', async () => {
    const ticket = await freshTicket('dev-once', 'nina');
    expect((await redeem(t, ticket, 'dev-once')).code).toBe(200);
    expect(await redeem(t, ticket, 'dev-once')).toEqual(failed);
  });

  it('works only on the device that started the sign-in, and is used up by a try from another', async () => {
    const ticket = await freshTicket('dev-owner', 'oscar');
    expect(await redeem(t, ticket, 'dev-thief')).toEqual(failed);
    expect(await redeem(t, ticket, 'dev-owner')).toEqual(failed);
  });

  it('expires after 60 seconds', async () => {
    const onTime = await freshTicket('dev-prompt', 'paula');
    const late = await freshTicket('dev-slow', 'quinn');
    expect(SOCIAL_TICKET_TTL_SECONDS).toBe(60);
    await clock.advance(SOCIAL_TICKET_TTL_SECONDS * 1000 - 1);
    expect((await redeem(t, onTime, 'dev-prompt')).code).toBe(200);
    await clock.advance(2);
    expect(await redeem(t, late, 'dev-slow')).toEqual(failed);
  });

  it('an unknown ticket is refused, a malformed one is invalid', async () => {
    expect(await redeem(t, 'x'.repeat(43), 'dev-guess')).toEqual(failed);
    const malformed = await t.app.inject(
      signedInject({
        method: 'POST',
        path: socialApi.ticket.path,
        body: {},
        credentials: { deviceId: 'd' },
        timestamp: clock.now(),
      }),
    );
    expect(malformed.json().code).toBe(Code.VALIDATION);
  });
});

describe('configuration', () => {
  const base = { NODE_ENV: 'test' };

  it('needs the secret with the client id, and accepts an Apple key instead of a ready secret', () => {
    expect(() => readEnv({ ...base, GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET: required/);
    expect(() => readEnv({ ...base, APPLE_CLIENT_ID: 'id', APPLE_TEAM_ID: 't' })).toThrow(
      /APPLE_CLIENT_SECRET/,
    );
    const config = readEnv({
      ...base,
      APPLE_CLIENT_ID: 'id',
      APPLE_TEAM_ID: 'TEAM',
      APPLE_KEY_ID: 'KEY',
      APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nABC\\n-----END PRIVATE KEY-----',
    });
    expect(config.socialProviders.apple).toMatchObject({
      issuer: 'https://appleid.apple.com',
      appleKey: {
        teamId: 'TEAM',
        keyId: 'KEY',
        privateKey: '-----BEGIN PRIVATE KEY-----\nABC\n-----END PRIVATE KEY-----',
      },
    });
    expect(readEnv(base).socialProviders).toEqual({});
  });

  it('prints no client secret or key at start-up', () => {
    const config = readEnv({
      ...base,
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-very-secret',
      APPLE_CLIENT_ID: 'apple-id',
      APPLE_TEAM_ID: 'TEAM',
      APPLE_KEY_ID: 'KEY',
      APPLE_PRIVATE_KEY: 'PRIVATE-KEY-TEXT',
    });
    const printed = JSON.stringify(describeConfig(config));
    expect(printed).toContain('google-id');
    expect(printed).not.toMatch(/google-very-secret|PRIVATE-KEY-TEXT/);
  });

  it('reaches providers over HTTPS only, except on this machine', () => {
    const env = { ...base, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' };
    expect(() => readEnv({ ...env, GOOGLE_ISSUER: 'http://accounts.example' })).toThrow(/GOOGLE_ISSUER/);
    expect(readEnv({ ...env, GOOGLE_ISSUER: 'http://127.0.0.1:9000' }).socialProviders.google?.issuer).toBe(
      'http://127.0.0.1:9000',
    );
  });
});

describe('Apple client secret', () => {
  it('is an ES256 JWT from the team key, reused until an hour before it expires', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    let now = Date.UTC(2026, 0, 1);
    const secret = new AppleClientSecret(
      { teamId: 'TEAM123', keyId: 'KEY456', privateKey: pem },
      'com.mingle.web',
      'https://appleid.apple.com',
      () => now,
    );
    const jwt = secret.current();
    const { payload, protectedHeader } = await jwtVerify(jwt, publicKey, {
      algorithms: ['ES256'],
      issuer: 'TEAM123',
      audience: 'https://appleid.apple.com',
      subject: 'com.mingle.web',
      currentDate: new Date(now),
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: 'KEY456' });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(24 * 3600);
    now += 22 * 3600_000;
    expect(secret.current()).toBe(jwt);
    now += 2 * 3600_000;
    expect(secret.current()).not.toBe(jwt);
  });

  it('refuses a key that is not an EC key at start-up', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => new AppleClientSecret({ teamId: 't', keyId: 'k', privateKey: pem }, 'c', 'a')).toThrow(/EC/);
  });
});

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
