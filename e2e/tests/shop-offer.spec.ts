import { payApi, type PackagesAnswer } from '@mingle/protocol';
import { gt } from 'drizzle-orm';
import { coinPackages } from '../../apps/server/src/infra/db/schema';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type E2eServer, type E2eSession } from '../fixtures';
import { signedCall, signedInPage } from './accounts-helpers';
import { payWithTestCard } from './helpers';

// The specs share one server: an offer left on sale would open its pop-up on every later spec's home screen.
test.afterEach(async ({ server }) => {
  const now = new Date();
  await server.ctx.database.db
    .update(coinPackages)
    .set({ offerEndsAt: now })
    .where(gt(coinPackages.offerEndsAt, now));
});

/**
 * An admin puts 20% off the 980-coin pack for an hour; the buyer is a new member. A discount, not extra coins, so
 * the shop's 'up to 20% extra' bubble that other tests read stays what it is.
 */
async function offerOnSale(server: E2eServer, request: APIRequestContext): Promise<E2eSession> {
  const admin = await server.createSession();
  await server.makeAdmin(admin.userId);
  const buyer = await server.createSession();
  const catalogue = await signedCall(request, buyer, 'GET', payApi.packages.path);
  const base = (catalogue.data as PackagesAnswer).packs.find((p) => p.coins === 980 && p.offer === null);
  if (!base) throw new Error('the 980-coin pack is not on sale');
  const created = await signedCall(request, admin, 'POST', payApi.adminOffer.path, {
    basePackageId: base.id,
    discountPercent: 20,
    endsAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  expect(created.code).toBe(200);
  return buyer;
}

test('a limited-time offer put on sale by an admin counts down live in the shop and is bought at its price', async ({
  browser,
  server,
  request,
}) => {
  const buyer = await offerOnSale(server, request);
  const { context, page } = await signedInPage(browser, server, buyer);
  await page.goto('/shop');

  const offer = page.getByRole('region', { name: 'Limited-time offer' });
  await expect(offer.getByText('20% off')).toBeVisible();
  await expect(offer.getByText('Regular price $14.99')).toBeVisible();
  await expect(offer.getByText('You get 1078 coins')).toBeVisible();
  const countdown = offer.getByRole('timer');
  await expect(countdown).toHaveText(/^Ends in 00:(59|58):\d\d$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '');

  // Bought at the offer's price, which every later step shows again.
  const buy = offer.getByRole('link', { name: /^Buy for \$\d+\.\d\d$/ });
  const price = /\$\d+\.\d\d/.exec((await buy.textContent()) ?? '')?.[0] ?? '';
  expect(price).not.toBe('$14.99');
  await buy.click();
  await expect(page.getByText(`For 1078 coins: ${price}`)).toBeVisible();
  await page.getByRole('link', { name: 'Pay with Card' }).click();
  await expect(page.getByText(`You get 1078 coins for ${price}`)).toBeVisible();
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await expect(page.getByRole('heading', { name: `Pay ${price}` })).toBeVisible();
  await payWithTestCard(page, '4242 4242 4242 4242', `Pay ${price}`);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  // The offer's coins plus the first-purchase bonus.
  await expect(page.getByText('1178 coins have been added to your balance.')).toBeVisible();

  await context.close();
});

test('a running offer pops up on home once, its discount page opens in the frame and buys through the checkout', async ({
  browser,
  server,
  request,
}) => {
  const buyer = await offerOnSale(server, request);
  const { context, page } = await signedInPage(browser, server, buyer);
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Limited-time offer' });
  await expect(popup.getByText('20% off')).toBeVisible();
  await popup.getByRole('button', { name: 'See the offer' }).click();
  // The discount page itself, framed by our own origin (every other page refuses any frame).
  const frame = page.frameLocator('iframe[title="Discount coins"]');
  await expect(frame.getByText('You get 1078 coins')).toBeVisible();
  const buy = frame.getByRole('button', { name: /^Buy for \$\d+\.\d\d$/ });
  const price = /\$\d+\.\d\d/.exec((await buy.textContent()) ?? '')?.[0] ?? '';
  expect(price).not.toBe('');
  await buy.click();
  // The normal checkout, at the offer's price, with the pop-up gone.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await expect(page.getByText(`For 1078 coins: ${price}`)).toBeVisible();
  await expect(popup).toHaveCount(0);
  // Once per offer period: back home, it does not pop up again.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(popup).toHaveCount(0);
  await context.close();
});
