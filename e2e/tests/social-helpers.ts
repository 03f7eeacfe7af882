import { chatApi, friendsApi, Gender, profileApi, type HttpMethod } from '@mingle/protocol';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { E2eServer, E2eSession } from '../fixtures';
import { signedCall, signedInPage } from './accounts-helpers';

export interface SocialUser {
  session: E2eSession;
  name: string;
  context: BrowserContext;
  page: Page;
  /** A signed API call as this user; fails the test unless the answer is code 200. */
  call(method: HttpMethod, path: string, body?: Record<string, unknown>): Promise<unknown>;
}

/**
 * A new user with a finished sign-up (nickname, gender, birthday through the real supplementary registration)
 * and a browser of their own, signed in.
 */
export async function socialUser(
  server: E2eServer,
  browser: Browser,
  request: APIRequestContext,
  name: string,
): Promise<SocialUser> {
  const session = await server.createSession();
  const call = async (method: HttpMethod, path: string, body?: Record<string, unknown>) => {
    const answer = await signedCall(request, session, method, path, body);
    expect(answer, `${method} ${path}`).toMatchObject({ code: 200 });
    return answer.data;
  };
  await call('POST', profileApi.complementInfo.path, {
    nickname: name,
    gender: Gender.FEMALE,
    birthday: '1994-05-06',
  });
  const { context, page } = await signedInPage(browser, server, session);
  return { session, name, context, page, call };
}

/** Makes two users friends through the API (request, then accept), for tests about what comes after. */
export async function befriend(a: SocialUser, b: SocialUser): Promise<void> {
  await a.call('POST', friendsApi.add.path, { friendUserId: b.session.userId, price: 0 });
  await b.call('POST', friendsApi.accept.path, { friendUserId: a.session.userId });
}

/** Ana and Ben, each signed in in a browser of their own and already friends: where most chat tests start. */
export async function anaAndBenAsFriends(
  server: E2eServer,
  browser: Browser,
  request: APIRequestContext,
): Promise<[SocialUser, SocialUser]> {
  const ana = await socialUser(server, browser, request, 'Ana');
  const ben = await socialUser(server, browser, request, 'Ben');
  await befriend(ana, ben);
  return [ana, ben];
}

let counter = 0;

/** Sends a text message through the API, as a client would (its own messageId). */
export async function sendText(from: SocialUser, to: SocialUser, content: string, messageId?: string) {
  counter += 1;
  return from.call('POST', chatApi.send.path, {
    toUserId: to.session.userId,
    messageId: messageId ?? `e2e-${Date.now().toString(36)}-${counter}`,
    type: 'text',
    content,
  });
}

/** Waits until the page's realtime connection is up, so live events cannot be missed. */
export async function expectLive(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: 'Realtime connection' })).toHaveText('Connected');
}
