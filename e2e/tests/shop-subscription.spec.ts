import { expect, test } from '../fixtures';
import { newUserPage } from './accounts-helpers';
import { payWithTestCard } from './helpers';

test('a user subscribes weekly through the sandbox checkout, sees the renewal date, cannot subscribe twice, and cancels at the period end', async ({
  browser,
  server,
}) => {
  const { context, page } = await newUserPage(browser, server);

  await page.goto('/shop');
  await page.getByRole('button', { name: 'Claim 120 coins' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: '120 coins', exact: true })).toBeVisible();
  const subscriptions = page.getByRole('region', { name: 'Coin subscription' });
  const weekly = subscriptions.getByRole('listitem', { name: 'Weekly', exact: true });
  await expect(weekly.getByText('500 coins every week')).toBeVisible();
  await expect(weekly.getByText('$4.99 a week')).toBeVisible();
  await weekly.getByRole('link', { name: 'Subscribe for $4.99' }).click();

  await page.getByRole('link', { name: 'Pay with Card' }).click();
  await expect(page.getByText('You get 500 coins for $4.99')).toBeVisible();
  // The first-purchase bonus belongs to coin packages, so the subscription does not promise it.
  await expect(page.getByText(/first-purchase bonus/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay $4.99' }).click();

  await expect(page.getByRole('heading', { name: 'Pay $4.99 every week' })).toBeVisible();
  await payWithTestCard(page, '4242 4242 4242 4242', 'Pay $4.99');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  // The first period's coins, on top of the +120 the new member claimed.
  await expect(page.getByRole('banner').getByRole('link', { name: '620 coins', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the coin shop' }).first().click();
  const status = subscriptions.getByRole('status');
  await expect(status).toContainText(/Your subscription \(Weekly\) renews on \d{4}-\d{2}-\d{2}\./);
  const renewal = /renews on (\d{4}-\d{2}-\d{2})/.exec((await status.textContent()) ?? '')?.[1] ?? '';
  // No second subscription while one runs: neither plan can be started.
  await expect(subscriptions.getByRole('button', { name: 'Subscribe for $4.99' })).toBeDisabled();
  await expect(subscriptions.getByRole('button', { name: 'Subscribe for $19.99' })).toBeDisabled();
  await expect(subscriptions.getByRole('link', { name: /Subscribe for/ })).toHaveCount(0);

  await subscriptions.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the subscription?' });
  await expect(dialog).toContainText(`it ends on ${renewal}`);
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(status).toHaveText(`Your subscription (Weekly) is cancelled and ends on ${renewal}.`);
  // Cancelled, it still runs until then, so a new one still cannot start.
  await expect(subscriptions.getByRole('button', { name: 'Subscribe for $4.99' })).toBeDisabled();

  // After a reload the server says the same.
  await page.reload();
  await expect(subscriptions.getByRole('status')).toHaveText(
    `Your subscription (Weekly) is cancelled and ends on ${renewal}.`,
  );

  await context.close();
});
