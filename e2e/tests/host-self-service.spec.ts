import { expect, test } from '../fixtures';
import { newAdminPage, TINY_PNG } from './accounts-helpers';
import { seriousViolations } from './layout-helpers';
import { expectLive, socialUser } from './social-helpers';

// Issue 15: a member applies as host from the Me page, an admin approves, the new host sets prices within the
// operator's bounds, and a caller sees the new price before calling. The server is shared by the worker's
// specs: everything here is found by this test's own users, never by position in a list.
test('B applies as host, an admin approves, B sets prices, A sees the new price before calling', async ({
  browser,
  server,
  request,
}) => {
  const ana = await socialUser(server, browser, request, 'Ana');
  const bea = await socialUser(server, browser, request, 'Bea');
  const admin = await newAdminPage(browser, server);

  // Bea's photo, approved by review (the requirement the apply page shows first).
  const photo = await server.ctx.media.addPhoto(bea.session.userId, TINY_PNG);
  await server.ctx.media.review(admin.session.userId, photo.id, 'approve');

  // Bea finds the way from the Me page, sees every requirement met and applies.
  await bea.page.goto('/me');
  await bea.page.getByRole('link', { name: 'Become a host' }).click();
  await expect(bea.page.getByRole('heading', { level: 1, name: 'Become a host' })).toBeVisible();
  const requirements = bea.page.getByRole('list', { name: 'Requirements' });
  await expect(requirements.getByRole('listitem')).toHaveText([/Done$/, /Done$/, /Done$/]);
  expect(await seriousViolations(bea.page)).toEqual([]);
  await bea.page.getByRole('button', { name: 'Send application' }).click();
  await expect(
    bea.page.getByText('Your application was sent. We will tell you our decision in your notices.'),
  ).toBeVisible();

  // The admin approves Bea's application (others may be pending on this shared server).
  await admin.page.goto('/admin/hosts');
  const application = admin.page.getByRole('listitem', { name: `Bea (id ${bea.session.userId})` });
  await application.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.page.getByText(/^Application \d+ approved: the user is a host now\.$/)).toBeVisible();
  expect(await seriousViolations(admin.page)).toEqual([]);

  // Bea is told in her notices, and her host centre opens.
  await bea.page.goto('/zhushou');
  await expect(
    bea.page.getByText(
      'Your host application was approved. You are a host now: set your prices in the host centre.',
    ),
  ).toBeVisible();
  await bea.page.goto('/host');
  await expect(bea.page.getByRole('heading', { level: 1, name: 'Host centre' })).toBeVisible();
  await bea.page.getByRole('link', { name: 'Prices and calls' }).click();

  // A price beyond the bounds is refused on the page; one within is saved.
  const price = bea.page.getByRole('spinbutton', {
    name: 'Video call price (coins per minute)',
    exact: true,
  });
  await expect(price).toHaveValue(/\d+/);
  await price.fill('100000');
  await bea.page.getByRole('button', { name: 'Save' }).click();
  await expect(bea.page.getByText(/^Choose a price from \d+ to \d+ coins per minute\.$/)).toBeVisible();
  await price.fill('55');
  await bea.page.getByRole('spinbutton', { name: 'Friends video call price (coins per minute)' }).fill('15');
  await bea.page.getByRole('button', { name: 'Save' }).click();
  await expect(bea.page.getByText('Saved. Callers see your new prices from now on.')).toBeVisible();
  expect(await seriousViolations(bea.page)).toEqual([]);

  // Ana opens Bea's profile and starts a video call: the price she is asked to accept is the new one.
  await ana.page.goto(`/profile/${bea.session.userId}`);
  await expectLive(ana.page);
  await ana.page.getByRole('button', { name: 'Video call' }).click();
  const confirm = ana.page.getByRole('group', { name: 'Video call Bea?' });
  await expect(confirm.getByText(/^This call costs 55 coins per started minute\./)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // What Bea earns shows on her earnings page: a call minute's points, by source, on the 30-day chart.
  const { ledger } = server.ctx;
  await ledger.run(async (tx) => {
    await ledger.credit(tx, {
      key: `e2e-host-grant-${ana.session.userId}`,
      userId: ana.session.userId,
      coins: 55,
      source: 'grant',
    });
    await ledger.spend(tx, {
      key: `e2e-host-minute-${bea.session.userId}`,
      userId: ana.session.userId,
      coins: 55,
      purpose: 'call',
      host: { userId: bea.session.userId, points: 33 },
    });
  });
  await bea.page.goto('/host');
  await bea.page.getByRole('link', { name: 'Earnings and payouts' }).click();
  await expect(bea.page.getByText('33 points', { exact: true }).first()).toBeVisible();
  await expect(bea.page.getByRole('img', { name: 'Points per day, last 30 days' })).toBeVisible();
  await expect(
    bea.page.getByText('You need at least 1000 available points to request a payout.'),
  ).toBeVisible();
  expect(await seriousViolations(bea.page)).toEqual([]);

  await Promise.all([ana.context.close(), bea.context.close(), admin.context.close()]);
});
