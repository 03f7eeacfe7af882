import { expect, test } from '../fixtures';
import { enterAsAdult } from './helpers';

test('a guarded route opens the login pop-up and keeps the query string', async ({ page }) => {
  await page.goto('/shop?ref=abc');
  await expect(page).toHaveURL(/\/login\?ref=abc$/);
  await enterAsAdult(page);

  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await expect(login.getByRole('tab', { name: 'E-mail', selected: true })).toBeVisible();
  await expect(login.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coin shop' })).toHaveCount(0);

  // Opened on the first load, closing the pop-up leaves the login route for home.
  await expect(login.getByRole('button', { name: 'Close', exact: true })).toHaveCount(1);
  await login.getByRole('button', { name: 'Not now' }).click();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/:\d+\/$/);

  // Opened from inside the app (the header's Log in), closing returns to where we were.
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const again = page.getByRole('dialog', { name: 'Log in' });
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(again).toBeHidden();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
});

test('the guard keeps the language prefix', async ({ page }) => {
  await page.goto('/de/shop?ref=x');
  await expect(page).toHaveURL(/\/de\/login\?ref=x$/);
  await enterAsAdult(page, 'Betreten');
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
});

test('an upper-case language prefix is redirected to its lower-case form', async ({ page }) => {
  await page.goto('/DE/shop?ref=x');
  await expect(page).toHaveURL(/\/de\/login\?ref=x$/);
  await enterAsAdult(page, 'Betreten');
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
});

test('an unknown path lands home, in its language', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/^[^?]*:\d+\/$/);
  await enterAsAdult(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mingle' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();

  await page.goto('/de/gibt-es-nicht');
  await expect(page).toHaveURL(/\/de\/$/);
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
});
