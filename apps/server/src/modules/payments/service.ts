import { randomInt } from 'node:crypto';
import {
  currencyMark,
  FIRST_PURCHASE_BONUS_COINS,
  MATCHING_FLOW,
  minorToDecimal,
  NEW_USER_BANNER_DAYS,
  PaymentCode,
  SIGNUP_BANNER_COINS,
  type AdConversion,
  type AdminOfferBody,
  type CoinPackage,
  type CreateOrderAnswer,
  type CreateOrderBody,
  type MethodsAnswer,
  type NewUserBanner,
  type Order,
  type OrdersAnswer,
  type OrderStatus,
  type PackagesAnswer,
  type PayStatus,
  type Subscription,
} from '@mingle/protocol';
import type { Logger } from 'pino';
import { DAY_MS, type Clock } from '../../infra/clock';
import type { CoinPackageRow, OrderRow, SubscriptionRow } from '../../infra/db/schema';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
} from '../../infra/payments/payment-provider';
import type { RealtimeTarget } from '../../realtime/realtime-hub';
import type { Ledger, LedgerTx } from '../wallet/ledger';
import { DEFAULT_PACKAGES } from './default-packages';
import { PaymentError } from './errors';
import type { PaymentsRepo } from './repo';

export interface PaymentsSettings {
  /** Our public address: payRes links are built on it. */
  publicUrl: string;
  /** AD_CONVERSION_TAG; without it no order carries ad-conversion data. */
  adConversionTag: string | undefined;
}

/** What settling an event changed, published to the user after the transaction committed. */
interface Outcome {
  userId: number;
  orderNo: string;
  status: OrderStatus;
  vipSince: Date | null;
}

/** The end of a running offer, or null when the package has none or it is over. */
function runningOfferEnd(row: CoinPackageRow, now: Date): Date | null {
  return row.offerEndsAt !== null && row.offerEndsAt.getTime() > now.getTime() ? row.offerEndsAt : null;
}

function isOfferRunning(row: CoinPackageRow, now: Date): boolean {
  return runningOfferEnd(row, now) !== null;
}

/** The price and coins of a package as sold now (a running offer applies its discount or extra coins). */
function effectiveTerms(row: CoinPackageRow, now: Date) {
  const offer = runningOfferEnd(row, now);
  const priceMinor = offer
    ? Math.max(1, Math.round((row.priceMinor * (100 - row.offerDiscountPercent)) / 100))
    : row.priceMinor;
  const bonusCoins = row.bonusCoins + (offer ? row.offerExtraCoins : 0);
  return { priceMinor, bonusCoins, offer };
}

function itemNameOf(row: CoinPackageRow): string {
  if (row.kind === 'subscription') return row.interval === 'week' ? 'Weekly coins' : 'Monthly coins';
  return `${row.coins} coins`;
}

/** 'MG' + UTC date + 10 random digits: readable on a support call, unguessable enough not to enumerate. */
function newOrderNo(now: Date): string {
  const date = now.toISOString().slice(0, 10).replace(/-/g, '');
  const random =
    String(randomInt(0, 100_000)).padStart(5, '0') + String(randomInt(0, 100_000)).padStart(5, '0');
  return `MG${date}${random}`;
}

/**
 * The shop's rules: what is on sale, orders and their lifecycle, VIP, the first-purchase bonus, subscriptions and
 * the new-user coins. Money moves only in ledger transactions, together with the order row that justifies it,
 * and only on a verified provider event; every event is handled once however often it arrives.
 */
