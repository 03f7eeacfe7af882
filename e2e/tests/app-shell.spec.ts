import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DESKTOP, PHONE, SMALL_PHONE, seriousViolations } from './layout-helpers';
import { returningVisitorPage, signedInPage } from './accounts-helpers';
import { socialUser } from './social-helpers';

// Each test signs a user up and walks several screens with axe on each: more than the default 30 s on a busy machine.
test.setTimeout(180_000);

/** Whether the page is wider than the viewport, i.e. can be scrolled sideways. */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** The element lies wholly inside the viewport with the page unscrolled, and nothing of the shell covers it. */
async function expectAboveTheFold(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await target.boundingBox();
  if (!box) throw new Error('the element has no box');
  // What is drawn at its centre is the element itself, not the tab bar or anything else laid over it.
  const onTop = await target.evaluate(
    (el, point) => {
      const hit = document.elementFromPoint(point.x, point.y);
      return !!hit && el.contains(hit);
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toBe(true);
}

test('on a phone: a compact top bar, the tabs at the bottom, Start above the fold, and no serious axe findings', async ({
  browser,
  request,
  server,
}) => {
  const nia = await socialUser(server, browser, request, 'Nia');
  const { context, page } = await signedInPage(browser, server, nia.session, PHONE);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-device', 'phone');

  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeEnabled();
  await expectAboveTheFold(page, start);

  // The top bar is at most 64 px tall and holds the coin chip; the tab bar sits at the bottom edge.
  const header = page.getByRole('banner');
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
  await expect(header.getByRole('link', { name: /^\d+ coins$/ })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Main' });
  await expect(tabs).toBeVisible();
  await expect(tabs).toBeInViewport({ ratio: 1 });
  const tabsBox = await tabs.boundingBox();
  expect((tabsBox?.y ?? 0) + (tabsBox?.height ?? 0)).toBeCloseTo(844, 0);
  await expect(tabs.getByRole('link')).toHaveText(['Home', 'Discover', 'Messages', 'Friends', 'Me']);
  // App screens have no footer under them on a phone.
  await expect(page.getByRole('contentinfo')).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);

  // The filters open as a bottom sheet, from the bottom edge, and Escape closes it.
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Match filters' });
  await expect(sheet).toBeVisible();
  // Where the sheet comes to rest: it slides in from below.
  await expect
    .poll(async () => {
      const box = await sheet.boundingBox();
      return Math.round((box?.y ?? 0) + (box?.height ?? 0));
    })
    .toBe(844);
  expect((await sheet.boundingBox())?.width).toBeCloseTo(390, 0);
  await sheet.getByRole('radio', { name: 'Female' }).check();
  await expect(sheet.getByText('A match with these filters costs')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  // Focus goes back to what opened it, which now says what was chosen.
  await expect(page.getByRole('button', { name: 'Filters' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Filters' })).toContainText('Female');

  // Every tab leads to its screen, and each passes axe.
  for (const [tab, heading] of [
    ['Messages', 'Messages'],
    ['Friends', 'Friends'],
    ['Me', 'Nia'],
  ] as const) {
    await tabs.getByRole('link', { name: tab, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(tabs.getByRole('link', { name: tab, exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await seriousViolations(page), tab).toEqual([]);
  }
  // The empty friends list says what to do next.
  await tabs.getByRole('link', { name: 'Friends' }).click();
  await expect(page.getByRole('link', { name: 'Meet someone new' })).toBeVisible();

  await context.close();
  await nia.context.close();
});

test('on a desktop: the tabs are in the top bar, the footer is back, and Start is above the fold', async ({
  browser,
  request,
  server,
}) => {
  const omar = await socialUser(server, browser, request, 'Omar');
  const { context, page } = await signedInPage(browser, server, omar.session, DESKTOP);
  await page.goto('/');
  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeEnabled();
  await expectAboveTheFold(page, start);

  const header = page.getByRole('banner');
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeInViewport({ ratio: 1 });
  const tabsBox = await header.getByRole('navigation', { name: 'Main' }).boundingBox();
  expect(tabsBox?.y ?? 999).toBeLessThan(64);
  await expect(page.getByRole('contentinfo')).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);

  // The filters are a centred dialog here, not a sheet.
  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Match filters' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThan(600);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThan(800);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await header.getByRole('link', { name: 'Me', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Omar' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The dark theme follows the system's choice and keeps every contrast.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(20, 16, 31)');
  expect(await seriousViolations(page)).toEqual([]);
  await header.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);

  await context.close();
  await omar.context.close();
});

test('at 360 x 640: Start is above the fold, and no main screen scrolls sideways, in English or Arabic', async ({
  browser,
  request,
  server,
}) => {
  const pia = await socialUser(server, browser, request, 'Pia');
  const { context, page } = await signedInPage(browser, server, pia.session, SMALL_PHONE);
  await page.goto('/');
  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeEnabled();
  await expectAboveTheFold(page, start);

  const screens = [
    ['/', 'button', 'Start'],
    ['/message', 'heading', 'Messages'],
    ['/friends', 'heading', 'Friends'],
    ['/me', 'heading', 'Pia'],
    ['/shop', 'heading', 'Coin shop'],
    [`/profile/${pia.session.userId}`, 'heading', 'Pia'],
    ['/about-us', 'heading', 'About us'],
    ['/ar/', 'button', 'ابدأ'],
    ['/ar/me', 'heading', 'Pia'],
  ] as const;
  for (const [path, role, name] of screens) {
    await page.goto(path);
    await expect(page.getByRole(role, { name, exact: true }).first()).toBeVisible();
    expect(await scrollsSideways(page), path).toBe(false);
  }
  // In Arabic the shell mirrors: the logo at the right edge, the Me tab at the left.
  await page.goto('/ar/me');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const logo = await page.getByRole('banner').getByRole('link', { name: 'Mingle' }).boundingBox();
  expect((logo?.x ?? 0) + (logo?.width ?? 0)).toBeGreaterThan(300);
  const meTab = await page
    .getByRole('navigation', { name: 'القائمة الرئيسية' })
    .getByRole('link', { name: 'حسابي' })
    .boundingBox();
  expect(meTab?.x ?? 999).toBeLessThan(90);
  expect(await seriousViolations(page)).toEqual([]);

  await context.close();
  await pia.context.close();
});

test('a visitor keeps the simple header with the login button and the hero, on a phone too', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await returningVisitorPage(browser, baseURL, SMALL_PHONE);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mingle' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
