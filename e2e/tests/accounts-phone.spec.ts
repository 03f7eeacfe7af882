import { expect, test } from '../fixtures';
import {
  expectSignedIn,
  openSettings,
  expectSignedOut,
  latestCode,
  returningVisitorPage,
  uniqueEmail,
  uniqueMobile,
} from './accounts-helpers';

const e164 = (typed: string) => typed.replace(/[^\d+]/g, '');

test('a new user signs up by phone with the code from the outbox, adds a password, binds an e-mail and signs in with the password', async ({
  browser,
  baseURL,
  request,
}) => {
  const { context, page } = await returningVisitorPage(browser, baseURL);
  const phone = uniqueMobile();

  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('tab', { name: 'Phone' }).click();
  await expect(login.getByRole('tab', { name: 'Phone', selected: true })).toBeVisible();

  await login.getByRole('textbox', { name: 'Mobile number' }).fill('12');
  await login.getByRole('button', { name: 'Send code' }).click();
  await expect(login.getByText('Please enter a valid mobile number')).toBeVisible();

  await login.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await login.getByRole('radio', { name: 'WhatsApp' }).check();
  await login.getByRole('button', { name: 'Send code' }).click();
  await expect(login.getByText(/We sent a code by WhatsApp to/)).toBeVisible();
  await expect(login.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();

  const code = await latestCode(request, e164(phone), (m) => m.channel === 'whatsapp');
  await login.getByRole('textbox', { name: 'Code' }).fill(code);
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();

  // A first sign-in by code offers an optional password, at least 8 characters.
  await expect(login.getByRole('heading', { name: 'Add a password (optional)' })).toBeVisible();
  await login.getByLabel('New password').fill('short');
  await login.getByRole('button', { name: 'Save password' }).click();
  await expect(login.getByText('Password must be at least 8 characters')).toBeVisible();
  await login.getByLabel('New password').fill('Maple-Window-77');
  await login.getByRole('button', { name: 'Save password' }).click();
  await expect(login).toBeHidden();

  const about = page.getByRole('alertdialog', { name: 'Tell us about you' });
  await about.getByLabel('Nickname').fill('Ben');
  await about.getByRole('radio', { name: 'Male', exact: true }).check();
  await about.getByLabel('Birthday').fill('1988-11-02');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about).toBeHidden();
  await expectSignedIn(page);

  const settings = await openSettings(page);
  await expect(settings.getByText(e164(phone))).toBeVisible();
  await expect(settings.getByText('You can sign in with your number and password.')).toBeVisible();

  // An e-mail address is bound with the code mailed to it, and counts as verified.
  const email = uniqueEmail('ben');
  await settings.getByRole('button', { name: 'Add' }).click();
  await settings.getByRole('textbox', { name: 'New e-mail address' }).fill(email);
  await settings.getByRole('button', { name: 'Send code' }).click();
  await expect(settings.getByText(`We sent a code to ${email}. It works for 10 minutes.`)).toBeVisible();
  const bindCode = await latestCode(request, email, (m) => m.subject === 'Confirm your new e-mail address');
  await settings.getByRole('textbox', { name: 'Code' }).fill(bindCode);
  await settings.getByRole('button', { name: 'Confirm' }).click();
  await expect(settings.getByText('Saved.')).toBeVisible();
  await expect(settings.getByText(email)).toBeVisible();
  await expect(settings.getByText('Verified', { exact: true })).toHaveCount(2);
  await settings.getByRole('button', { name: 'Log out' }).click();
  await expectSignedOut(page);

  await page.getByRole('link', { name: 'Log in' }).click();
  await login.getByRole('tab', { name: 'Phone' }).click();
  await login.getByRole('button', { name: 'Sign in with a password instead' }).click();
  await login.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await login.getByLabel('Password', { exact: true }).fill('Maple-Window-78');
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(login.getByText('Wrong password.')).toBeVisible();
  await login.getByLabel('Password', { exact: true }).fill('Maple-Window-77');
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(login).toBeHidden();
  await expectSignedIn(page);
  await context.close();
});
