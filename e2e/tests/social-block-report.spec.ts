import { expect, test } from '../fixtures';
import { newAdminPage, openMePage } from './accounts-helpers';
import { anaAndBenAsFriends, expectLive } from './social-helpers';

test("a blocked user's message is refused, and a report from a profile reaches the admin", async ({
  browser,
  request,
  server,
}) => {
  const [ana, ben] = await anaAndBenAsFriends(server, browser, request);

  // Ana blocks Ben from his profile.
  await ana.page.goto(`/profile/${ben.session.userId}`);
  const actions = ana.page.getByRole('group', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Block' }).click();
  await expect(actions.getByText('You blocked this user.', { exact: false })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Unblock' })).toBeVisible();

  // Ben's message to her is refused, and he is told so.
  await ben.page.goto(`/message/session/${ana.session.userId}`);
  await expectLive(ben.page);
  await ben.page.getByRole('textbox', { name: 'Message' }).fill('Are you there?');
  await ben.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(ben.page.getByRole('alert').filter({ hasText: 'not available' })).toHaveText(
    'This user is not available.',
  );
  await expect(ben.page.getByRole('log', { name: 'Messages with Ana' }).getByText('Not sent')).toBeVisible();

  // Ana's chat panel (on her message page) lists him under blocked.
  await ana.page.goto('/message');
  await ana.page.getByRole('button', { name: 'Chat panel' }).click();
  const panel = ana.page.getByRole('dialog', { name: 'Chats' });
  await panel.getByRole('tab', { name: 'Blocked' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Ben' })).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).first().click();
  await expect(panel).toBeHidden();

  // She reports him from his profile: a reason, a note with its letter count, an e-mail.
  await ana.page.goBack();
  await expect(actions.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await actions.getByRole('button', { name: 'Report' }).click();
  const report = ana.page.getByRole('dialog', { name: 'Report Ben' });
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Choose a reason.')).toBeVisible();
  await report.getByRole('radio', { name: 'Harassment' }).check();
  await report.getByLabel('More information (optional)').fill('Kept messaging after I said no.');
  await expect(report.getByText('31 / 200')).toBeVisible();
  await report.getByLabel('E-mail for our answer (optional)').fill('ana@example.test');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Thank you. Your report was sent to our moderators.')).toBeVisible();

  // An admin finds it on admin/reports, with the reason and the note, and bans the account.
  const { context: adminContext, page: adminPage } = await newAdminPage(browser, server);
  await adminPage.goto('/');
  await openMePage(adminPage);
  await adminPage.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Reports', exact: true })).toBeVisible();
  const item = adminPage.getByRole('listitem', { name: /^Report \d+ about Ben$/ });
  await expect(item).toContainText('Reason: Harassment');
  await expect(item).toContainText('Details: Kept messaging after I said no.');
  await expect(item).toContainText('Reply to: ana@example.test');
  await expect(item).toContainText(`Reported by user ${ana.session.userId}`);
  await item.getByRole('button', { name: 'Ban for 48 hours' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'the account is banned' })).toBeVisible();
  await expect(item).toHaveCount(0);
  await adminPage.getByRole('tab', { name: 'Banned' }).click();
  await expect(adminPage.getByRole('listitem', { name: /^Report \d+ about Ben$/ })).toBeVisible();

  // Others have no way in.
  await ana.page.goto('/admin/reports');
  await expect(ana.page.getByText('You do not have access to this page.')).toBeVisible();

  await ana.context.close();
  await ben.context.close();
  await adminContext.close();
});
