import { expect, test } from '../fixtures';
import { expectSignedOut, newUserPage } from './accounts-helpers';

test('a ban throws the signed-in user out within 2 s and shows the banned notice', async ({
  browser,
  server,
}) => {
  const { session, context, page } = await newUserPage(browser, server);
  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Realtime connection' })).toHaveText('Connected');

  await server.ban(session.userId);
  // The server ends the session over the realtime connection; nothing has to be clicked or reloaded.
  const notice = page.getByRole('dialog', { name: 'Account blocked' });
  await expect(notice).toBeVisible({ timeout: 2_000 });
  await expect(notice).toContainText('Your account has been banned for 48 hours.');
  expect((await context.cookies()).some((c) => c.name === 'loginToken')).toBe(false);

  // Visitor use goes on: the notice closes, the guarded page is left, the header offers to log in.
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page).not.toHaveURL(/\/profile\/edit$/);
  await page.goto('/');
  await expectSignedOut(page);
  await context.close();
});
