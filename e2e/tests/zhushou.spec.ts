import sharp from 'sharp';
import { plainCaptchaKey } from '../../apps/server/src/modules/refunds/captcha';
import { expect, test, type E2eServer } from '../fixtures';
import { buyCoins } from './helpers';
import { newAdminPage, newUserPage } from './accounts-helpers';

/** A refund report as the report form files it (refund-report.spec.ts walks the form itself). */
async function fileRefundReport(server: E2eServer, userId: number, orderNo: string): Promise<void> {
  const { refunds, kv } = server.ctx;
  const proof = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#6a8' } })
    .png()
    .toBuffer();
  const { proofId } = await refunds.addProof(userId, proof);
  const { captchaId } = await refunds.captcha();
  const captchaCode = (await kv.get(plainCaptchaKey(captchaId))) ?? '';
  await refunds.submit(userId, {
    orderNo,
    category: 'refund',
    description: 'I bought the wrong package by mistake.',
    proofId,
    captchaId,
    captchaCode,
  });
}

test('the assistant lists the rewards a new member got, and a refund decided by an admin arrives live', async ({
  browser,
  server,
}) => {
  const { session, context, page } = await newUserPage(browser, server);

  // The +120 banner, claimed in the shop, and the daily check-in.
  await page.goto('/shop');
  const banner = page.getByRole('complementary', { name: '+120 coins for new members' });
  await banner.getByRole('button', { name: 'Claim 120 coins' }).click();
  await expect(page.getByRole('status').getByText('120 free coins are now in your balance.')).toBeVisible();
  await page.goto('/activity');
  const checkIn = page.getByRole('region', { name: 'Daily check-in' });
  await checkIn.getByRole('button', { name: 'Check in for day 1' }).click();
  await expect(checkIn.getByText(/^Checked in for day 1\./)).toBeVisible();

  // The Me page counts the unread notices; the assistant words them in English, newest first.
  await page.goto('/me');
  const assistant = page.getByRole('link', { name: 'Assistant' });
  await expect(assistant).toHaveAccessibleDescription('2 unread');
  await assistant.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assistant' })).toBeVisible();
  const notices = page.getByRole('region', { name: 'Notices' });
  const items = notices.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toHaveAccessibleName('You checked in for day 1.');
  await expect(items.nth(1)).toHaveAccessibleName('You claimed the sign-up bonus: +120 coins.');
  await expect(notices.getByText('2 unread')).toBeVisible();

  // A purchase reported for a refund; an admin refunds it in a browser of their own.
  const orderNo = await buyCoins(server, session.userId);
  await fileRefundReport(server, session.userId, orderNo);
  const { context: adminContext, page: adminPage } = await newAdminPage(browser, server);
  await adminPage.goto('/admin/refunds');
  const report = adminPage.getByRole('listitem', { name: `Order ${orderNo}` });
  await report.getByRole('button', { name: 'Refund' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Refunded' })).toBeVisible();

  // The member's open page shows the decision without a reload.
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toHaveAccessibleName(
    new RegExp(`^Your refund for order ${orderNo} was approved: \\d+ coins were taken back`),
  );
  await expect(notices.getByText('3 unread')).toBeVisible();
  await notices.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(notices.getByText(/unread/)).toHaveCount(0);

  await adminContext.close();
  await context.close();
});
