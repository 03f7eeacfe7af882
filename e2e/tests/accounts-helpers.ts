import { randomBytes } from 'node:crypto';
import { buildSignedRequest, type HttpMethod } from '@mingle/protocol';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import type { E2eServer, E2eSession } from '../fixtures';
import { signIn } from '../fixtures';

/**
 * A visitor who has been here before: the 18+ gate passed and the cookie notice accepted, so the tests meet the
 * account screens and nothing else. (The gate and the notice have their own specs.)
 */
export async function returningVisitor(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    localStorage.setItem('mingle.ageConfirmed', 'yes');
    localStorage.setItem('cookie', 'accepted');
  });
}

let counter = 0;

/** An address no other test (or earlier run against the same server) uses. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.test`;
}

/** A German mobile number (015x ranges are mobile), different on every call. */
export function uniqueMobile(): string {
  const digits = String(Date.now() % 1e7).padStart(7, '0');
  counter += 1;
  return `+49 151 ${String(counter % 10)}${digits}`;
}

interface OutboxMessage {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/**
 * The newest message the server "sent" to `to` (the outbox transport of development and tests), read the way a
 * developer reads it, through /dev/outbox. Waits for one that `accept` takes, since sending runs after the
 * answer in some flows.
 */
export async function latestMessage(
  request: APIRequestContext,
  to: string,
  accept: (message: OutboxMessage) => boolean = () => true,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/outbox?format=json&to=${encodeURIComponent(to)}`);
        const json = (await res.json()) as { code: number; data: OutboxMessage[] };
        found = json.data.find(accept);
        return found !== undefined;
      },
      { message: `a message to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no message to ${to}`);
  return found;
}

/** The 6-digit code of the newest message to `to`. */
export async function latestCode(
  request: APIRequestContext,
  to: string,
  accept?: (message: OutboxMessage) => boolean,
): Promise<string> {
  const message = await latestMessage(request, to, accept);
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in: ${message.body}`);
  return code;
}

/** The address of the first link in the newest message to `to`. */
export async function latestLink(
  request: APIRequestContext,
  to: string,
  accept: (message: OutboxMessage) => boolean = () => true,
): Promise<URL> {
  const message = await latestMessage(request, to, (m) => accept(m) && /https?:\/\/\S+/.test(m.body));
  const link = /https?:\/\/\S+/.exec(message.body)?.[0];
  if (!link) throw new Error(`no link in: ${message.body}`);
  return new URL(link);
}

/**
 * An 8x8 PNG with a colour gradient, small enough to write out here; the server decodes and re-encodes it, so it
 * must be a real image, not just a PNG header.
 */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAbElEQVR42hXNQRUAUQhCUaMYhShGeVGIQhSizB+XXA7ODDtouIHBQ4YOM8suWm5h8ZKl+0CskDiBsIioHhx76LiDw0eO3oN/4FVf+J8h0PduzBqZ8x/bxNQPwgaFy192SGgelC0q13/CJaXlA8Z7WAFXOTbyAAAAAElFTkSuQmCC',
  'base64',
);

/** A signed API call as a given user, the way the web client signs (the admin steps of a test). */
export async function signedCall(
  request: APIRequestContext,
  session: E2eSession,
  method: HttpMethod,
  path: string,
  body?: Record<string, unknown>,
): Promise<{ code: number; data: unknown; msg?: string }> {
  const [pathOnly = path, query = ''] = path.split('?', 2);
  const signed = buildSignedRequest({
    method,
    path: pathOnly,
    query: Object.fromEntries(new URLSearchParams(query)),
    body,
    credentials: session,
    nonce: randomBytes(8).toString('hex'),
    timestamp: Date.now(),
    appId: 'mingle-e2e',
    version: '1.0.0',
    languageId: 1,
  });
  const res = await request.fetch(signed.url, {
    method,
    ...(signed.body ? { data: signed.body } : {}),
  });
  return (await res.json()) as { code: number; data: unknown; msg?: string };
}

/** The session the browser holds (its cookies), to make API calls as that user from the test. */
export async function sessionOf(context: BrowserContext): Promise<E2eSession> {
  const cookies = new Map((await context.cookies()).map((c) => [c.name, c.value]));
  const userId = Number(cookies.get('userId'));
  const loginToken = cookies.get('loginToken');
  const deviceId = cookies.get('deviceId');
  if (!userId || !loginToken || !deviceId) throw new Error('the browser holds no session');
  return { userId, loginToken, deviceId };
}

/** The app shell says who is signed in: the tabs (with Me) and a live connection. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Me', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('status', { name: 'Realtime connection' })).toHaveText('Connected');
}

export async function expectSignedOut(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
}

/** Opens the Me page through its tab, where a signed-in person's profile, settings and admin pages are. */
export async function openMePage(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Me', exact: true }).click();
  await expect(page).toHaveURL(/\/me$/);
}

/** Opens the settings pop-up from the Me page. */
export async function openSettings(page: Page): Promise<Locator> {
  await openMePage(page);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  return settings;
}

/** A fresh browser context for a returning visitor, and its first page. */
export async function returningVisitorPage(
  browser: Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, baseURL });
  await returningVisitor(context);
  return { context, page: await context.newPage() };
}

/**
 * A returning visitor's own browser, signed in as `session`, and its first page: where most tests put a user in
 * front of the app. `options` are for the device (a phone, say).
 */
export async function signedInPage(
  browser: Browser,
  server: E2eServer,
  session: E2eSession,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, baseURL: server.url });
  await returningVisitor(context);
  await signIn(context, server.url, session);
  return { context, page: await context.newPage() };
}

/** A brand-new user (no nickname yet) in a signed-in browser of their own, for tests that need just someone. */
export async function newUserPage(
  browser: Browser,
  server: E2eServer,
): Promise<{ session: E2eSession; context: BrowserContext; page: Page }> {
  const session = await server.createSession();
  return { session, ...(await signedInPage(browser, server, session)) };
}

/** An admin in a signed-in browser of their own, for the moderation steps that follow a user's story. */
export async function newAdminPage(
  browser: Browser,
  server: E2eServer,
): Promise<{ session: E2eSession; context: BrowserContext; page: Page }> {
  const session = await server.createSession();
  await server.makeAdmin(session.userId);
  return { session, ...(await signedInPage(browser, server, session)) };
}

/** Fills in and sends the e-mail sign-up form of the open login pop-up. */
export async function submitEmailSignUp(login: Locator, email: string, password: string): Promise<void> {
  await login.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Create account' }).click();
}

/** Leaves the supplementary-registration prompt by logging out, as someone who only made the account would. */
export async function logOutFromAboutYou(page: Page): Promise<void> {
  await page
    .getByRole('alertdialog', { name: 'Tell us about you' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expectSignedOut(page);
}
