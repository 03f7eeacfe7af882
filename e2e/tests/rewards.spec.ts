import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newUserPage } from './accounts-helpers';
import { callSummary, expectRemoteFrame, videoCallFrom } from './calls-helpers';
import { befriend, expectLive, socialUser } from './social-helpers';

test('a new member checks in, claims the check-in task, spins the wheel and sees the prize in the header', async ({
  browser,
  server,
}) => {
  const { context, page } = await newUserPage(browser, server);
  const header = page.getByRole('banner');

  // The activity centre is one row of the Me page.
  await page.goto('/me');
  await page.getByRole('link', { name: 'Activities' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  await expect(header.getByRole('link', { name: '0 coins', exact: true })).toBeVisible();

  // Not VIP: the days say what a VIP earns, the check-in counts but pays nothing, and says so.
  const checkIn = page.getByRole('region', { name: 'Daily check-in' });
  const days = checkIn.getByRole('list', { name: 'Days of this check-in cycle' });
  await expect(days.getByRole('listitem')).toHaveCount(7);
  await expect(days.getByRole('listitem').first()).toContainText('10 coins for VIP');
  await checkIn.getByRole('button', { name: 'Check in for day 1' }).click();
  await expect(
    checkIn.getByText('Checked in for day 1. As a VIP you would have earned 10 coins.'),
  ).toBeVisible();
  await expect(checkIn.getByText(/You have checked in today/)).toBeVisible();
  await expect(header.getByRole('link', { name: '0 coins', exact: true })).toBeVisible();

  // The wheel publishes its odds; no spins yet.
  const wheel = page.getByRole('region', { name: 'Lucky wheel' });
  await expect(wheel.getByText('100 coins: 1%')).toBeVisible();
  await expect(wheel.getByText('You have 0 spins')).toBeVisible();
  await expect(wheel.getByRole('button', { name: 'Spin the wheel' })).toBeDisabled();

  // The check-in finished its task; claiming it earns a spin.
  await wheel.getByRole('link', { name: 'Earn spins with tasks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expect(page.getByText(/Daily tasks start again at 0:00 UTC/)).toBeVisible();
  const task = page.getByRole('listitem', { name: 'Check in', exact: true });
  await expect(task.getByText('1 of 1')).toBeVisible();
  await task.getByRole('button', { name: 'Claim' }).click();
  await expect(task.getByText('Reward claimed: +1 spin')).toBeVisible();
  await expect(page.getByText('You have 1 spin')).toBeVisible();
  const daily = page.getByRole('region', { name: 'Daily tasks', exact: true });
  await expect(
    daily.getByRole('listitem', { name: 'Complete a video call' }).getByText('0 of 1'),
  ).toBeVisible();

  // The spin: the prize is bonus coins, and the header's balance follows.
  await page.getByRole('button', { name: 'Lucky wheel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Lucky wheel' });
  await dialog.getByRole('button', { name: 'Spin the wheel' }).click();
  const won = dialog.getByText(/^You won \d+ coins!$/);
  await expect(won).toBeVisible();
  const coins = Number((await won.textContent())?.match(/\d+/)?.[0]);
  expect([5, 10, 20, 50, 100]).toContain(coins);
  await expect(dialog.getByText('You have 0 spins')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Your draws' }).getByText(`+${coins} coins`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(header.getByRole('link', { name: `${coins} coins`, exact: true })).toBeVisible();

  // A second claim of the same task (another tab) is refused, and nothing is paid twice.
  const second = await context.newPage();
  await second.goto('/task');
  const again = second.getByRole('listitem', { name: 'Check in', exact: true });
  await expect(again.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  await context.close();
});

test('a call with real media completes the call task live, and a second tab claiming it too is told it is already claimed', async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(90_000);
  const ana = await socialUser(server, browser, request, 'Ana');
  const ben = await socialUser(server, browser, request, 'Ben');
  await befriend(ana, ben);
  // Not about the push prompt (which comes after a first call on a later visit): answered on this device already.
  await ana.context.addInitScript((id) => {
    localStorage.setItem(`mingle.reach.prompted.${id}`, String(Date.now()));
  }, ana.session.userId);
  const callTask = (tab: Page) =>
    tab
      .getByRole('region', { name: 'Daily tasks', exact: true })
      .getByRole('listitem', { name: 'Complete a video call' });

  // Two tabs of Ana's on the task page before the call: the progress reaches both live.
  const first = ana.page;
  const second = await ana.context.newPage();
  for (const tab of [first, second]) {
    await tab.goto('/task');
    await expectLive(tab);
    await expect(callTask(tab).getByText('0 of 1')).toBeVisible();
  }

  // A free call between friends, answered, with media on both sides, then hung up.
  await ben.page.goto('/');
  await expectLive(ben.page);
  const caller = { ...ana, page: await ana.context.newPage() };
  await videoCallFrom(caller, ben, false);
  await ben.page
    .getByRole('dialog', { name: 'Incoming call' })
    .getByRole('button', { name: 'Answer' })
    .click();
  await expectRemoteFrame(caller.page);
  await expectRemoteFrame(ben.page);
  await caller.page.getByRole('button', { name: 'Hang up' }).click();
  await expect(callSummary(caller.page)).toBeVisible();

  for (const tab of [first, second]) {
    await expect(callTask(tab).getByText('1 of 1')).toBeVisible();
    await expect(callTask(tab).getByRole('button', { name: 'Claim' })).toBeEnabled();
  }
  await callTask(first).getByRole('button', { name: 'Claim' }).click();
  await expect(callTask(first).getByText(/^Reward claimed: /)).toBeVisible();
  // The second tab still shows the button it loaded; its claim is refused and pays nothing.
  const balance = await server.ctx.ledger.balance(ana.session.userId);
  await callTask(second).getByRole('button', { name: 'Claim' }).click();
  await expect(second.getByText('You have already claimed this reward.')).toBeVisible();
  expect(await server.ctx.ledger.balance(ana.session.userId)).toEqual(balance);

  await ana.context.close();
  await ben.context.close();
});
