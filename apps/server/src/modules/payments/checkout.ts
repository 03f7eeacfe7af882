import { randomInt } from 'node:crypto';
import {
  currencyMark,
  minorToDecimal,
  PaymentCode,
  type AdConversion,
  type CreateOrderAnswer,
  type CreateOrderBody,
  type Order,
  type OrdersAnswer,
  type OrderStatus,
} from '@mingle/protocol';
import type { Logger } from 'pino';
import { MINUTE_MS, type Clock } from '../../infra/clock';
import type { OrderRow } from '../../infra/db/schema';
import { PaymentProviderError, type PaymentProvider } from '../../infra/payments/payment-provider';
import { effectiveTerms, isOfferRunning, itemNameOf } from './catalogue';
import { PaymentError } from './errors';
import type { NewOrder, PaymentsRepo } from './repo';

export interface CheckoutSettings {
  /** Our public address: payRes links are built on it. */
  publicUrl: string;
  /** AD_CONVERSION_TAG; without it no order carries ad-conversion data. */
  adConversionTag: string | undefined;
}

/**
 * How long a repeat of an attempt waits for the attempt's first request to hear back from the provider; well
 * within the web client's 50 s request time-out, so the answer still reaches the browser that asked.
 */
const REPEAT_WAIT_MS = 30_000;
const REPEAT_POLL_MS = 100;
/**
 * A checkout start that has not been answered after this will never be: the Stripe client gives up after three
 * tries of 20 s, the sandbox answers at once, so the request that asked has ended (its process too, maybe).
 * The next repeat fails such an order, so that the buyer is not stuck with an attempt that cannot go on.
 */
const CHECKOUT_START_LIMIT_MS = 2 * MINUTE_MS;

/** Whether a repeat asks for the same purchase as the attempt's order (the language of payRes may differ). */
function sameAttempt(order: OrderRow, body: CreateOrderBody): boolean {
  return (
    order.packageId === body.packageId &&
    order.method === body.methodId &&
    order.savedCardId === (body.savedCardId ?? null)
  );
}

/** The provider's checkout was asked for, and answered: started, or the order failed. */
const checkoutAnswered = (order: OrderRow) => order.providerRef !== null || order.status !== 'processing';

/** 'MG' + UTC date + 10 random digits: readable on a support call, unguessable enough not to enumerate. */
function newOrderNo(now: Date): string {
  const date = now.toISOString().slice(0, 10).replace(/-/g, '');
  const random =
    String(randomInt(0, 100_000)).padStart(5, '0') + String(randomInt(0, 100_000)).padStart(5, '0');
  return `MG${date}${random}`;
}

/**
 * Orders up to the provider's checkout, and reading them back: an order is created 'processing' with the
 * package's terms of the moment, then the provider's checkout starts. Only provider events settle it
 * (webhook-settlement.ts); payRes may ask the provider, but never moves money on its answer.
 *
 * One order per checkout attempt: a request carrying the idempotency key of an attempt that already has an
 * order is answered with that order, however the requests raced (docs/decisions/019-idempotent-orders.md).
 */
