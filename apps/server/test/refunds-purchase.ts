import { orders } from '../src/infra/db/schema';
import type { AppContext } from '../src/context';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { webhookPath } from '@mingle/protocol';

/**
 * A purchase as a user makes it: an order at the payments module, paid at the sandbox provider's checkout.
 * `deliver` hands the provider's signed webhook to our endpoint; without it the coins stay uncredited, as when
 * a webhook is lost.
 */
export async function buyCoins(
  app: FastifyInstance,
  ctx: AppContext,
  userId: number,
  options: { deliver?: boolean } = {},
): Promise<{ orderNo: string; providerRef: string; coins: number }> {
  const { payments } = ctx;
  const pkg = (await payments.packages(userId)).packs[0];
  if (!pkg) throw new Error('no coin package on sale');
  const { orderNo } = await payments.createOrder(userId, { packageId: pkg.id, methodId: 'card' });
  const [order] = await ctx.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!order?.providerRef) throw new Error('order has no provider reference');
  const gateway = ctx.sandboxPay;
  if (!gateway) throw new Error('the sandbox provider is not running');
  gateway.pay(order.providerRef, 'succeed');
  if (options.deliver !== false) await deliverWebhook(app, ctx, orderNo, 'payment.succeeded');
  const [after] = await ctx.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return {
    orderNo,
    providerRef: order.providerRef,
    coins: (after?.coins ?? 0) + (after?.bonusCoins ?? 0) + (after?.firstBonusCoins ?? 0),
  };
}

/** Waits for the sandbox to send its signed event about the order, then posts it to the webhook endpoint. */
export async function deliverWebhook(
  app: FastifyInstance,
  ctx: AppContext,
  orderNo: string,
  type: string,
): Promise<void> {
  const gateway = ctx.sandboxPay;
  if (!gateway) throw new Error('the sandbox provider is not running');
  // Its first delivery attempt (to PUBLIC_URL, where no test server listens) records what it signed.
  await gateway.idle();
  const sent = gateway.sent.find((w) => {
    const e = JSON.parse(w.body) as { type: string; data: { orderNo?: string } };
    return e.type === type && e.data.orderNo === orderNo;
  });
  if (!sent) throw new Error(`the sandbox sent no ${type} for ${orderNo}`);
  const res = await app.inject({
    method: 'POST',
    url: webhookPath('sandbox'),
    payload: sent.body,
    headers: sent.headers,
  });
  if (res.statusCode >= 300) throw new Error(`webhook refused: ${res.statusCode} ${res.body}`);
}

/** A small real PNG, as a screenshot of a bank statement would be. */
export function proofPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a7' } })
    .png()
    .toBuffer();
}
