import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { boundedInt, dbId, safeString } from '../fields';
import { ROUTE_LANGUAGE_PREFIXES } from '../tables/route-prefixes';
import { PaymentCode } from './codes';

/**
 * Provider webhooks (POST /webhooks/{provider}) come from providers, which send none of the common fields, so
 * they live outside the API and are no declared endpoint (docs/decisions/011-payments-providers.md).
 */
export const PAYMENT_WEBHOOK_BASE_PATH = '/webhooks';

export function webhookPath(provider: string): string {
  return `${PAYMENT_WEBHOOK_BASE_PATH}/${provider}`;
}

// FIRST_PURCHASE_BONUS_COINS, SIGNUP_BANNER_COINS and SHOP_EXTRA_PERCENT_MAX live in constants.ts.

/** How long payRes shows 'processing' with its countdown before it suggests checking the history later. */
export const PAYMENT_PROCESSING_COUNTDOWN_SECONDS = 60;
/** The countdown polls the order this often when the realtime event has not arrived. */
export const PAYMENT_POLL_INTERVAL_SECONDS = 3;
export const ORDERS_PAGE_SIZE_MAX = 50;
/** Bounds of an order's idempotency key: long enough to be unguessable, short enough to index. */
export const IDEMPOTENCY_KEY_MIN_LENGTH = 8;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 64;

