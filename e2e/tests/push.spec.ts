import { pushApi, type PushSettings } from '@mingle/protocol';
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { sendText, socialUser, type SocialUser } from './social-helpers';

test.setTimeout(120_000);

/** The app's service worker is active and controls the page. */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.active?.state !== 'activated') {
      await new Promise((resolve) => registration.active?.addEventListener('statechange', resolve));
    }
  });
}

/** DevTools' handle on the worker: its registration id once a version is active, to deliver pushes to it. */
async function serviceWorkerOf(page: Page): Promise<{ cdp: CDPSession; registrationId: string }> {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const active = versions.find((v) => v.status === 'activated' && v.scriptURL.endsWith('/sw.js'));
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registrationId };
}

/** Messages the worker posts to this page ('mingle-push', 'mingle-notification-click'), collected in order. */
async function collectWorkerMessages(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { workerMessages: unknown[] }).workerMessages = seen;
    navigator.serviceWorker.addEventListener('message', (event) => seen.push(event.data));
    navigator.serviceWorker.startMessages();
  });
}

function workerMessages(
  page: Page,
): Promise<{ type: string; shown?: boolean; payload?: { kind: string } }[]> {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          workerMessages: { type: string; shown?: boolean; payload?: { kind: string } }[];
        }
      ).workerMessages,
  );
}

const messagePush = () =>
  JSON.stringify({
    kind: 'messages',
    title: 'New message from Ben',
    body: 'Are you there?',
    tag: 'chat:1_2',
    url: '/message',
    at: Date.now(),
  });

test('the service worker, the manifest and the offline page install the site as an app', async ({
  browser,
  request,
  server,
}) => {
  const ana = await socialUser(server, browser, request, 'Ana');
  const { page } = ana;
  await page.goto('/');
  await workerReady(page);
  const manifest = await (await request.get(`${server.url}/manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({
    name: 'Mingle – live video chat',
    short_name: 'Mingle',
    display: 'standalone',
  });
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(`${server.url}${icon.src}`)).ok(), icon.src).toBe(true);
  }
  // The API and pages are the network's: the worker answers nothing from a cache while online.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // Offline, a page load says so in words instead of the browser's error page.
  await ana.context.setOffline(true);
  await page.goto('/friends').catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await ana.context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The app page: what the installed app offers, its coins, and how to install it here.
  await page.goto('/download');
  await expect(page.getByRole('heading', { level: 1, name: 'Mingle as an app' })).toBeVisible();
  await expect(page.getByText('Open the installed app for the first time and get 20 coins.')).toBeVisible();
  await expect(
    page
      .getByText("Your browser's menu has it: look for 'Install app' or 'Add to Home screen'.")
      .or(page.getByRole('button', { name: 'Install Mingle' })),
  ).toBeVisible();
});

test('a push reaches the real service worker: shown as a notification with no tab visible, passed to a visible one', async ({
  browser,
  request,
  server,
}) => {
  const ben = await socialUser(server, browser, request, 'Ben');
  await ben.context.grantPermissions(['notifications']);
  const { page } = ben;
  await page.goto('/');
  await workerReady(page);
  await collectWorkerMessages(page);
  const { cdp, registrationId } = await serviceWorkerOf(page);
  const origin = new URL(server.url).origin;

  // A visible tab shows things live: the worker hands the push to it and shows no notification on top.
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: messagePush() });
  await expect
    .poll(() => workerMessages(page))
    .toContainEqual(expect.objectContaining({ type: 'mingle-push', shown: false }));
  const noneYet = await page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title),
  );
  expect(noneYet).toEqual([]);

  // With no tab of the app left (this one goes elsewhere), the push becomes a notification.
  await page.goto('about:blank');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: messagePush() });
  const another = await ben.context.newPage();
  await another.goto('/download');
  await expect
    .poll(() =>
      another.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
        })),
      ),
    )
    .toEqual([{ title: 'New message from Ben', body: 'Are you there?', tag: 'chat:1_2' }]);
});

test('the push prompt comes after a first message, never on a first visit; the switches live in settings', async ({
  browser,
  request,
  server,
}) => {
  const cleo = await socialUser(server, browser, request, 'Cleo');
  const dan: SocialUser = await socialUser(server, browser, request, 'Dan');
  await cleo.context.grantPermissions(['notifications']);
  const first = cleo.page;
  // The reach layer asks for the push controller when it mounts, beside the listener that notes the moment.
  const layerUp = first.waitForResponse((r) => r.url().includes(pushApi.isInitNotification.path));
  await first.goto('/message');
  await layerUp;
  await expect(first.getByRole('status', { name: 'Realtime connection' })).toHaveText('Connected');
  // First visit (this tab's session, reloads included): a message marks the moment, the prompt waits.
  await sendText(cleo, dan, 'Hello Dan');
  await expect
    .poll(() =>
      first.evaluate((id) => localStorage.getItem(`mingle.reach.engaged.${id}`), cleo.session.userId),
    )
    .toBe('1');
  await first.reload();
  await expect(first.getByRole('status', { name: 'Realtime connection' })).toHaveText('Connected');
  await expect(first.getByRole('dialog', { name: 'Never miss a call' })).toHaveCount(0);

  // A later visit (a new tab): the prompt explains what will come and the coins.
  await first.close();
  const page = await cleo.context.newPage();
  await page.goto('/message');
  const prompt = page.getByRole('dialog', { name: 'Never miss a call' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText('Turn them on for the first time and get 20 coins.')).toBeVisible();
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toHaveCount(0);
  // Answered: not asked again on the next visit.
  await page.reload();
  await expect(page.getByRole('status', { name: 'Realtime connection' })).toHaveText('Connected');
  await page.waitForTimeout(1000);
  await expect(prompt).toHaveCount(0);

  // Settings: one switch per kind, kept for the account.
  await page.goto('/me');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const messages = settings.getByRole('checkbox', { name: 'New messages' });
  await expect(messages).toBeChecked();
  await messages.uncheck();
  await expect(messages).not.toBeChecked();
  await expect
    .poll(async () => (await cleo.call('GET', pushApi.settings.path)) as PushSettings)
    .toEqual({ calls: true, messages: false, friendRequests: true, friendsOnline: true });
  await page.reload();
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Settings' }).getByRole('checkbox', { name: 'New messages' }),
  ).not.toBeChecked();
  await expect(
    page.getByRole('dialog', { name: 'Settings' }).getByRole('checkbox', { name: 'Incoming calls' }),
  ).toBeChecked();
});
