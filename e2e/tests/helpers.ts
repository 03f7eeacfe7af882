import { expect, type Page } from '@playwright/test';
import type { E2eServer } from '../fixtures';

/** Passes the 18+ pop-up the way a visitor does. */
export async function enterAsAdult(page: Page, buttonName = 'Enter'): Promise<void> {
  const gate = page.getByRole('alertdialog').filter({ has: page.getByRole('button', { name: buttonName }) });
  await gate.getByRole('button', { name: buttonName }).click();
  await expect(gate).toBeHidden();
}

/**
 * Loads a page and resolves once the app has had the visitor's country and decided on a cookie pop-up (it
 * marks <html data-consent-evaluated> after queueing one), so asserting that no cookie pop-up appears is not
 * merely asserting it has not appeared yet.
 */
export async function gotoAndAwaitCountry(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute(
    'data-consent-evaluated',
    /^(consent|cookieNotice|none)$/,
  );
}

/**
 * Fills the sandbox provider's hosted test checkout the way a buyer would and presses its Pay button (named by
 * the caller, since the label carries the price).
 */
export async function payWithTestCard(
  page: Page,
  cardNumber: string,
  payButton: string | RegExp,
): Promise<void> {
  await page.getByLabel('Name on card').fill('Mia Tester');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: payButton }).click();
}

/** A purchase made the real way: an order, paid at the sandbox provider, confirmed by its signed webhook. */
export async function buyCoins(server: E2eServer, userId: number): Promise<string> {
  const { payments } = server.ctx;
  const pack = (await payments.packages(userId)).packs[0];
  if (!pack) throw new Error('no coin package on sale');
  const { orderNo } = await payments.createOrder(userId, { packageId: pack.id, methodId: 'card' });
  const sandbox = server.ctx.sandboxPay;
  const checkout = sandbox && [...sandbox.checkouts.values()].find((c) => c.orderNo === orderNo);
  if (!sandbox || !checkout) throw new Error(`no sandbox checkout for ${orderNo}`);
  sandbox.pay(checkout.ref, 'succeed');
  await expect.poll(async () => (await payments.order(userId, orderNo)).status).toBe('success');
  return orderNo;
}
