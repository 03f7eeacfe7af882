import { expect, test } from '../fixtures';
import { newUserPage } from './accounts-helpers';

test('a user adds a card (a bad number is refused in the browser), sees it listed by its last 4 digits, and deletes it', async ({
  browser,
  server,
}) => {
  const { context, page } = await newUserPage(browser, server);
  const tokenRequests: string[] = [];
  const apiBodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sandbox-pay/v1/tokens')) tokenRequests.push(request.url());
    else if (request.url().includes('/facade/api/')) apiBodies.push(request.postData() ?? '');
  });

  await page.goto('/paymentInfoAdd');
  await expect(page.getByRole('heading', { level: 1, name: 'Add payment info' })).toBeVisible();
  await page.getByLabel('Full name').fill('Mia Tester');
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVV)').fill('123');
  await page.getByLabel('Billing e-mail').fill('mia@example.test');
  await page.getByLabel('Mobile number').fill('+49 151 2345 6789');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your card number is incorrect.')).toBeVisible();
  // Refused in the browser: nothing went to the provider.
  expect(tokenRequests).toEqual([]);

  // A missing billing field gets the product's message.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Mobile number').fill('12');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Please enter a valid mobile number')).toBeVisible();

  await page.getByLabel('Mobile number').fill('+49 151 2345 6789');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/cardList$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved cards' })).toBeVisible();
  await expect(page.getByText('Card saved.')).toBeVisible();
  const card = page.getByRole('listitem', { name: 'Visa •••• 4242' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Expires 12/39')).toBeVisible();
  expect(tokenRequests).toHaveLength(1);
  // Our API got the provider's token, never the number or the security code.
  expect(apiBodies.join('\n')).not.toContain('4242424242424242');
  expect(apiBodies.join('\n')).not.toContain('4242 4242 4242 4242');

  await card.getByRole('button', { name: 'Delete Visa •••• 4242' }).click();
  await expect(page.getByText('Card deleted.')).toBeVisible();
  await expect(page.getByText('No saved cards yet.')).toBeVisible();

  await context.close();
});
