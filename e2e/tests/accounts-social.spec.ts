import { expectSignedIn, returningVisitor } from './accounts-helpers';
import { expect, test } from '../fixtures';

test('signs in with the local OpenID provider and comes back to the page it started from', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  await returningVisitor(context);
  const page = await context.newPage();

  await page.goto('/about-us');
  await page.getByRole('link', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('tab', { name: 'Social' }).click();
  // One button per provider the server has switched on: here only Google.
  await expect(login.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(login.getByRole('button', { name: /Continue with (Facebook|Apple)/ })).toHaveCount(0);
  await login.getByRole('button', { name: 'Continue with Google' }).click();

  // The provider's own page, on its own origin.
  await expect(page.getByRole('heading', { name: 'Sign in to Test Provider' })).toBeVisible();
  await page.getByLabel('Account').fill(`person-${Date.now()}`);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back in Mingle, signed in, on the page the sign-in started from, with the ticket gone from the address.
  await expect(page).toHaveURL(/\/about-us$/);
  const about = page.getByRole('alertdialog', { name: 'Tell us about you' });
  await expect(about).toBeVisible();
  await about.getByLabel('Nickname').fill('Noor');
  await about.getByRole('radio', { name: 'Female' }).check();
  await about.getByLabel('Birthday').fill('1991-03-09');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about).toBeHidden();
  await expectSignedIn(page);
  await context.close();
});

test('declining at the provider shows the permission notice and a way back', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.url });
  await returningVisitor(context);
  const page = await context.newPage();
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('tab', { name: 'Social' }).click();
  await login.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Test Provider' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'Sign-in was cancelled. Please allow Mingle to use your account to sign in, or choose another way.',
  );
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.getByRole('link', { name: 'Try signing in again' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await context.close();
});
