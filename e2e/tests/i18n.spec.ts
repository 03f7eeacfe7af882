import { expect, test } from '../fixtures';
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
