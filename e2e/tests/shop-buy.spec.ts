import type { Page } from '@playwright/test';
import { expect, test, type E2eServer } from '../fixtures';
import { newUserPage } from './accounts-helpers';
import { payWithTestCard } from './helpers';

/** Pays on the sandbox provider's hosted test checkout, as a buyer would, after seeing that it is the test one. */
async function payOnSandboxCheckout(page: Page, cardNumber: string): Promise<void> {
  await expect(page.getByRole('note')).toContainText('TEST CHECKOUT');
  await payWithTestCard(page, cardNumber, /^Pay /);
}

/** The sandbox checkout of an order, to settle a 'stays processing' payment now instead of in 20 s. */
function checkoutRefOf(server: E2eServer, orderNo: string): string {
  const sandbox = server.ctx.sandboxPay;
  if (!sandbox) throw new Error('the e2e server runs without the sandbox provider');
  const checkout = [...sandbox.checkouts.values()].find((c) => c.orderNo === orderNo);
  if (!checkout) throw new Error(`no sandbox checkout for order ${orderNo}`);
  return checkout.ref;
}

test('a new user gets the +120 banner, buys coins through the sandbox checkout, waits through processing, and sees the balance and VIP change live', async ({
  browser,
  server,
}) => {
  const { context, page } = await newUserPage(browser, server);
  const header = page.getByRole('banner');

  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Coin shop' })).toBeVisible();
  // A new member: the +120 banner offers the coins, opening the shop grants nothing, the claim does (once).
  const banner = page.getByRole('complementary', { name: '+120 coins for new members' });
  await expect(banner).toBeVisible();
  await expect(header.getByRole('link', { name: '0 coins', exact: true })).toBeVisible();
  await banner.getByRole('button', { name: 'Claim 120 coins' }).click();
  await expect(page.getByRole('status').getByText('120 free coins are now in your balance.')).toBeVisible();
  await expect(header.getByRole('link', { name: '120 coins', exact: true })).toBeVisible();
  await expect(header.getByText('VIP', { exact: true })).toHaveCount(0);
  await expect(page.getByText('First purchase bonus: +100 coins on your first package')).toBeVisible();
  await expect(page.getByText('Up to 20% extra coins')).toBeVisible();

  // Every price is shown before paying: the package, then the method, then the summary.
  const pack = page.getByRole('listitem', { name: '300 coins', exact: true });
  await expect(pack.getByText('+15 bonus')).toBeVisible();
  await pack.getByRole('link', { name: 'Buy for $4.99' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await expect(page.getByText('For 315 coins: $4.99')).toBeVisible();
  await page.getByRole('link', { name: 'Pay with Card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByText('You get 315 coins for $4.99')).toBeVisible();
  await expect(page.getByText('Plus 100 first-purchase bonus coins')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $4.99' }).click();

  // The provider's page; this test card stays processing until the provider settles it.
  await payOnSandboxCheckout(page, '4000 0000 0000 3220');
  await expect(page).toHaveURL(/\/payRes\?orderNo=/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  expect(orderNo).not.toBe('');
  await expect(page.getByRole('heading', { name: 'Processing your payment' })).toBeVisible();
  const countdown = page.getByRole('timer');
  await expect(countdown).toContainText(/Waiting for the payment provider to confirm… \d+ s/);
  // The countdown updates by itself.
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '');

  // The provider confirms now (its signed webhook reaches our server); the page, the header balance and the
  // VIP badge change without a reload.
  server.ctx.sandboxPay?.completeProcessing(checkoutRefOf(server, orderNo));
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('415 coins have been added to your balance.')).toBeVisible();
  await expect(header.getByRole('link', { name: '535 coins', exact: true })).toBeVisible();
  await expect(page.getByText('Your balance is now 535 coins.')).toBeVisible();
  await expect(header.getByText('VIP', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/payRes\?orderNo=/);

  // The shop now says VIP, and the first-purchase bonus is gone.
  await page.getByRole('link', { name: 'Back to the coin shop' }).first().click();
  await expect(page.getByText('You are VIP')).toBeVisible();
  await expect(page.getByRole('listitem', { name: '300 coins', exact: true })).toBeVisible();
  await expect(page.getByText('First purchase bonus: +100 coins on your first package')).toHaveCount(0);

  await context.close();
});

test('a declined card ends in a failed payment that offers another method, and both orders are in the history', async ({
  browser,
  server,
}) => {
  const { context, page } = await newUserPage(browser, server);

  await page.goto('/shop');
  await page
    .getByRole('listitem', { name: '60 coins', exact: true })
    .getByRole('link', { name: 'Buy for $0.99' })
    .click();
  await page.getByRole('link', { name: 'Pay with Card' }).click();
  await page.getByRole('button', { name: 'Pay $0.99' }).click();
  await payOnSandboxCheckout(page, '4000 0000 0000 0002');

  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByText('The card was declined.')).toBeVisible();
  const failedOrderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  await page.getByRole('link', { name: 'Try another payment method' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await expect(page.getByText('For 60 coins: $0.99')).toBeVisible();

  // The other try, with the card that pays.
  await page.getByRole('link', { name: 'Pay with Card' }).click();
  await page.getByRole('button', { name: 'Pay $0.99' }).click();
  await payOnSandboxCheckout(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const paidOrderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';

  await page.getByRole('link', { name: 'Order history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
  const failedRow = page.getByRole('row', { name: new RegExp(failedOrderNo) });
  await expect(failedRow.getByRole('cell', { name: 'Failed' })).toBeVisible();
  await expect(failedRow.getByRole('cell', { name: '$0.99' })).toBeVisible();
  const paidRow = page.getByRole('row', { name: new RegExp(paidOrderNo) });
  await expect(paidRow.getByRole('cell', { name: 'Success' })).toBeVisible();
  // 60 coins of the package plus the first-purchase bonus of 100.
  await expect(paidRow.getByRole('cell', { name: '160', exact: true })).toBeVisible();

  await context.close();
});
