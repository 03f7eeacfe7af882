import { expect, test } from '../fixtures';
import { newAdminPage } from './accounts-helpers';
import { callSummary, expectRemoteFrame, videoCallFrom } from './calls-helpers';
import { expectLive, socialUser, type SocialUser } from './social-helpers';

/** Both press Start, match and accept: a random call, live in both browsers. */
async function randomCall(a: SocialUser, b: SocialUser): Promise<void> {
  for (const user of [a, b]) {
    await user.page.goto('/');
    await expectLive(user.page);
    await user.page.getByRole('button', { name: 'Start' }).click();
  }
  for (const user of [a, b]) {
    await user.page.getByRole('dialog', { name: 'Matched' }).getByRole('button', { name: 'Accept' }).click();
  }
  for (const user of [a, b]) await expectRemoteFrame(user.page);
}

/** A free video call from the caller's button on the callee's profile, answered. */
async function directCall(caller: SocialUser, callee: SocialUser): Promise<void> {
  await callee.page.goto('/');
  await expectLive(callee.page);
  await videoCallFrom(caller, callee, false);
  await callee.page
    .getByRole('dialog', { name: 'Incoming call' })
    .getByRole('button', { name: 'Answer' })
    .click();
  for (const user of [caller, callee]) await expectRemoteFrame(user.page);
}

test("in a random match the callee sees the caller's profile over the call and reports them; the reviewer sees the call", async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(90_000);
  const ana = await socialUser(server, browser, request, 'Ana');
  const ben = await socialUser(server, browser, request, 'Ben');
  await randomCall(ana, ben);
  // The match decides who called; the one who was called reports the one who called.
  const roomNum = await server.ctx.calls.activeCallOf(ana.session.userId);
  expect(roomNum).not.toBeNull();
  const anaCall = await server.ctx.calls.info(ana.session.userId, roomNum ?? '');
  const [callee, caller] = anaCall.callRole === 'callee' ? [ana, ben] : [ben, ana];

  // The connection's quality is shown from getStats: level, round trip and path.
  const call = callee.page.getByRole('dialog', { name: 'Video call' });
  await expect(call.getByText(/^(Good|Fair|Poor) connection · \d+ ms/)).toBeVisible();

  // The caller's name opens their profile over the call; closing it returns to the call, which went on.
  await call.getByRole('button', { name: `View the profile of ${caller.name}` }).click();
  const profile = callee.page.getByRole('dialog', { name: `Profile of ${caller.name}` });
  await expect(profile.getByText('Female', { exact: false })).toBeVisible();
  await profile.getByRole('button', { name: 'Close' }).click();
  await expect(profile).toHaveCount(0);
  await expectRemoteFrame(callee.page);

  // The callee reports the caller from the call. A report blocks, so the call ends on both sides.
  await call
    .getByRole('group', { name: `Actions for ${caller.name}` })
    .getByRole('button', { name: 'Report' })
    .click();
  const report = callee.page.getByRole('dialog', { name: `Report ${caller.name}` });
  await report.getByRole('radio', { name: 'Nudity' }).check();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Thank you. Your report was sent to our moderators.')).toBeVisible();
  await expect(callSummary(caller.page)).toContainText('Hung up');
  // The callee's receipt comes once the report is closed.
  await report.getByRole('button', { name: 'Close' }).first().click();
  const summary = callSummary(callee.page);
  await expect(summary).toContainText('Hung up');
  await expect(summary.getByRole('group', { name: `Actions for ${caller.name}` })).toContainText(
    `You blocked ${caller.name}.`,
  );

  // The reviewer sees that the report came from this call, and what call it was.
  const { context: adminContext, page: adminPage } = await newAdminPage(browser, server);
  await adminPage.goto('/admin/reports');
  const item = adminPage.getByRole('listitem', { name: new RegExp(`^Report \\d+ about ${caller.name}$`) });
  await expect(item).toContainText('Reason: Nudity');
  await expect(item).toContainText(`Reported by user ${callee.session.userId}`);
  await expect(item).toContainText(`From: call ${roomNum}`);
  await expect(item).toContainText('Video call · random match · started');
  await expect(item).toContainText('reported by the person called');

  await ana.context.close();
  await ben.context.close();
  await adminContext.close();
});

test('a friend request from the call, and blocking from the call ends it on both sides', async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(90_000);
  const carl = await socialUser(server, browser, request, 'Carl');
  const dana = await socialUser(server, browser, request, 'Dana');
  await directCall(carl, dana);

  // Dana asks Carl to be friends from the call, at the price shown first (free here).
  const danaActions = dana.page
    .getByRole('dialog', { name: 'Video call' })
    .getByRole('group', { name: 'Actions for Carl' });
  await danaActions.getByRole('button', { name: 'Add friend' }).click();
  const add = dana.page.getByRole('dialog', { name: 'Add Carl as a friend' });
  await expect(add).toContainText('Free.');
  await add.getByRole('button', { name: 'Send friend request' }).click();
  await expect(add.getByText('Friend request sent.')).toBeVisible();
  await add.getByRole('button', { name: 'Close' }).first().click();
  await expect(danaActions.getByText('Friend request sent')).toBeVisible();

  // Carl would rather not: he blocks her, confirms, and the call ends for both with receipts.
  const carlActions = carl.page
    .getByRole('dialog', { name: 'Video call' })
    .getByRole('group', { name: 'Actions for Dana' });
  await carlActions.getByRole('button', { name: 'Block' }).click();
  await expect(carlActions.getByRole('group', { name: 'Block Dana?' })).toContainText('this call ends now');
  await carlActions.getByRole('button', { name: 'Block and end call' }).click();
  for (const user of [carl, dana]) {
    await expect(callSummary(user.page)).toContainText('Hung up');
    await expect(user.page.getByRole('dialog', { name: 'Video call' })).toHaveCount(0);
  }
  await expect(callSummary(carl.page)).toContainText('You blocked Dana.');
  expect(await server.ctx.calls.activeCallOf(carl.session.userId)).toBeNull();
  expect(await server.ctx.calls.activeCallOf(dana.session.userId)).toBeNull();

  // The receipt's name leads to the profile page.
  await callSummary(dana.page).getByRole('link', { name: 'View the profile of Carl' }).click();
  await expect(dana.page).toHaveURL(new RegExp(`/profile/${carl.session.userId}$`));
  await expect(callSummary(dana.page)).toHaveCount(0);

  await carl.context.close();
  await dana.context.close();
});