export class Checkout {
  constructor(
    private readonly repo: PaymentsRepo,
    private readonly provider: PaymentProvider,
    private readonly settings: CheckoutSettings,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  async createOrder(userId: number, body: CreateOrderBody): Promise<CreateOrderAnswer> {
    const idempotencyKey = body.idempotencyKey ?? null;
    // A repeat is answered before the rules are applied again: since its first request the offer may have
    // ended or the subscription started, and the attempt's answer is still the order it made.
    const earlier = idempotencyKey === null ? undefined : await this.repo.orderByKey(userId, idempotencyKey);
    if (earlier) return this.answerRepeat(earlier, body);

    const now = this.clock.date();
    const pkg = await this.repo.packageById(body.packageId);
    if (!pkg || !pkg.active) throw new PaymentError(PaymentCode.PACKAGE_NOT_FOUND, 404);
    if (pkg.offerEndsAt !== null && !isOfferRunning(pkg, now)) {
      throw new PaymentError(PaymentCode.OFFER_EXPIRED);
    }
    if (!this.provider.methods().some((m) => m.id === body.methodId)) {
      throw new PaymentError(PaymentCode.METHOD_UNAVAILABLE);
    }
    if (pkg.kind === 'subscription' && (await this.repo.runningSubscription(userId))) {
      throw new PaymentError(PaymentCode.ALREADY_SUBSCRIBED, 409);
    }
    let card: { token: string; billingEmail: string } | undefined;
    if (body.savedCardId !== undefined) {
      card = await this.repo.savedCard(userId, body.savedCardId, this.provider.name);
      if (!card) throw new PaymentError(PaymentCode.CARD_NOT_FOUND, 404);
    }

    const { priceMinor, bonusCoins } = effectiveTerms(pkg, now);
    const itemName = itemNameOf(pkg);
    const inserted = await this.insertOrder({
      userId,
      packageId: pkg.id,
      kind: pkg.kind,
      itemName,
      amountMinor: priceMinor,
      currency: pkg.currency,
      coins: pkg.coins,
      bonusCoins,
      provider: this.provider.name,
      method: body.methodId,
      savedCardId: body.savedCardId ?? null,
      idempotencyKey,
      // The clock's time, which a repeat measures CHECKOUT_START_LIMIT_MS against.
      createdAt: now,
    });
    if ('earlier' in inserted) return this.answerRepeat(inserted.earlier, body);
    const order = inserted.created;

    const prefix = body.lang ? `/${body.lang}` : '';
    try {
      const start = await this.provider.startCheckout({
        orderNo: order.orderNo,
        userId,
        email: card?.billingEmail ?? (await this.repo.userEmail(userId)),
        amountMinor: order.amountMinor,
        currency: order.currency,
        itemName,
        methodId: body.methodId,
        cardToken: card?.token,
        returnUrl: `${this.settings.publicUrl}${prefix}/payRes?orderNo=${encodeURIComponent(order.orderNo)}`,
        recurring: pkg.kind === 'subscription' ? { interval: pkg.interval as 'week' | 'month' } : undefined,
      });
      await this.repo.setCheckoutStarted(order.orderNo, start.providerRef, start.redirectUrl);
      this.logger.info({ userId, orderNo: order.orderNo, packageId: pkg.id }, 'order created');
      return { orderNo: order.orderNo, redirectUrl: start.redirectUrl, status: 'processing' };
    } catch (err) {
      const reason = err instanceof PaymentProviderError ? err.message : 'checkout_failed';
      await this.repo.failIfProcessing(order.orderNo, reason);
      this.logger.warn({ err, orderNo: order.orderNo }, 'checkout could not start');
      if (err instanceof PaymentProviderError) {
        throw new PaymentError(
          err.declined ? PaymentCode.PAYMENT_INFO_INCORRECT : PaymentCode.PURCHASE_FAILED,
          402,
        );
      }
      throw err;
    }
  }

  /**
   * Inserts the order under a fresh number. When the insert is refused because a concurrent request of the same
   * attempt inserted first (the unique index on user and key), that request's order is the answer instead.
   */
  private async insertOrder(
    values: Omit<NewOrder, 'orderNo'> & { createdAt: Date },
  ): Promise<{ created: OrderRow } | { earlier: OrderRow }> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const created = await this.repo.insertOrder({ ...values, orderNo: newOrderNo(values.createdAt) });
      if (created) return { created };
      const earlier = values.idempotencyKey
        ? await this.repo.orderByKey(values.userId, values.idempotencyKey)
        : undefined;
      if (earlier) return { earlier };
    }
    throw new Error('no free order number after 5 attempts');
  }

  /**
   * A repeat of an attempt gets the attempt's order as it is now, once its checkout was answered: the provider's
   * page while the order is processing, else no page, so that the browser goes to payRes and sees the outcome.
   */
  private async answerRepeat(first: OrderRow, body: CreateOrderBody): Promise<CreateOrderAnswer> {
    if (!sameAttempt(first, body)) throw new PaymentError(PaymentCode.IDEMPOTENCY_CONFLICT, 409);
    const order = await this.answeredOrder(first);
    this.logger.info({ userId: order.userId, orderNo: order.orderNo }, 'order asked for again');
    const status = order.status as OrderStatus;
    return {
      orderNo: order.orderNo,
      redirectUrl: status === 'processing' ? order.redirectUrl : null,
      status,
    };
  }

  /**
   * The order once its first request has heard back from the provider. That request may still be waiting for
   * the provider (a double click, a reload during a slow start): the repeat waits too, up to REPEAT_WAIT_MS,
   * then asks the client to try again; a start unanswered after CHECKOUT_START_LIMIT_MS fails the order.
   */
  private async answeredOrder(first: OrderRow): Promise<OrderRow> {
    const waitUntil = this.clock.now() + REPEAT_WAIT_MS;
    const giveUpAt = first.createdAt.getTime() + CHECKOUT_START_LIMIT_MS;
    let order = first;
    while (!checkoutAnswered(order)) {
      const now = this.clock.now();
      if (now >= giveUpAt) {
        this.logger.warn({ orderNo: order.orderNo }, 'checkout start never answered; the order fails');
        await this.repo.failIfProcessing(order.orderNo, 'checkout_not_started');
      } else if (now >= waitUntil) {
        throw new PaymentError(PaymentCode.ORDER_IN_PROGRESS, 409);
      } else {
        await new Promise<void>((resolve) => this.clock.setTimeout(resolve, REPEAT_POLL_MS));
      }
      const latest = await this.repo.orderByNo(order.orderNo);
      if (!latest) throw new Error(`order ${order.orderNo} vanished`);
      order = latest;
    }
    return order;
  }

  private toOrder(row: OrderRow): Order {
    const conversion: AdConversion | null =
      row.status === 'success' && this.settings.adConversionTag
        ? {
            price: minorToDecimal(row.amountMinor),
            currency: row.currency,
            orderId: row.orderNo,
            itemName: row.itemName,
            currencyMark: currencyMark(row.currency),
            tag: this.settings.adConversionTag,
          }
        : null;
    return {
      orderNo: row.orderNo,
      packageId: row.packageId,
      kind: row.kind as Order['kind'],
      itemName: row.itemName,
      amountMinor: row.amountMinor,
      currency: row.currency,
      currencyMark: currencyMark(row.currency),
      coins: row.coins,
      bonusCoins: row.bonusCoins,
      firstPurchaseBonusCoins: row.firstBonusCoins,
      status: row.status as OrderStatus,
      method: row.method,
      failureReason: row.failureReason,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      adConversion: conversion,
    };
  }

  async order(userId: number, orderNo: string): Promise<Order> {
    if (!orderNo.trim()) throw new PaymentError(PaymentCode.ORDER_ID_EMPTY);
    const row = await this.repo.orderByNo(orderNo.trim());
    // Another user's order answers like a missing one: order numbers reveal nothing.
    if (!row || row.userId !== userId) throw new PaymentError(PaymentCode.ORDER_NOT_FOUND, 404);
    return this.toOrder(row);
  }

  /**
   * payRes after the provider's return: an order still processing is checked with the provider. Only a signed
   * event settles it; when the provider already reports an outcome we have not received, the answer is
   * 'failed purchase verification' and the client retries (spec §8.2).
   */
  async verifyOrder(userId: number, orderNo: string): Promise<Order> {
    const order = await this.order(userId, orderNo);
    const row = await this.repo.orderByNo(order.orderNo);
    if (order.status !== 'processing' || !row?.providerRef) return order;
    let state: 'processing' | 'succeeded' | 'failed';
    try {
      state = await this.provider.lookup(row.providerRef);
    } catch (err) {
      this.logger.warn({ err, orderNo: order.orderNo }, 'provider lookup failed');
      throw new PaymentError(PaymentCode.VERIFICATION_FAILED, 503);
    }
    if (state !== 'processing') {
      this.logger.info(
        { orderNo: order.orderNo, state },
        'provider settled an order whose event has not arrived',
      );
      throw new PaymentError(PaymentCode.VERIFICATION_FAILED, 409);
    }
    return order;
  }

  async orders(userId: number, page: number, pageSize: number): Promise<OrdersAnswer> {
    const { rows, total } = await this.repo.ordersOf(userId, page, pageSize);
    return { items: rows.map((r) => this.toOrder(r)), page, pageSize, total };
  }
}
