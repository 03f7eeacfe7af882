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

  const notice = page.getByRole('dialog', { name: 'Cookies' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Your privacy choices' })).toHaveCount(0);
  // A banner, not a wall: the page stays usable while it is shown.
  await expect(page.getByRole('link', { name: 'About us' })).toBeVisible();
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie'))).toBe('accepted');

  await gotoAndAwaitCountry(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mingle' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Cookies' })).toHaveCount(0);
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

  const screen = page.getByRole('dialog', { name: 'Your privacy choices' });
  await expect(screen).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Cookies' })).toHaveCount(0);
  // It has to be answered: Escape does not make it go away.
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
  await expect(page.getByRole('dialog', { name: 'Your privacy choices' })).toHaveCount(0);

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