export class PaymentsService {
  constructor(
    private readonly repo: PaymentsRepo,
    private readonly ledger: Ledger,
    private readonly provider: PaymentProvider,
    private readonly realtime: RealtimeTarget,
    private readonly settings: PaymentsSettings,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  async ensureDefaultPackages(): Promise<void> {
    await this.repo.insertMissingPackages(DEFAULT_PACKAGES);
  }

  // ---- shop ----

  private toPackage(row: CoinPackageRow, now: Date): CoinPackage {
    const { priceMinor, bonusCoins, offer } = effectiveTerms(row, now);
    return {
      id: row.id,
      kind: row.kind as CoinPackage['kind'],
      interval: (row.interval as CoinPackage['interval']) ?? null,
      coins: row.coins,
      bonusCoins,
      totalCoins: row.coins + bonusCoins,
      extraPercent: Math.floor((bonusCoins * 100) / row.coins),
      priceMinor,
      currency: row.currency,
      currencyMark: currencyMark(row.currency),
      itemName: itemNameOf(row),
      offer: offer
        ? {
            endsAt: offer.toISOString(),
            discountPercent: row.offerDiscountPercent,
            extraCoins: row.offerExtraCoins,
            regularPriceMinor: row.priceMinor,
          }
        : null,
    };
  }

  /** Packages on sale: an offer package is on sale only until its end, then it is gone. */
  private onSale(rows: CoinPackageRow[], now: Date): CoinPackageRow[] {
    return rows.filter((r) => r.offerEndsAt === null || isOfferRunning(r, now));
  }

  async packages(userId: number): Promise<PackagesAnswer> {
    const now = this.clock.date();
    const rows = this.onSale(await this.repo.activePackages(), now);
    const all = rows.map((r) => this.toPackage(r, now));
    const packs = all.filter((p) => p.kind === 'pack');
    const status = await this.repo.payStatus(userId);
    const offers = rows
      .flatMap((r) => {
        const endsAt = runningOfferEnd(r, now);
        return endsAt ? [{ id: r.id, endsAt }] : [];
      })
      .sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime());
    return {
      packs,
      subscriptions: all.filter((p) => p.kind === 'subscription'),
      upToExtraPercent: Math.max(0, ...packs.map((p) => p.extraPercent)),
      firstPurchaseBonus: { coins: FIRST_PURCHASE_BONUS_COINS, eligible: !status?.firstBonusOrderNo },
      offer: offers[0] ? { packageId: offers[0].id, endsAt: offers[0].endsAt.toISOString() } : null,
      serverTime: now.toISOString(),
    };
  }

  methods(): MethodsAnswer {
    return { provider: this.provider.name, methods: this.provider.methods() };
  }

  /** Admin: a limited-time offer as its own package, copied from a regular pack. */
  async createOffer(body: AdminOfferBody): Promise<CoinPackage> {
    const now = this.clock.date();
    const base = await this.repo.packageById(body.basePackageId);
    if (!base || base.kind !== 'pack' || base.offerEndsAt !== null) {
      throw new PaymentError(PaymentCode.PACKAGE_NOT_FOUND, 404);
    }
    const endsAt = new Date(body.endsAt);
    if (endsAt.getTime() <= now.getTime()) throw new PaymentError(PaymentCode.OFFER_EXPIRED);
    const row = await this.repo.insertPackage({
      code: `offer-${base.code}-${endsAt.getTime()}-${randomInt(0, 1_000_000)}`,
      kind: 'pack',
      coins: base.coins,
      bonusCoins: base.bonusCoins,
      priceMinor: base.priceMinor,
      currency: base.currency,
      sort: base.sort - 1,
      offerDiscountPercent: body.discountPercent,
      offerExtraCoins: body.extraCoins,
      offerEndsAt: endsAt,
    });
    return this.toPackage(row, now);
  }

  // ---- orders ----

