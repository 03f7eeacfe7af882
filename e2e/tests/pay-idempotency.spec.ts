import { FIRST_PURCHASE_BONUS_COINS, payApi } from '@mingle/protocol';
import type { Page, Route } from '@playwright/test';
import { checkLedger } from '../../apps/server/src/modules/wallet/ledger-check';
import { expect, test, type E2eServer } from '../fixtures';
import { newUserPage } from './accounts-helpers';
import { payWithTestCard } from './helpers';

/** Every call of the shop API; the slow network made each of them 4 s late. */
const PAY_CALLS = '**/facade/api/pay/**';
const LATE_MS = 4_000;
const late = () => new Promise((resolve) => setTimeout(resolve, LATE_MS));

/** A call answered after the page went away (a reload) has no one left to hear it. */
async function unlessGone(step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (err) {
    if (!/closed|aborted|destroyed|already handled/i.test(String(err))) throw err;
  }
}

/** The 60-coin pack's pay page, as the payment-methods page links to it. */
async function openPayPage(page: Page, server: E2eServer, userId: number): Promise<void> {
  const pack = (await server.ctx.payments.packages(userId)).packs.find((p) => p.coins === 60);
  if (!pack) throw new Error('no 60-coin pack on sale');
  await page.goto(`/pay?packageId=${pack.id}&method=card`);
  await expect(page.getByText('You get 60 coins for $0.99')).toBeVisible();
}

/** Pays on the sandbox's hosted test checkout and waits for payRes to show the success. */
async function payAndSeeSuccess(page: Page): Promise<void> {
  await expect(page.getByRole('note')).toContainText('TEST CHECKOUT');
  await payWithTestCard(page, '4242 4242 4242 4242', /^Pay /);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
}

/** One order, credited once: the pack and the first-purchase bonus, and every ledger invariant holds. */
async function expectOnePurchase(server: E2eServer, userId: number): Promise<string> {
  const { items, total } = await server.ctx.payments.orders(userId, 1, 50);
  expect(total).toBe(1);
  expect(items[0]?.status).toBe('success');
  expect((await server.ctx.ledger.balance(userId)).coins).toBe(60 + FIRST_PURCHASE_BONUS_COINS);
  expect(await checkLedger(server.ctx.database.db)).toEqual([]);
  return items[0]?.orderNo ?? '';
}

test('a double click on Pay, with every pay request 4 s late, makes one order and credits it once', async ({
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const { session, context, page } = await newUserPage(browser, server);
  await page.route(PAY_CALLS, async (route) => {
    await late();
    await unlessGone(() => route.continue());
  });
  const orderRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === payApi.createOrder.path) {
      orderRequests.push(request.postData() ?? '');
    }
  });

  await openPayPage(page, server, session.userId);
  const pay = page.getByRole('button', { name: 'Pay $0.99' });
  await pay.dblclick();
  // While the order is on its way the button is busy and says so; a third click does nothing either.
  await expect(pay).toBeDisabled();
  await expect(pay).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Creating your order…' })).toBeVisible();
  await pay.click({ force: true });

  await payAndSeeSuccess(page);
  expect(orderRequests).toHaveLength(1);
  const orderNo = await expectOnePurchase(server, session.userId);

  // The order history, as the buyer sees it: that one order.
  await page.getByRole('link', { name: 'Order history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(orderNo);

  await context.close();
});

test('a reload while the order answer is late, then Pay again, gives the same order', async ({
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const { session, context, page } = await newUserPage(browser, server);
  // Here the server has the request at once and only its answer is late, so the order exists before the reload.
  await page.route(PAY_CALLS, async (route: Route) => {
    const response = await route.fetch();
    await late();
    await unlessGone(() => route.fulfill({ response }));
  });

  await openPayPage(page, server, session.userId);
  await page.getByRole('button', { name: 'Pay $0.99' }).click();
  await expect.poll(async () => (await server.ctx.payments.orders(session.userId, 1, 50)).total).toBe(1);
  const [first] = (await server.ctx.payments.orders(session.userId, 1, 50)).items;
  await page.reload();
  await expect(page.getByText('You get 60 coins for $0.99')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $0.99' }).click();

  // The answer to the second click is the first click's order: its checkout, and no other order.
  await expect(page).toHaveURL(/\/sandbox-pay\/checkout\//, { timeout: 20_000 });
  await payAndSeeSuccess(page);
  expect(new URL(page.url()).searchParams.get('orderNo')).toBe(first?.orderNo);
  expect(await expectOnePurchase(server, session.userId)).toBe(first?.orderNo);

  await context.close();
});
