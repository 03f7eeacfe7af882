import { expect, test } from '../fixtures';
import { profileApi } from '@mingle/protocol';
import {
  expectSignedIn,
  openMePage,
  openSettings,
  sessionOf,
  signedCall,
  expectSignedOut,
  latestCode,
  latestLink,
  logOutFromAboutYou,
  returningVisitorPage,
  submitEmailSignUp,
  uniqueEmail,
} from './accounts-helpers';

const PASSWORD = 'Tulip-Harbour-9';

test('a new user signs up by e-mail, confirms with the code from the mail, logs out and in again', async ({
  browser,
  baseURL,
  request,
}) => {
  const { context, page } = await returningVisitorPage(browser, baseURL);
  const email = uniqueEmail('ada');

  // From the about page: signing in must bring the person back there.
  await page.goto('/about-us');
  await page.getByRole('link', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByRole('tab', { name: 'E-mail', selected: true })).toBeVisible();
  await login.getByRole('button', { name: 'Create an account' }).click();
  await expect(login.getByRole('heading', { name: 'Create an account' })).toBeFocused();

  // The client refuses what the server would refuse, next to the field.
  await submitEmailSignUp(login, 'not-an-address', 'short');
  await expect(login.getByText('Please enter the correct email')).toBeVisible();
  await expect(login.getByText('Password must be between 6-16 characters')).toBeVisible();
  await expect(login.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');

  // A common password is refused by the server; its answer code shows next to the password.
  await submitEmailSignUp(login, email, 'password1');
  await expect(login.getByText('This password is too common. Please choose another one.')).toBeVisible();

  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Create account' }).click();
  await expect(login.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
  await expect(login.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  // The resend waits out its countdown, visibly.
  await expect(login.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();

  // The mail really went out, with a code and a link.
  const mail = await latestCode(request, email);
  await login.getByRole('textbox', { name: 'Code' }).fill(mail === '000000' ? '111111' : '000000');
  await login.getByRole('button', { name: 'Confirm' }).click();
  await expect(login.getByText('The verification code is wrong.')).toBeVisible();
  await login.getByRole('textbox', { name: 'Code' }).fill(mail);
  await login.getByRole('button', { name: 'Confirm' }).click();
  await expect(login.getByText('Your e-mail address is confirmed.')).toBeVisible();
  await login.getByRole('button', { name: 'Continue' }).click();

  // Supplementary registration follows the sign-up; it must be answered, and the 18+ rule holds.
  const about = page.getByRole('alertdialog', { name: 'Tell us about you' });
  await expect(about).toBeVisible();
  await about.getByLabel('Nickname').fill('Ada');
  await about.getByRole('radio', { name: 'Female' }).check();
  await about.getByLabel('Birthday').fill(`${new Date().getUTCFullYear() - 17}-01-01`);
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about.getByText('You must be 18 or older to use Mingle.')).toBeVisible();
  await about.getByLabel('Birthday').fill('1990-05-17');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about).toBeHidden();

  await expect(page).toHaveURL(/\/about-us$/);
  await expectSignedIn(page);
  // Signing up under the pop-up's terms note recorded the acceptance, with the version in force.
  const terms = await signedCall(request, await sessionOf(context), 'GET', profileApi.termsStatus.path);
  expect(terms.data).toMatchObject({ accepted: true });

  // Settings show the confirmed address; logging out ends the session here and on the server.
  const settings = await openSettings(page);
  await expect(settings.getByText(email)).toBeVisible();
  await expect(settings.getByText('Verified', { exact: true })).toBeVisible();
  await settings.getByRole('button', { name: 'Log out' }).click();
  await expect(settings).toBeHidden();
  await expectSignedOut(page);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'loginToken')).toBeUndefined();

  // Log in again: a wrong password does not say which field was wrong.
  await page.getByRole('link', { name: 'Log in' }).click();
  await login.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill('Wrong-Password-1');
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(login.getByRole('alert').filter({ hasText: 'Incorrect email or password.' })).toBeVisible();
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(login).toBeHidden();
  await expectSignedIn(page);
  // A complete profile is not asked for again.
  await expect(page.getByRole('alertdialog', { name: 'Tell us about you' })).toHaveCount(0);

  await openMePage(page);
  await page.getByRole('link', { name: 'My profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ada' })).toBeVisible();
  await context.close();
});

test('the links in the mails: verification on its own page, and signing in by link', async ({
  browser,
  baseURL,
  request,
}) => {
  const { context, page } = await returningVisitorPage(browser, baseURL);
  const email = uniqueEmail('link');
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('button', { name: 'Create an account' }).click();
  await submitEmailSignUp(login, email, PASSWORD);
  await expect(login.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
  await login.getByRole('button', { name: 'Later' }).click();
  await logOutFromAboutYou(page);

  // Opened later, signed out, as from a mail program: the token is used once and leaves the address bar.
  const link = await latestLink(request, email);
  expect(link.pathname).toBe('/verify-email');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(`Your e-mail address ${email} is confirmed.`)).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.');

  // The sign-in link: asked for in the pop-up, opened from the mail, signed in.
  await page.goto('/login');
  await login.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await login.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(login.getByText(`We sent a sign-in link to ${email}.`)).toBeVisible();
  const signInLink = await latestLink(request, email, (m) => m.subject === 'Your Mingle sign-in link');
  expect(signInLink.pathname).toBe('/email-login');
  await page.goto(`${signInLink.pathname}${signInLink.search}`);
  // Signed in; the profile still lacks its details, so they are asked for.
  await expect(page.getByRole('alertdialog', { name: 'Tell us about you' })).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/$/);
  await context.close();
});

test('forgot password: request, code, new password, and signed in', async ({ browser, baseURL, request }) => {
  const { context, page } = await returningVisitorPage(browser, baseURL);
  const email = uniqueEmail('forgot');

  // An account to forget the password of, made through the UI and logged out again.
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('button', { name: 'Create an account' }).click();
  await submitEmailSignUp(login, email, PASSWORD);
  await login.getByRole('button', { name: 'Later' }).click();
  await logOutFromAboutYou(page);

  await page.getByRole('link', { name: 'Log in' }).click();
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(login.getByText('Step 1 of 3')).toBeVisible();
  await login.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('nobody'));
  await login.getByRole('button', { name: 'Send code' }).click();
  await expect(login.getByText('account does not exist')).toBeVisible();
  await login.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await login.getByRole('button', { name: 'Send code' }).click();
  await expect(login.getByText('Step 2 of 3')).toBeVisible();
  const code = await latestCode(request, email, (m) => m.subject === 'Your Mingle password reset code');
  await login.getByRole('textbox', { name: 'Code' }).fill(code);
  await login.getByRole('button', { name: 'Continue' }).click();
  await expect(login.getByText('Step 3 of 3')).toBeVisible();
  await login.getByLabel('New password').fill('Cedar-Lantern-4');
  await login.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(login).toBeHidden();
  // Signed in: the profile still lacks nickname, gender and birthday, so that is asked for now.
  await expect(page.getByRole('alertdialog', { name: 'Tell us about you' })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'loginToken')).toBe(true);
  await context.close();
});
