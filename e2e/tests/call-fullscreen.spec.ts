import type { BrowserContextOptions, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DESKTOP, PHONE, seriousViolations } from './layout-helpers';
import { signedInPage } from './accounts-helpers';
import { callSummary, expectRemoteFrame, videoCallFrom } from './calls-helpers';
import { expectLive, socialUser, type SocialUser } from './social-helpers';

// Two users sign up, open the app at two sizes and call: more than the default 30 s on a busy machine.
test.setTimeout(120_000);

/** The user signed in again in a browser of the given size (their first browser never opens the app). */
async function at(
  server: Parameters<typeof signedInPage>[1],
  browser: Parameters<typeof signedInPage>[0],
  user: SocialUser,
  options: BrowserContextOptions,
): Promise<SocialUser> {
  const { context, page } = await signedInPage(browser, server, user.session, options);
  return { ...user, context, page };
}

/** How much of the viewport the element's box covers, from 0 to 1. */
async function viewportCoverage(page: Page, element: Locator): Promise<number> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no box or no viewport');
  const width = Math.min(box.x + box.width, viewport.width) - Math.max(box.x, 0);
  const height = Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0);
  return (Math.max(width, 0) * Math.max(height, 0)) / (viewport.width * viewport.height);
}

/**
 * Whatever is drawn at points spread over the whole viewport (a 5 x 9 grid, edges included) belongs to the call
 * dialog: no bar, tab or footer of the page shows anywhere.
 */
async function onlyTheCallIsDrawn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    const strays: string[] = [];
    for (let i = 0; i <= 4; i += 1) {
      for (let j = 0; j <= 8; j += 1) {
        const x = Math.min((window.innerWidth * i) / 4, window.innerWidth - 1);
        const y = Math.min((window.innerHeight * j) / 8, window.innerHeight - 1);
        const hit = document.elementFromPoint(x, y);
        if (!hit || !dialog?.contains(hit))
          strays.push(`${x},${y}: ${hit?.outerHTML.slice(0, 60) ?? 'nothing'}`);
      }
    }
    return strays;
  });
}

/** The safe area at the bottom of the screen (0 in a desktop browser; the home indicator on an installed app). */
function safeBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.paddingBottom = 'env(safe-area-inset-bottom, 0px)';
    document.body.append(probe);
    const inset = parseFloat(getComputedStyle(probe).paddingBottom);
    probe.remove();
    return inset;
  });
}

