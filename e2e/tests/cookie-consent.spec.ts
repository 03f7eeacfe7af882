import { COUNTRY_IPS, expect, test } from '../fixtures';
import { enterAsAdult, gotoAndAwaitCountry } from './helpers';

test('a visitor outside the consent region gets the cookie notice; Accept is stored', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': COUNTRY_IPS.US },
  });
  const page = await context.newPage();
  await page.goto('/');
  await enterAsAdult(page);

  const notice = page.getByRole('region', { name: 'Cookies' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Your privacy choices' })).toHaveCount(0);
  // A banner, not a wall: it does not take focus, and the page stays usable while it is shown.
  expect(await notice.evaluate((region) => region.contains(document.activeElement))).toBe(false);
  await expect(page.getByRole('link', { name: 'About us' })).toBeVisible();
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie'))).toBe('accepted');

  await gotoAndAwaitCountry(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mingle' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  await context.close();
});

test('a visitor in the consent region decides on the consent screen; the choice is stored and can be changed', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': COUNTRY_IPS.DE },
  });
  const page = await context.newPage();
  await page.goto('/');
  await enterAsAdult(page);

  // The first time it has to be answered: an alert dialog that Escape does not make go away.
  const screen = page.getByRole('alertdialog', { name: 'Your privacy choices' });
  await expect(screen).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(screen).toBeVisible();

  await screen.getByRole('button', { name: 'Reject all' }).click();
  await expect(screen).toBeHidden();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('mingle.consent') ?? 'null') as unknown,
  );
  expect(stored).toMatchObject({ version: 1, necessary: true, analytics: false, marketing: false });
  expect(Date.parse((stored as { decidedAt: string }).decidedAt)).not.toBeNaN();

  await gotoAndAwaitCountry(page, '/');
  await expect(page.getByRole('alertdialog', { name: 'Your privacy choices' })).toHaveCount(0);

  // Reopened from Cookie settings it is an ordinary dialog.
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Your privacy choices' });
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('checkbox', { name: /Necessary/ })).toBeChecked();
  await expect(settings.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
  const analytics = settings.getByRole('checkbox', { name: 'Analytics' });
  await expect(analytics).not.toBeChecked();
  await analytics.check();
  await settings.getByRole('button', { name: 'Save choices' }).click();
  await expect(settings).toBeHidden();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('mingle.consent') ?? 'null') as unknown),
  ).toMatchObject({
    analytics: true,
    marketing: false,
  });
  await context.close();
});
