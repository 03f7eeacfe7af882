import { expect, test } from '../fixtures';
import { signedInPage } from './accounts-helpers';
import { enterAsAdult } from './helpers';

test('/de/ shows German', async ({ page }) => {
  await page.goto('/de/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('alertdialog', { name: 'Nur für Erwachsene (18+)' })).toBeVisible();
  await enterAsAdult(page, 'Betreten');
  await expect(page.getByText('Triff Erwachsene aus aller Welt', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nutzungsbedingungen' })).toBeVisible();

  await page.getByRole('link', { name: 'Nutzungsbedingungen' }).click();
  await expect(page).toHaveURL(/\/de\/terms-of-use$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
  await expect(page).toHaveTitle('Nutzungsbedingungen – Mingle');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Regeln/);
});

test('/ar/ is right-to-left and Arabic', async ({ page }) => {
  await page.goto('/ar/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('alertdialog', { name: 'للبالغين فقط (+18)' })).toBeVisible();
  await enterAsAdult(page, 'دخول');
  await expect(page.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ابدأ' })).toBeEnabled();
});

test('switching language keeps the page and changes the prefix', async ({ page }) => {
  await page.goto('/about-us');
  await enterAsAdult(page);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page).toHaveURL(/\/de\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Über uns' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
  await expect(page).toHaveURL(/\/gb\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
});

test('the chosen language is kept for the device: unprefixed pages show it on later visits', async ({
  page,
}) => {
  await page.goto('/about-us');
  await enterAsAdult(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page).toHaveURL(/\/de\/about-us$/);
  // The browser asks for English (playwright.config.ts), but the device's choice comes first.
  await page.goto('/about-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Über uns' })).toBeVisible();
  // A prefix still decides for its own URL.
  await page.goto('/ar/about-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
  await expect(page).toHaveURL(/\/gb\/about-us$/);
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
});

test("a signed-in user's choice is kept for the account and applies on a new device", async ({
  browser,
  server,
}) => {
  const session = await server.createSession();
  const first = await signedInPage(browser, server, session);
  await first.page.goto('/me');
  await first.page.getByRole('combobox', { name: 'Language' }).first().selectOption('ar');
  await expect(first.page).toHaveURL(/\/ar\/me$/);
  await expect.poll(async () => (await server.ctx.users.byId(session.userId))?.interfaceLanguage).toBe('ar');
  await first.context.close();

  // Another browser of the same user, asking for English: nothing chosen on this device, so the account decides.
  const second = await signedInPage(browser, server, session);
  await second.page.goto('/');
  await expect(second.page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(second.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await second.context.close();
});