/** A connected video call, checked as a person would look at it on this screen. */
async function expectFullScreenCall(page: Page, fit: 'cover' | 'contain'): Promise<void> {
  const call = page.getByRole('dialog', { name: 'Video call' });
  await expect(call).toBeVisible();
  // Dark whatever the system says (both browsers ask for light).
  await expect(call).toHaveAttribute('data-theme', 'dark');
  await expect(call).toHaveCSS('background-color', 'rgb(17, 17, 17)');

  // The other person's video covers the screen: cropped to fill on a phone, whole on a desktop.
  const remote = call.getByLabel('Remote video');
  expect(await viewportCoverage(page, remote)).toBeGreaterThanOrEqual(0.9);
  await expect(remote).toHaveCSS('object-fit', fit);
  // Our own picture is a small tile, inside the screen.
  const own = call.getByLabel('Your camera');
  // Its tile's rounded border may clip a fraction of a pixel of the picture.
  await expect(own).toBeInViewport({ ratio: 0.99 });
  expect(await viewportCoverage(page, own)).toBeLessThan(0.1);

  // The controls sit over the video, inside the viewport and above the safe area, and nothing covers them.
  const viewport = page.viewportSize();
  const controls = call.getByRole('group', { name: 'Call controls' });
  await expect(controls).toBeInViewport({ ratio: 1 });
  const box = await controls.boundingBox();
  expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(
    (viewport?.height ?? 0) - (await safeBottom(page)),
  );
  const actions = call.getByRole('group', { name: /^Actions for / });
  for (const button of [
    controls.getByRole('button', { name: 'Mute' }),
    controls.getByRole('button', { name: 'Camera off' }),
    controls.getByRole('button', { name: 'Hang up' }),
    actions.getByRole('button', { name: 'Add friend' }),
    actions.getByRole('button', { name: 'Report' }),
    actions.getByRole('button', { name: 'Block' }),
  ]) {
    await expect(button).toBeInViewport({ ratio: 1 });
    const b = await button.boundingBox();
    if (!b) throw new Error('a control has no box');
    expect(b.width).toBeGreaterThanOrEqual(44);
    expect(b.height).toBeGreaterThanOrEqual(44);
    const onTop = await button.evaluate((el, p) => el.contains(document.elementFromPoint(p.x, p.y)), {
      x: b.x + b.width / 2,
      y: b.y + b.height / 2,
    });
    expect(onTop).toBe(true);
  }
  // Who, how long and how much stay readable.
  await expect(call.getByRole('timer', { name: 'Call duration' })).toBeInViewport({ ratio: 1 });
  await expect(call.getByText(/^(Free call|Coins so far|Points so far)/)).toBeInViewport({ ratio: 1 });

  // No page chrome: the tabs, the top bar and the footer are not drawn, and nothing but the call is.
  await expect(page.getByRole('navigation', { name: 'Main', includeHidden: true })).toBeHidden();
  await expect(page.getByRole('banner', { includeHidden: true })).toBeHidden();
  await expect(page.getByRole('contentinfo', { includeHidden: true })).toBeHidden();
  expect(await onlyTheCallIsDrawn(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);

  expect(await seriousViolations(page)).toEqual([]);
  // For review: how the call looks at this size.
  const { width, height } = viewport ?? { width: 0, height: 0 };
  await test.info().attach(`call at ${width} x ${height}`, {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
}

/** Whether two boxes overlap. */
function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(element: Locator): Promise<Box> {
  const box = await element.boundingBox();
  if (!box) throw new Error('no box');
  return box;
}

/** A phone held sideways (844 x 390): video fills, every control and the own tile whole, none over another. */
async function expectLandscapeCall(page: Page): Promise<void> {
  const call = page.getByRole('dialog', { name: 'Video call' });
  // Wake the controls, in case they faded meanwhile.
  await page.mouse.move(422, 200);
  const remote = call.getByLabel('Remote video');
  expect(await viewportCoverage(page, remote)).toBeGreaterThanOrEqual(0.9);
  await expect(remote).toHaveCSS('object-fit', 'cover');
  const controls = call.getByRole('group', { name: 'Call controls' });
  const actions = call.getByRole('group', { name: /^Actions for / });
  const own = call.locator('.call-own-tile');
  const timer = call.getByRole('timer', { name: 'Call duration' });
  for (const element of [
    controls,
    actions,
    own,
    timer,
    call.getByText(/^(Free call|Coins so far|Points so far)/),
  ]) {
    await expect(element).toBeInViewport({ ratio: 1 });
  }
  for (const button of await call.getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  // The own tile sits between the top line and the controls, covering neither.
  const tile = await boxOf(own);
  for (const other of [controls, actions, call.locator('.call-info')]) {
    expect(overlaps(tile, await boxOf(other))).toBe(false);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await test.info().attach(`call at ${width} x ${height}`, {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
}

test('a call fills the screen on a phone and on a desktop, controls over the video and no page chrome', async ({
  browser,
  request,
  server,
}) => {
  const ada = await socialUser(server, browser, request, 'Ada');
  const bea = await socialUser(server, browser, request, 'Bea');
  // Ada calls from a desktop, Bea answers on a phone; both systems ask for a light theme.
  const caller = await at(server, browser, ada, DESKTOP);
  const callee = await at(server, browser, bea, PHONE);
  for (const user of [caller, callee]) await user.page.emulateMedia({ colorScheme: 'light' });

  await callee.page.goto('/');
  await expectLive(callee.page);
  // Before the call the phone shows its tab bar: what the call must cover.
  await expect(callee.page.getByRole('navigation', { name: 'Main' })).toBeInViewport();

  await videoCallFrom(caller, callee, false);
  // The ring is full screen on the phone too, Answer within reach.
  const ring = callee.page.getByRole('dialog', { name: 'Incoming call' });
  await expect(ring).toBeVisible();
  expect((await ring.boundingBox())?.height).toBeCloseTo(844, 0);
  await expect(ring.getByRole('button', { name: 'Answer' })).toBeInViewport({ ratio: 1 });
  await expect(callee.page.getByRole('navigation', { name: 'Main', includeHidden: true })).toBeHidden();
  expect(await seriousViolations(callee.page)).toEqual([]);
  await ring.getByRole('button', { name: 'Answer' }).click();

  for (const user of [caller, callee]) await expectRemoteFrame(user.page);
  await expectFullScreenCall(callee.page, 'cover');
  await expectFullScreenCall(caller.page, 'contain');

  // Focus is on the controls, and Escape does not end the call.
  const controls = callee.page.getByRole('group', { name: 'Call controls' });
  expect(await controls.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expect(controls.getByRole('button', { name: 'Hang up' })).not.toBeFocused();
  await callee.page.keyboard.press('Escape');
  await expect(callee.page.getByRole('dialog', { name: 'Video call' })).toBeVisible();
  await expectRemoteFrame(caller.page);

  // Mute is a toggle that says whether it is on.
  const mute = controls.getByRole('button', { name: 'Mute' });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');

  // Left alone, the controls fade (after 3 s); the time and the price stay. A pointer brings them back.
  await callee.page.mouse.move(195, 300);
  const bottom = callee.page.locator('.call-bottom');
  await expect(bottom).toHaveAttribute('data-idle', 'true');
  await expect(bottom).toHaveCSS('opacity', '0');
  const call = callee.page.getByRole('dialog', { name: 'Video call' });
  await expect(call.locator('.call-top')).toHaveCSS('opacity', '1');
  await expect(call.getByRole('timer', { name: 'Call duration' })).toBeVisible();
  await callee.page.mouse.move(195, 400);
  await expect(bottom).not.toHaveAttribute('data-idle', 'true');
  await expect(bottom).toHaveCSS('opacity', '1');

  // Picture-in-Picture: the other person's picture floats, and comes back. Debian's chromium has it, so the button
  // must be there (the app hides it only where the browser lacks the API).
  expect(
    await callee.page.evaluate(
      () => document.pictureInPictureEnabled && 'requestPictureInPicture' in HTMLVideoElement.prototype,
    ),
  ).toBe(true);
  const pip = controls.getByRole('button', { name: 'Picture in picture' });
  await pip.click();
  await expect(pip).toHaveAttribute('aria-pressed', 'true');
  expect(await callee.page.evaluate(() => document.pictureInPictureElement?.getAttribute('aria-label'))).toBe(
    'Remote video',
  );
  await callee.page.evaluate(() => document.exitPictureInPicture());
  await expect(pip).toHaveAttribute('aria-pressed', 'false');
  await expect(call).toBeVisible();
  await expect
    .poll(() => call.getByLabel('Remote video').evaluate((video: HTMLVideoElement) => video.paused))
    .toBe(false);

  // The phone on its side: the picture still fills the screen, and nothing is cut off.
  await callee.page.setViewportSize({ width: 844, height: 390 });
  await expectLandscapeCall(callee.page);
  await callee.page.setViewportSize({ width: 390, height: 844 });

  // Hanging up on the phone: the receipt is a bottom sheet, and the tab bar is back.
  await controls.getByRole('button', { name: 'Hang up' }).click();
  const summary = callSummary(callee.page);
  await expect(summary).toContainText('Hung up');
  // Polled: the sheet slides in from the bottom edge.
  await expect
    .poll(async () => {
      const sheet = await summary.boundingBox();
      return sheet && [Math.round(sheet.y + sheet.height), Math.round(sheet.width)];
    })
    .toEqual([844, 390]);
  await expect(callSummary(caller.page)).toContainText('Hung up');
  await summary.getByRole('button', { name: 'Close' }).click();
  await expect(callee.page.getByRole('navigation', { name: 'Main' })).toBeInViewport();

  for (const user of [ada, bea, caller, callee]) await user.context.close();
});