export const packageKindSchema = z.enum(['pack', 'subscription']);
export type PackageKind = z.infer<typeof packageKindSchema>;
export const subscriptionIntervalSchema = z.enum(['week', 'month']);
export type SubscriptionInterval = z.infer<typeof subscriptionIntervalSchema>;
export const orderStatusSchema = z.enum(['processing', 'success', 'failed']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const subscriptionStatusSchema = z.enum(['active', 'canceling', 'ended']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** A limited-time offer on a package: a lower price or extra coins until endsAt, then it is no longer sold. */
export const packageOfferSchema = z.object({
  /** ISO time; the client counts down to it. */
  endsAt: z.string(),
  /** Percent off the regular price (0 when the offer adds coins instead). */
  discountPercent: z.number().int().min(0).max(100),
  /** Coins added by the offer (0 when it lowers the price instead). */
  extraCoins: z.number().int().nonnegative(),
  /** The price without the offer, to show struck through. */
  regularPriceMinor: z.number().int().nonnegative(),
});
export type PackageOffer = z.infer<typeof packageOfferSchema>;

export const coinPackageSchema = z.object({
  id: z.number().int(),
  kind: packageKindSchema,
  /** Subscriptions only; null for packs. */
  interval: subscriptionIntervalSchema.nullable(),
  /** Base coins. */
  coins: z.number().int().positive(),
  /** Bonus coins of the package itself (the 'extra' of the bubble), plus an offer's extra coins. */
  bonusCoins: z.number().int().nonnegative(),
  /** coins + bonusCoins: what the buyer gets (without the first-purchase bonus). */
  totalCoins: z.number().int().positive(),
  /** bonusCoins as a whole percent of coins, e.g. 20. */
  extraPercent: z.number().int().nonnegative(),
  /** The price to pay now, in the currency's minor unit (cents). */
  priceMinor: z.number().int().positive(),
  /** ISO 4217, upper case. */
  currency: z.string().length(3),
  /** The currency's symbol, e.g. '$'. */
  currencyMark: z.string(),
  /** Display name, e.g. '3000 coins' or 'Weekly coins'. */
  itemName: z.string(),
  offer: packageOfferSchema.nullable(),
});
export type CoinPackage = z.infer<typeof coinPackageSchema>;

/** GET packages: everything the shop and the offer pop-up show. */
export const packagesAnswerSchema = z.object({
  /** Coin packs first, by sort order; offers while they run. */
  packs: z.array(coinPackageSchema),
  subscriptions: z.array(coinPackageSchema),
  /** The 'up to N% extra' bubble: the highest extraPercent among the packs on sale. */
  upToExtraPercent: z.number().int().nonnegative(),
  /** The first-purchase bonus: eligible until the user's first successful pack purchase. */
  firstPurchaseBonus: z.object({ coins: z.number().int(), eligible: z.boolean() }),
  /** The running limited-time offer with the soonest end (the offer pop-up), or null. */
  offer: z.object({ packageId: z.number().int(), endsAt: z.string() }).nullable(),
  /** Server time (ISO) so a countdown is right even when the device clock is off. */
  serverTime: z.string(),
});
export type PackagesAnswer = z.infer<typeof packagesAnswerSchema>;

export const paymentMethodSchema = z.object({
  /** 'card', 'wallet' or 'redirect'. */
  id: z.string(),
  /** The web route serving it (spec §2.1): 'pay', 'appplePay' or 'pagsmile'. */
  route: z.enum(['pay', 'appplePay', 'pagsmile']),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const methodsAnswerSchema = z.object({
  provider: z.string(),
  methods: z.array(paymentMethodSchema),
});
export type MethodsAnswer = z.infer<typeof methodsAnswerSchema>;

export const createOrderBodySchema = z.object({
  packageId: dbId(),
  methodId: safeString().trim().min(1).max(32),
  /** A saved card (cardList) to charge without the provider's page. */
  savedCardId: dbId().optional(),
  /** The language prefix of the page the user is on, so payRes opens in the same language. */
  lang: z.enum(ROUTE_LANGUAGE_PREFIXES).optional(),
  /**
   * One checkout attempt, made up by the client (a random string) and sent again with every retry of it: the
   * server creates one order per user and key and answers a repeat with that order. Optional, because a
   * request without it is simply an attempt of its own; the web app always sends one.
   * docs/decisions/019-idempotent-orders.md
   */
  idempotencyKey: safeString().min(IDEMPOTENCY_KEY_MIN_LENGTH).max(IDEMPOTENCY_KEY_MAX_LENGTH).optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

export const createOrderAnswerSchema = z.object({
  orderNo: z.string(),
  /** Where to send the browser (the provider's checkout); null when a saved card is charged directly. */
  redirectUrl: z.string().nullable(),
  status: orderStatusSchema,
});
export type CreateOrderAnswer = z.infer<typeof createOrderAnswerSchema>;

/** Spec §3 and §7.2: what the client reports to the ad network after a purchase, when an ad tag is set. */
export const adConversionSchema = z.object({
  /** Major units as text, e.g. '4.99'. */
  price: z.string(),
  currency: z.string(),
  orderId: z.string(),
  itemName: z.string(),
  currencyMark: z.string(),
  /** The configured ad tag the event is sent with. */
  tag: z.string(),
});
export type AdConversion = z.infer<typeof adConversionSchema>;

/** Spec §3 Order: number, amount, coins, time, status. */
export const orderSchema = z.object({
  orderNo: z.string(),
  packageId: z.number().int(),
  kind: packageKindSchema,
  itemName: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  currencyMark: z.string(),
  coins: z.number().int(),
  bonusCoins: z.number().int(),
  /** The first-purchase bonus this order earned (0 or FIRST_PURCHASE_BONUS_COINS). */
  firstPurchaseBonusCoins: z.number().int(),
  status: orderStatusSchema,
  method: z.string(),
  /** Why a failed order failed, in the provider's words (e.g. 'card_declined'). */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Only on successful orders, and only when AD_CONVERSION_TAG is configured; else null. */
  adConversion: adConversionSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** An empty orderNo is answered with spec §5's 'The order id cannot be empty' (12109), not a validation error. */
export const orderQuerySchema = z.object({ orderNo: safeString().trim().max(64).default('') });
export const verifyOrderBodySchema = z.object({ orderNo: safeString().trim().max(64).default('') });

export const ordersQuerySchema = z.object({
  page: boundedInt().min(1).default(1),
  pageSize: boundedInt().min(1).max(ORDERS_PAGE_SIZE_MAX).default(20),
});
export const ordersAnswerSchema = z.object({
  items: z.array(orderSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OrdersAnswer = z.infer<typeof ordersAnswerSchema>;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  packageId: z.number().int(),
  itemName: z.string(),
  interval: subscriptionIntervalSchema,
  coinsPerPeriod: z.number().int(),
  priceMinor: z.number().int(),
  currency: z.string(),
  currencyMark: z.string(),
  status: subscriptionStatusSchema,
  /** End of the paid period: the renewal date, or the day it ends when cancelAtPeriodEnd. */
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionAnswerSchema = z.object({ subscription: subscriptionSchema.nullable() });
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;

/** Spec §7 checkUserPayStatus. VIP follows buying any coin package (spec §1, §6). */
export const payStatusSchema = z.object({
  /** At least one successful payment. */
  isPay: z.boolean(),
  isVip: z.boolean(),
  vipSince: z.string().nullable(),
  firstPaidAt: z.string().nullable(),
  firstPurchaseBonus: z.object({ coins: z.number().int(), eligible: z.boolean() }),
  /** Renewal date of a running subscription, else null. */
  subscriptionRenewsAt: z.string().nullable(),
});
export type PayStatus = z.infer<typeof payStatusSchema>;

/** Admin: a limited-time offer on an existing pack, by discount or extra coins. */
export const adminOfferBodySchema = z
  .object({
    /** The regular pack the offer copies (coins, price, currency). */
    basePackageId: dbId(),
    discountPercent: boundedInt().max(90).default(0),
    extraCoins: boundedInt().max(1_000_000).default(0),
    /** ISO time in the future. */
    endsAt: z.iso.datetime({ offset: true }),
  })
  .refine((o) => o.discountPercent > 0 || o.extraCoins > 0, 'discountPercent or extraCoins must be set');
export type AdminOfferBody = z.infer<typeof adminOfferBodySchema>;

const {
  PURCHASE_FAILED,
  VERIFICATION_FAILED,
  PAYMENT_INFO_INCORRECT,
  UNSUBSCRIBE_FAILED,
  PACKAGE_NOT_FOUND,
  OFFER_EXPIRED,
  METHOD_UNAVAILABLE,
  ORDER_NOT_FOUND,
  ORDER_ID_EMPTY,
  ALREADY_SUBSCRIBED,
  NO_SUBSCRIPTION,
  CARD_NOT_FOUND,
  IDEMPOTENCY_CONFLICT,
  ORDER_IN_PROGRESS,
} = PaymentCode;

/**
 * Coin shop, orders and subscriptions (spec §1, §2.1 shop/pay/payOrderList/payRes, §3 Order, §4 Payment and
 * Subscription). The spec names no server paths for the shop except the two pay-status calls; ours sit under
 * /facade/api/pay. Every path needs a session.
 */
export const payApi = {
  packages: defineEndpoint({
    method: 'GET',
    path: '/facade/api/pay/packages',
    data: packagesAnswerSchema,
    summary: 'The coin packs and subscriptions on sale, running offers and the first-purchase bonus',
  }),
  methods: defineEndpoint({
    method: 'GET',
    path: '/facade/api/pay/methods',
    data: methodsAnswerSchema,
    summary: "The payment provider's methods and the web route serving each",
  }),
  createOrder: defineEndpoint({
    method: 'POST',
    path: '/facade/api/pay/order',
    input: createOrderBodySchema,
    data: createOrderAnswerSchema,
    codes: [
      PACKAGE_NOT_FOUND,
      OFFER_EXPIRED,
      METHOD_UNAVAILABLE,
      ALREADY_SUBSCRIBED,
      CARD_NOT_FOUND,
      PAYMENT_INFO_INCORRECT,
      PURCHASE_FAILED,
      IDEMPOTENCY_CONFLICT,
      ORDER_IN_PROGRESS,
    ],
    summary:
      "Create an order and start the provider's checkout (or charge a saved card); a repeat of its " +
      'idempotencyKey answers the order that key created',
  }),
  order: defineEndpoint({
    method: 'GET',
    path: '/facade/api/pay/order',
    input: orderQuerySchema,
    data: orderSchema,
    codes: [ORDER_ID_EMPTY, ORDER_NOT_FOUND],
    summary: "One of the caller's orders (payRes and the processing countdown poll it)",
  }),
  verifyOrder: defineEndpoint({
    method: 'POST',
    path: '/facade/api/pay/order/verify',
    input: verifyOrderBodySchema,
    data: orderSchema,
    codes: [ORDER_ID_EMPTY, ORDER_NOT_FOUND, VERIFICATION_FAILED],
    summary:
      'payRes asks the provider about an order still processing; 12102 (retry) when the provider reports it ' +
      'settled but its confirmation has not reached us yet, or the provider cannot be asked',
  }),
  orders: defineEndpoint({
    method: 'GET',
    path: '/facade/api/pay/orders',
    input: ordersQuerySchema,
    data: ordersAnswerSchema,
    summary: "The caller's orders, newest first, paged (payOrderList)",
  }),
  subscription: defineEndpoint({
    method: 'GET',
    path: '/facade/api/pay/subscription',
    data: subscriptionAnswerSchema,
    summary: "The caller's running subscription, or null",
  }),
  cancelSubscription: defineEndpoint({
    method: 'POST',
    path: '/facade/api/pay/subscription/cancel',
    data: subscriptionAnswerSchema,
    codes: [NO_SUBSCRIPTION, UNSUBSCRIBE_FAILED],
    summary: 'Cancel the running subscription at the end of its paid period',
  }),
  checkUserPayStatus: defineEndpoint({
    method: 'GET',
    path: '/facade/api/user/web/checkUserPayStatus',
    data: payStatusSchema,
    summary: 'Spec §7: has this user paid, are they VIP',
  }),
  adminOffer: defineEndpoint({
    method: 'POST',
    path: '/facade/api/admin/pay/offer',
    input: adminOfferBodySchema,
    data: coinPackageSchema,
    codes: [PACKAGE_NOT_FOUND, OFFER_EXPIRED],
    summary: 'Admin: put a limited-time offer on sale, copied from a regular pack',
    admin: true,
  }),
} as const;
