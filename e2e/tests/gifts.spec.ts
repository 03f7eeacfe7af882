import { expect, test } from '../fixtures';
import { callSummary, expectRemoteFrame, hostAndPayer, videoCallFrom } from './calls-helpers';
import { expectLive, socialUser } from './social-helpers';

/** The seeded Cake (migration 0016): 199 coins, half of them the receiver's points. */
const CAKE = { coins: 199, points: 99 };

test('a gift in a paid call: both see it, coins and points move live and match the receipts', async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(90_000);
  const hana = await socialUser(server, browser, request, 'Hana');
  const carl = await socialUser(server, browser, request, 'Carl');
  await hostAndPayer(server, hana, carl, { price: 10, coins: 600 });
  await hana.page.goto('/');
  await expectLive(hana.page);

  await videoCallFrom(carl, hana, true);
  const incoming = hana.page.getByRole('dialog', { name: 'Incoming call' });
  await incoming.getByRole('button', { name: 'Answer' }).click();
  await expectRemoteFrame(carl.page);
  await expectRemoteFrame(hana.page);

  // The price is shown before sending, with what Hana earns.
  await carl.page.getByRole('button', { name: 'Send Hana a gift' }).click();
  const dialog = carl.page.getByRole('dialog', { name: 'Send Hana a gift' });
  await dialog.getByRole('button', { name: 'Cake, 199 coins' }).click();
  await expect(dialog.getByText(`Hana earns ${CAKE.points} points`)).toBeVisible();
  const coinsBefore = (await server.ctx.ledger.balance(carl.session.userId)).coins;
  await dialog.getByRole('button', { name: 'Send Cake for 199 coins' }).click();
  await expect(dialog).toBeHidden();

  // Both see it live, over the call; the controls stay usable under the animation.
  await expect(carl.page.getByText('You sent Cake!')).toBeVisible();
  await expect(hana.page.getByText('Carl sent you Cake!')).toBeVisible();
  await hana.page.getByRole('button', { name: 'Mute' }).click();

  // The balance the server pushed shows without a reload (the pop-up reads the live balance).
  await carl.page.getByRole('button', { name: 'Send Hana a gift' }).click();
  const balanceLine = carl.page
    .getByRole('dialog', { name: 'Send Hana a gift' })
    .getByText(/^Your coins: \d+$/);
  await expect(balanceLine).toBeVisible();
  const shown = Number((await balanceLine.textContent())?.replace(/\D/g, ''));
  const now = (await server.ctx.ledger.balance(carl.session.userId)).coins;
  expect(shown).toBe(now);
  expect(shown).toBeLessThanOrEqual(coinsBefore - CAKE.coins);
  await carl.page.keyboard.press('Escape');

  await carl.page.getByRole('button', { name: 'Hang up' }).click();
  const carlSummary = callSummary(carl.page);
  const hanaSummary = callSummary(hana.page);
  await expect(carlSummary).toContainText('You sent Cake: 199 coins', { timeout: 20_000 });
  await expect(hanaSummary).toContainText(`You received Cake: +${CAKE.points} points`, { timeout: 20_000 });
  const callCoins = Number(/Coins paid\s*(\d+)/.exec((await carlSummary.textContent()) ?? '')?.[1]);
  const callPoints = Number(/Points earned\s*(\d+)/.exec((await hanaSummary.textContent()) ?? '')?.[1]);
  expect(callCoins).toBeGreaterThan(0);
  // Receipts and books agree: the call's coins plus the gift's, the call's points plus the gift's.
  expect(await server.ctx.ledger.balance(carl.session.userId)).toMatchObject({
    coins: 600 - callCoins - CAKE.coins,
    heldCoins: 0,
  });
  expect((await server.ctx.ledger.balance(hana.session.userId)).points).toBe(callPoints + CAKE.points);

  await hana.context.close();
  await carl.context.close();
});
