import { expect, test } from '../fixtures';
import { callSummary, expectRemoteFrame, hostAndPayer, videoCallFrom } from './calls-helpers';
import { expectLive, socialUser } from './social-helpers';

test('a paid call bills each started minute, warns when coins run out, ends, and both see the receipt', async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(90_000);
  const hana = await socialUser(server, browser, request, 'Hana');
  const carl = await socialUser(server, browser, request, 'Carl');
  // Three minutes and a bit: the fourth minute cannot be held.
  await hostAndPayer(server, hana, carl, { price: 10, coins: 35 });
  await hana.page.goto('/');
  await expectLive(hana.page);

  await videoCallFrom(carl, hana, true);
  const incoming = hana.page.getByRole('dialog', { name: 'Incoming call' });
  await expect(incoming.getByText('Carl is video calling you')).toBeVisible();
  await incoming.getByRole('button', { name: 'Answer' }).click();
  await expectRemoteFrame(carl.page);
  await expectRemoteFrame(hana.page);

  // Minutes are billed as they start; the warning comes when the next one cannot be paid, then the call ends.
  await expect(
    carl.page.getByText('Insufficient coins available, your call will terminate in 1 minutes'),
  ).toBeVisible();
  for (const [user, earned] of [
    [carl, /Coins paid\s*30/],
    [hana, /Points earned\s*15/],
  ] as const) {
    const summary = callSummary(user.page);
    await expect(summary).toBeVisible({ timeout: 20_000 });
    await expect(summary).toContainText(/Minutes billed\s*3/);
    await expect(summary).toContainText(earned);
  }
  expect(await server.ctx.ledger.balance(carl.session.userId)).toMatchObject({ coins: 5, heldCoins: 0 });
  expect((await server.ctx.ledger.balance(hana.session.userId)).points).toBe(15);

  await hana.context.close();
  await carl.context.close();
});

test('an incoming call can be declined, and one left ringing is missed', async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(60_000);
  const dana = await socialUser(server, browser, request, 'Dana');
  const eve = await socialUser(server, browser, request, 'Eve');
  await eve.page.goto('/');
  await expectLive(eve.page);

  await videoCallFrom(dana, eve, false);
  const incoming = eve.page.getByRole('dialog', { name: 'Incoming call' });
  await incoming.getByRole('button', { name: 'Decline' }).click();
  await expect(callSummary(dana.page)).toContainText('Declined');
  await callSummary(dana.page).getByRole('button', { name: 'Close' }).click();
  await callSummary(eve.page).getByRole('button', { name: 'Close' }).click();

  // Nobody answers within the ring window: missed for Eve, no answer for Dana.
  await dana.page.getByRole('button', { name: 'Video call' }).click();
  await expect(incoming).toBeVisible();
  await expect(callSummary(eve.page)).toContainText('Missed call', { timeout: 20_000 });
  await expect(callSummary(dana.page)).toContainText('No answer');

  await dana.context.close();
  await eve.context.close();
});
