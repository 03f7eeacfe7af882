import { payApi, type PackagesAnswer } from '@mingle/protocol';
import { expect, test } from '../fixtures';
import { signedCall, signedInPage } from './accounts-helpers';
import { payWithTestCard } from './helpers';

test('a limited-time offer put on sale by an admin counts down live in the shop and is bought at its price', async ({
  browser,
  server,
  request,
}) => {
  // An admin puts 20% off the 980-coin pack for an hour. A discount, not extra coins, so the shop's
  // 'up to 20% extra' bubble that other tests read stays what it is.
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
