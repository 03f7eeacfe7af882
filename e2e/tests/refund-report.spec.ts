import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { refundsApi } from '@mingle/protocol';
import sharp from 'sharp';
import { plainCaptchaKey } from '../../apps/server/src/modules/refunds/captcha';
import { expect, test } from '../fixtures';
import { buyCoins } from './helpers';
import { newAdminPage, signedInPage } from './accounts-helpers';

async function proofFile(): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'mingle-proof-')), 'receipt.png');
  writeFileSync(
    file,
    await sharp({ create: { width: 120, height: 80, channels: 3, background: '#6a8' } })
      .png()
      .toBuffer(),
  );
  return file;
}

test('a buyer reports a top-up issue with proof and captcha, an admin refunds it, and the coins are gone', async ({
  browser,
  server,
}) => {
  const buyer = await server.createSession();
  const orderNo = await buyCoins(server, buyer.userId);
  const coins = (await server.ctx.ledger.balance(buyer.userId)).coins;
  expect(coins).toBeGreaterThan(0);

  const { context, page } = await signedInPage(browser, server, buyer);
  await page.goto(`/payRefund?orderNo=${orderNo}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Report a top-up issue' })).toBeVisible();

  // The order number is required.
  await page.getByLabel('Order number').fill('');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('The order id cannot be empty')).toBeVisible();

  await page.getByLabel('Order number').fill(orderNo);
  await page.getByRole('radio', { name: 'Request a refund' }).check();
  await page.getByLabel('Description').fill('I bought the wrong package by mistake.');
  await page.getByLabel('Proof picture').setInputFiles(await proofFile());

  // A wrong captcha is refused; the form fetches a new picture to read.
  await expect(page.getByRole('img', { name: /Captcha picture/ })).toBeVisible();
  await page.getByLabel('Captcha', { exact: true }).fill('WRONG');
  const nextCaptcha = page.waitForResponse((r) => r.url().includes(refundsApi.captcha.path));
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Wrong captcha, please try again.')).toBeVisible();
  const { data } = (await (await nextCaptcha).json()) as { data: { captchaId: string } };

  // The code of the new picture, as a person reads it: a test server keeps it readable, like the dev outbox.
  const code = await server.ctx.kv.get(plainCaptchaKey(data.captchaId));
  if (!code) throw new Error('no captcha code kept for the test');
  await page.getByLabel('Captcha', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Send report' }).click();

  await expect(page).toHaveURL(/\/refundBack$/);
  const report = page.getByRole('listitem', { name: `Order ${orderNo}` });
  await expect(report.getByText('Processing')).toBeVisible();

  // The admin decides on the admin page, in a browser of their own.
  const { context: adminContext, page: adminPage } = await newAdminPage(browser, server);
  await adminPage.goto('/admin/refunds');
  const item = adminPage.getByRole('listitem', { name: `Order ${orderNo}` });
  await expect(item.getByText(`The user has ${coins} coins now.`)).toBeVisible();
  await item.getByRole('button', { name: 'Show proof' }).click();
  await expect(item.getByRole('img', { name: /Proof picture of report/ })).toBeVisible();
  await item.getByRole('button', { name: 'Refund' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Refunded' })).toBeVisible();

  // The buyer sees the result, and the coins of the purchase are gone from the balance.
  await page.reload();
  await expect(report.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(report.getByText(`${coins} coins were taken back with the refund.`)).toBeVisible();
  expect((await server.ctx.ledger.balance(buyer.userId)).coins).toBe(0);

  await adminContext.close();
  await context.close();
});
