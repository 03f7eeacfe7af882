import type {
  AdminOfferBody,
  CoinPackage,
  CreateOrderAnswer,
  CreateOrderBody,
  MethodsAnswer,
  Order,
  OrdersAnswer,
  PackagesAnswer,
  PayStatus,
  Subscription,
} from '@mingle/protocol';
import type { Logger } from 'pino';
import type { Clock } from '../../infra/clock';
import type { PaymentEvent, PaymentProvider } from '../../infra/payments/payment-provider';
import type { RealtimeTarget } from '../../realtime/realtime-hub';
import type { Ledger } from '../wallet/ledger';
import { Catalogue } from './catalogue';
import { Checkout, type CheckoutSettings } from './checkout';
import { OrderSettlement } from './order-settlement';
import { PayStatusReader } from './pay-status';
import type { PaymentsRepo } from './repo';
import { Subscriptions } from './subscriptions';
import { WebhookSettlement } from './webhook-settlement';

export type PaymentsSettings = CheckoutSettings;

/**
 * The shop as the routes, the webhook and other modules ask for it (ctx.payments), in one place so that each
 * question has one answer; the work is done by the parts, each named after what it does:
 *   catalogue.ts           what is on sale and at which terms (packages, offers, payment methods)
 *   checkout.ts            orders up to the provider's checkout, and reading them back
 *   subscriptions.ts       running subscriptions, cancelling, and their provider events
 *   webhook-settlement.ts  provider webhooks: every event handled once, in one ledger transaction
 *   order-settlement.ts    what paying an order does (coins, first-purchase bonus, VIP), shared by the two above
 *   pay-status.ts / new-user-coins.ts  spec §7 checkUserPayStatus and the +120 sign-up banner
 * Money moves only in ledger transactions, together with the order row that justifies it, and only on a
 * verified provider event.
 */
export class PaymentsService {
  private readonly catalogue: Catalogue;
  private readonly checkout: Checkout;
  private readonly subscriptions: Subscriptions;
  private readonly webhooks: WebhookSettlement;
  private readonly payStatusReader: PayStatusReader;

  constructor(
    repo: PaymentsRepo,
    ledger: Ledger,
    provider: PaymentProvider,
    realtime: RealtimeTarget,
    settings: PaymentsSettings,
    logger: Logger,
    clock: Clock,
  ) {
    const settlement = new OrderSettlement(repo, ledger, logger);
    this.catalogue = new Catalogue(repo, provider, clock);
    this.checkout = new Checkout(repo, provider, settings, logger, clock);
    this.subscriptions = new Subscriptions(repo, ledger, provider, settlement, logger, clock);
    this.webhooks = new WebhookSettlement(
      repo,
      ledger,
      provider,
      settlement,
      this.subscriptions,
      realtime,
      logger,
    );
    this.payStatusReader = new PayStatusReader(repo);
  }

  ensureDefaultPackages(): Promise<void> {
    return this.catalogue.ensureDefaultPackages();
  }

  packages(userId: number): Promise<PackagesAnswer> {
    return this.catalogue.packages(userId);
  }

  methods(): MethodsAnswer {
    return this.catalogue.methods();
  }

  createOffer(body: AdminOfferBody): Promise<CoinPackage> {
    return this.catalogue.createOffer(body);
  }

  createOrder(userId: number, body: CreateOrderBody): Promise<CreateOrderAnswer> {
    return this.checkout.createOrder(userId, body);
  }

  order(userId: number, orderNo: string): Promise<Order> {
    return this.checkout.order(userId, orderNo);
  }

  verifyOrder(userId: number, orderNo: string): Promise<Order> {
    return this.checkout.verifyOrder(userId, orderNo);
  }

  orders(userId: number, page: number, pageSize: number): Promise<OrdersAnswer> {
    return this.checkout.orders(userId, page, pageSize);
  }

  payStatus(userId: number): Promise<PayStatus> {
    return this.payStatusReader.read(userId);
  }

  subscription(userId: number): Promise<Subscription | null> {
    return this.subscriptions.subscription(userId);
  }

  cancelSubscription(userId: number): Promise<Subscription> {
    return this.subscriptions.cancel(userId);
  }

  handleWebhook(
    providerName: string,
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<void> {
    return this.webhooks.handleWebhook(providerName, rawBody, headers);
  }

  /** Also how the refunds module settles a paid order it found: through the same once-only handling. */
  handleEvent(event: PaymentEvent): Promise<void> {
    return this.webhooks.handleEvent(event);
  }
}
