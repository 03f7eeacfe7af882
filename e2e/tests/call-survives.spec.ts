import { eq } from 'drizzle-orm';
import { calls } from '../../apps/server/src/infra/db/schema';
import { checkLedger } from '../../apps/server/src/modules/wallet/ledger-check';
import { expect, test, type E2eServer } from '../fixtures';
import { callSummary, expectRemoteFrame, hostAndPayer, videoCallFrom } from './calls-helpers';
import { expectLive, socialUser, type SocialUser } from './social-helpers';

// Calls that survive what people do (docs/decisions/021-calls-survive.md). The e2e server bills 4 s minutes and
// waits 10 s for media to come back.
const MINUTE_MS = 4_000;

/** Hana hosts at 10 coins a minute; Carl has 200 coins and calls her; both see each other's video. */
async function paidCall(server: E2eServer, hana: SocialUser, carl: SocialUser): Promise<void> {
  await hostAndPayer(server, hana, carl, { price: 10, coins: 200 });
  await hana.page.goto('/');
  await expectLive(hana.page);
  await videoCallFrom(carl, hana, true);
  await hana.page
    .getByRole('dialog', { name: 'Incoming call' })
    .getByRole('button', { name: 'Answer' })
    .click();
  await expectRemoteFrame(carl.page);
  await expectRemoteFrame(hana.page);
}

/** The one call between the two, as the server keeps it. */
async function theCall(server: E2eServer, caller: SocialUser) {
  const rows = await server.ctx.database.db
    .select()
    .from(calls)
    .where(eq(calls.callerId, caller.session.userId));
  const [row] = rows;
  if (rows.length !== 1 || !row) throw new Error(`expected one call, found ${rows.length}`);
  return row;
}

/** What was billed is the media time in started minutes, no more; the wallet's own check is sound. */
async function expectFairBill(server: E2eServer, caller: SocialUser): Promise<void> {
  const row = await theCall(server, caller);
  if (!row.endedAt || !row.connectedAt) throw new Error('the call never connected or never ended');
  const mediaMs = row.endedAt.getTime() - row.connectedAt.getTime() - row.interruptedMs;
  expect(row.minutesBilled).toBe(Math.max(1, Math.ceil(mediaMs / MINUTE_MS)));
  expect(row.coins).toBe(10 * row.minutesBilled);
  expect(await server.ctx.ledger.balance(caller.session.userId)).toMatchObject({
    coins: 200 - row.coins,
    heldCoins: 0,
  });
  expect(await checkLedger(server.ctx.database.db)).toEqual([]);
}

test('a paid call comes back after the caller reloads and after the callee reloads', async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(90_000);
  const hana = await socialUser(server, browser, request, 'Hana');
  const carl = await socialUser(server, browser, request, 'Carl');
  await paidCall(server, hana, carl);
  // From the first second the held minute shows as spent and earned.
  await expect(carl.page.getByRole('dialog', { name: 'Video call' })).toContainText(/Coins so far: [1-9]/);

  for (const reloading of [carl, hana]) {
    const other = reloading === carl ? hana : carl;
    await reloading.page.reload();
    // The reloaded page finds the call from the session and both sides see each other again.
    await expectRemoteFrame(reloading.page);
    await expectRemoteFrame(other.page);
  }
  await carl.page.getByRole('button', { name: 'Hang up' }).click();
  await expect(callSummary(carl.page)).toContainText('Hung up');
  await expect(callSummary(hana.page)).toContainText('Hung up');
  await expectFairBill(server, carl);

  await hana.context.close();
  await carl.context.close();
});

test('a call whose other side is gone for longer than the grace ends as connection lost for both', async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(120_000);
  const hana = await socialUser(server, browser, request, 'Hana');
  const carl = await socialUser(server, browser, request, 'Carl');
  await paidCall(server, hana, carl);
  // Offline for a moment (a network change): the socket drops, and the call goes on when it is back.
  await carl.context.setOffline(true);
  // The server sees Carl's socket go (his presence is offline): the call is interrupted meanwhile.
  // (The socket notices at its next send at the latest: the heartbeat, every 25 s.)
  await expect.poll(() => server.ctx.presence.ownStatus(carl.session.userId), { timeout: 35_000 }).toBe(0);
  await carl.context.setOffline(false);
  await expect
    .poll(() => server.ctx.presence.ownStatus(carl.session.userId), { timeout: 20_000 })
    .not.toBe(0);
  await expectRemoteFrame(hana.page);
  await expectRemoteFrame(carl.page);
  expect((await theCall(server, carl)).phase).toBe('connected');

  // Carl's phone dies: Hana sees the call reconnecting, then ended as connection lost after the grace.
  await carl.page.close();
  await expect(hana.page.getByText('The connection dropped. Reconnecting…')).toBeVisible();
  await expect(callSummary(hana.page)).toContainText('Connection lost', { timeout: 20_000 });
  // Back on another page: nothing is live any more, and the bill is the media time.
  const back = await carl.context.newPage();
  await back.goto('/');
  await expectLive(back);
  await expect(back.getByRole('dialog', { name: 'Video call' })).toHaveCount(0);
  await expectFairBill(server, carl);

  await hana.context.close();
  await carl.context.close();
});

test('a call rings in every tab, is answered in one, and can be moved to another on purpose', async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(90_000);
  const hana = await socialUser(server, browser, request, 'Hana');
  const carl = await socialUser(server, browser, request, 'Carl');
  await hana.page.goto('/');
  await expectLive(hana.page);
  const second = await hana.context.newPage();
  await second.goto('/');
  await expectLive(second);

  await videoCallFrom(carl, hana, false);
  const ringing = (page: typeof second) => page.getByRole('dialog', { name: 'Incoming call' });
  await expect(ringing(hana.page)).toBeVisible();
  await expect(ringing(second)).toBeVisible();
  await ringing(second).getByRole('button', { name: 'Answer' }).click();

  // The first tab stops ringing at once and says where the call went; the second one has the video.
  await expect(ringing(hana.page)).toHaveCount(0);
  await expect(
    hana.page.getByRole('status', { name: 'This call is going on in another tab.' }),
  ).toContainText('Answered in another tab');
  await expectRemoteFrame(second);
  await expectRemoteFrame(carl.page);

  // 'Continue here' in the first tab: it takes the video, the second lets go, Carl sees Hana again.
  await hana.page.getByRole('button', { name: 'Continue here' }).click();
  await expectRemoteFrame(hana.page);
  await expect(second.getByRole('status', { name: 'This call is going on in another tab.' })).toBeVisible();
  await expect(second.getByLabel('Remote video')).toHaveCount(0);
  await expectRemoteFrame(carl.page);

  await hana.page.getByRole('button', { name: 'Hang up' }).click();
  await expect(callSummary(carl.page)).toContainText('Hung up');
  await expect(callSummary(hana.page)).toContainText('Hung up');
  // The tab that no longer had the call has nothing to sum up.
  await expect(second.getByRole('status', { name: 'This call is going on in another tab.' })).toHaveCount(0);
  await expect(callSummary(second)).toHaveCount(0);

  await hana.context.close();
  await carl.context.close();
});