  async createOrder(userId: number, body: CreateOrderBody): Promise<CreateOrderAnswer> {
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
    let order: OrderRow | undefined;
    for (let attempt = 0; !order && attempt < 5; attempt++) {
      order = await this.repo.insertOrder({
        orderNo: newOrderNo(now),
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
      });
    }
    if (!order) throw new Error('no free order number after 5 attempts');

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
      await this.repo.setProviderRef(order.orderNo, start.providerRef);
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

  private toOrder(row: OrderRow, pkgKind: string): Order {
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
      kind: pkgKind as Order['kind'],
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
    return this.toOrder(row, row.kind);
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
    return { items: rows.map((r) => this.toOrder(r, r.kind)), page, pageSize, total };
  }

  // ---- VIP and pay status ----

  async payStatus(userId: number): Promise<PayStatus> {
    const status = await this.repo.payStatus(userId);
    const sub = await this.repo.runningSubscription(userId);
    return {
      isPay: Boolean(status?.firstPaidAt),
      isVip: Boolean(status?.vipSince),
      vipSince: status?.vipSince?.toISOString() ?? null,
      firstPaidAt: status?.firstPaidAt?.toISOString() ?? null,
      firstPurchaseBonus: { coins: FIRST_PURCHASE_BONUS_COINS, eligible: !status?.firstBonusOrderNo },
      subscriptionRenewsAt: sub && !sub.cancelAtPeriodEnd ? sub.currentPeriodEnd.toISOString() : null,
    };
  }

  /**
   * The +120 sign-up banner: a user whose account is younger than NEW_USER_BANNER_DAYS gets SIGNUP_BANNER_COINS
   * once, on the first call; the answer is the banner announcing them. Later calls, and older accounts, get null.
   */
  async newUserCoins(userId: number): Promise<NewUserBanner | null> {
    const now = this.clock.date();
    const createdAt = await this.repo.userCreatedAt(userId);
    if (!createdAt || now.getTime() - createdAt.getTime() > NEW_USER_BANNER_DAYS * DAY_MS) return null;
    const granted = await this.ledger.run(async (tx) => {
      if (!(await this.repo.claimNewUserCoins(tx, userId, now))) return false;
      await this.ledger.credit(tx, {
        key: `new-user-coins:${userId}`,
        userId,
        coins: SIGNUP_BANNER_COINS,
        source: 'promotion',
        reference: 'signup-banner',
      });
      return true;
    });
    if (!granted) return null;
    return {
      gold: SIGNUP_BANNER_COINS,
      callCount: Math.floor(SIGNUP_BANNER_COINS / MATCHING_FLOW.normalPrice),
      images: [],
    };
  }

  // ---- subscriptions ----

  private async toSubscription(row: SubscriptionRow): Promise<Subscription> {
    const pkg = await this.repo.packageById(row.packageId);
    return {
      id: row.id,
      packageId: row.packageId,
      itemName: pkg ? itemNameOf(pkg) : 'Coins',
      interval: (pkg?.interval as Subscription['interval']) ?? 'month',
      coinsPerPeriod: pkg ? pkg.coins + pkg.bonusCoins : 0,
      priceMinor: pkg?.priceMinor ?? 0,
      currency: pkg?.currency ?? 'USD',
      currencyMark: currencyMark(pkg?.currency ?? 'USD'),
      status: row.status as Subscription['status'],
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    };
  }

  async subscription(userId: number): Promise<Subscription | null> {
    const row = await this.repo.runningSubscription(userId);
    return row ? this.toSubscription(row) : null;
  }

  /** Spec §4: cancelling takes effect at the end of the paid period; 'unsubscribe failed' when the provider fails. */
  async cancelSubscription(userId: number): Promise<Subscription> {
    const row = await this.repo.runningSubscription(userId);
    if (!row) throw new PaymentError(PaymentCode.NO_SUBSCRIPTION, 404);
    if (row.status === 'canceling') return this.toSubscription(row);
    let endsAt: Date;
    try {
      ({ endsAt } = await this.provider.cancelSubscription(row.providerRef));
    } catch (err) {
      this.logger.warn({ err, subscriptionId: row.id }, 'provider refused to cancel a subscription');
      throw new PaymentError(PaymentCode.UNSUBSCRIBE_FAILED, 502);
    }
    const updated = await this.repo.updateSubscription(row.id, {
      status: 'canceling',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: endsAt,
    });
    return this.toSubscription(updated);
  }

  // ---- provider events ----

  /** A webhook as received: verified by the provider, then each event handled once. */
  async handleWebhook(
    providerName: string,
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<void> {
    if (providerName !== this.provider.name) throw new PaymentError(PaymentCode.PROVIDER_UNKNOWN, 404);
    let events: PaymentEvent[];
    try {
      events = this.provider.parseWebhook(rawBody, headers);
    } catch (err) {
      if (err instanceof WebhookSignatureError) {
        this.logger.warn({ reason: err.message }, 'webhook rejected');
        throw new PaymentError(PaymentCode.WEBHOOK_REJECTED, 400);
      }
      throw err;
    }
    for (const event of events) await this.handleEvent(event);
  }

  async handleEvent(event: PaymentEvent): Promise<void> {
    const outcomes: Outcome[] = [];
    await this.ledger.run(async (tx) => {
      outcomes.length = 0; // the ledger may run the work again after a deadlock
      const reference =
        'orderNo' in event
          ? event.orderNo
          : 'subscriptionRef' in event
            ? event.subscriptionRef
            : event.providerRef;
      const fresh = await this.repo.recordEvent(tx, {
        provider: this.provider.name,
        eventId: event.eventId,
        type: event.type,
        reference,
      });
      if (!fresh) return;
      switch (event.type) {
        case 'payment.succeeded':
          return this.onPaymentSucceeded(tx, event, outcomes);
        case 'payment.failed':
          return this.onPaymentFailed(tx, event, outcomes);
        case 'subscription.invoice_paid':
          return this.onInvoicePaid(tx, event, outcomes);
        case 'subscription.ended':
          return this.onSubscriptionEnded(tx, event);
        case 'refund.succeeded':
          // Refunds are decided and booked by the refunds module when it asks the provider; the event only
          // confirms it, so recording it is enough here.
          this.logger.info({ refundRef: event.refundRef }, 'refund confirmed by the provider');
          return;
      }
    });
    for (const o of outcomes) {
      this.realtime.emitToUser(o.userId, 'payment:order', { orderNo: o.orderNo, status: o.status });
      if (o.vipSince) {
        this.realtime.emitToUser(o.userId, 'vip:status', { isVip: true, vipSince: o.vipSince.toISOString() });
      }
    }
  }

  private async lockKnownOrder(tx: LedgerTx, orderNo: string): Promise<OrderRow | undefined> {
    const order = await this.repo.lockOrder(tx, orderNo);
    if (!order) this.logger.warn({ orderNo }, 'provider event for an unknown order');
    return order;
  }

  /** The amount paid must be the order's: a mismatch is never credited and is left for a person to check. */
  private amountMatches(order: OrderRow, amountMinor: number, currency: string): boolean {
    const ok = order.amountMinor === amountMinor && order.currency === currency.toUpperCase();
    if (!ok)
      this.logger.error(
        { orderNo: order.orderNo, amountMinor, currency },
        'paid amount differs from the order',
      );
    return ok;
  }

  /**
   * Makes an order successful once: coins of a pack (subscriptions credit per invoice), the first-purchase bonus,
   * first payment and VIP. A failed order can still succeed (a late success wins); a success is never undone.
   */
  private async settleSuccess(
    tx: LedgerTx,
    order: OrderRow,
    providerRef: string | null,
    paidAt: Date,
    outcomes: Outcome[],
  ): Promise<void> {
    if (order.status === 'success') return;
    const status = await this.repo.lockPayStatus(tx, order.userId);
    let firstBonusCoins = 0;
    if (order.kind === 'pack') {
      await this.ledger.credit(tx, {
        key: `order:${order.orderNo}`,
        userId: order.userId,
        coins: order.coins + order.bonusCoins,
        source: 'purchase',
        reference: order.orderNo,
      });
      if (!status.firstBonusOrderNo) {
        firstBonusCoins = FIRST_PURCHASE_BONUS_COINS;
        await this.ledger.credit(tx, {
          key: `first-bonus:${order.userId}`,
          userId: order.userId,
          coins: FIRST_PURCHASE_BONUS_COINS,
          source: 'promotion',
          reference: order.orderNo,
        });
      }
    }
    const becameVip = !status.vipSince;
    await this.repo.updatePayStatus(tx, order.userId, {
      firstPaidAt: status.firstPaidAt ?? paidAt,
      vipSince: status.vipSince ?? paidAt,
      ...(firstBonusCoins > 0 ? { firstBonusOrderNo: order.orderNo } : {}),
    });
    await this.repo.markOrderSuccess(tx, order.orderNo, { providerRef, paidAt, firstBonusCoins });
    outcomes.push({
      userId: order.userId,
      orderNo: order.orderNo,
      status: 'success',
      vipSince: becameVip ? paidAt : null,
    });
  }

  private async onPaymentSucceeded(
    tx: LedgerTx,
    event: Extract<PaymentEvent, { type: 'payment.succeeded' }>,
    outcomes: Outcome[],
  ): Promise<void> {
    const order = await this.lockKnownOrder(tx, event.orderNo);
    if (!order || !this.amountMatches(order, event.amountMinor, event.currency)) return;
    if (order.kind === 'subscription' && event.subscriptionRef) {
      // The subscription exists from its first payment; its coins come with the invoice event.
      await this.subscriptionFor(tx, order, event.subscriptionRef, null);
    }
    await this.settleSuccess(tx, order, event.providerRef, event.occurredAt, outcomes);
  }

  private async onPaymentFailed(
    tx: LedgerTx,
    event: Extract<PaymentEvent, { type: 'payment.failed' }>,
    outcomes: Outcome[],
  ): Promise<void> {
    const order = await this.lockKnownOrder(tx, event.orderNo);
    if (!order) return;
    // Only a processing order fails: after a success the failure is stale and ignored.
    if (await this.repo.failIfProcessing(order.orderNo, event.reason || 'failed', tx)) {
      outcomes.push({ userId: order.userId, orderNo: order.orderNo, status: 'failed', vipSince: null });
    }
  }

  private async subscriptionFor(
    tx: LedgerTx,
    order: OrderRow,
    subscriptionRef: string,
    periodEnd: Date | null,
  ): Promise<SubscriptionRow | undefined> {
    const pkg = await this.repo.packageById(order.packageId, tx);
    const days = pkg?.interval === 'week' ? 7 : 30;
    const row = await this.repo.ensureSubscription(tx, {
      userId: order.userId,
      packageId: order.packageId,
      orderNo: order.orderNo,
      provider: this.provider.name,
      providerRef: subscriptionRef,
      currentPeriodEnd: periodEnd ?? new Date(this.clock.now() + days * DAY_MS),
    });
    if (!row) {
      this.logger.error(
        { orderNo: order.orderNo, subscriptionRef },
        'a second subscription was paid while one runs; it needs a refund',
      );
    }
    return row;
  }

  private async onInvoicePaid(
    tx: LedgerTx,
    event: Extract<PaymentEvent, { type: 'subscription.invoice_paid' }>,
    outcomes: Outcome[],
  ): Promise<void> {
    const order = await this.lockKnownOrder(tx, event.orderNo);
    if (!order || !this.amountMatches(order, event.amountMinor, event.currency)) return;
    const sub = await this.subscriptionFor(tx, order, event.subscriptionRef, event.periodEnd);
    const coins = order.coins + order.bonusCoins;
    if (sub) {
      // Before the first invoice the period end is our estimate from the payment; invoices are the truth,
      // and an older invoice arriving late never moves the renewal date back.
      const latest = await this.repo.latestInvoiceEnd(tx, sub.id);
      const fresh = await this.repo.insertInvoice(tx, {
        subscriptionId: sub.id,
        invoiceRef: event.invoiceRef,
        amountMinor: event.amountMinor,
        currency: event.currency,
        coins,
        periodStart: event.periodStart,
        periodEnd: event.periodEnd,
      });
      if (!fresh) return;
      if (!latest || event.periodEnd.getTime() > latest.getTime()) {
        await this.repo.updateSubscription(sub.id, { currentPeriodEnd: event.periodEnd }, tx);
      }
    }
    await this.ledger.credit(tx, {
      key: `invoice:${event.invoiceRef}`,
      userId: order.userId,
      coins,
      source: 'subscription',
      reference: order.orderNo,
    });
    await this.settleSuccess(tx, order, null, event.occurredAt, outcomes);
  }

  private async onSubscriptionEnded(
    tx: LedgerTx,
    event: Extract<PaymentEvent, { type: 'subscription.ended' }>,
  ): Promise<void> {
    const sub = await this.repo.subscriptionByRef(tx, this.provider.name, event.subscriptionRef);
    if (sub && sub.status !== 'ended') await this.repo.updateSubscription(sub.id, { status: 'ended' }, tx);
  }
}
