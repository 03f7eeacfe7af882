import { randomBytes } from 'node:crypto';
import {
  REFUND_WINDOW_DAYS,
  RefundCode,
  type AdminRefundItem,
  type Captcha,
  type RefundDecision,
  type RefundReport,
  type RefundStatus,
  type SubmitRefundBody,
} from '@mingle/protocol';
import type { Logger } from 'pino';
import { DAY_MS, type Clock } from '../../infra/clock';
import type { OrderRow, RefundReportRow } from '../../infra/db/schema';
import type { PaymentEvent, PaymentProvider } from '../../infra/payments/payment-provider';
import { PaymentProviderError } from '../../infra/payments/payment-provider';
import type { FileStorage } from '../../infra/storage/storage';
import { reencodePhoto } from '../media/media-checks';
import { InsufficientCoinsError } from '../wallet/errors';
import type { Ledger } from '../wallet/ledger';
import type { CaptchaService } from './captcha';
import { RefundError } from './errors';
import type { RefundsRepo } from './repo';

const REPORTS_SHOWN = 50;

/** The payments module's handling of a provider event: crediting a paid order goes through it, once. */
export interface PaidOrderSettler {
  handleEvent(event: PaymentEvent): Promise<void>;
}

/** Hears of a report decided (the assistant's notices), after the decision committed: whose report, and how. */
export type RefundDecidedListener = (userId: number, report: RefundReport) => Promise<void>;

/** Every coin an order credited: package coins, its bonus and the first-purchase bonus that came with it. */
const coinsOf = (order: OrderRow) => order.coins + order.bonusCoins + order.firstBonusCoins;

function report(row: RefundReportRow): RefundReport {
  return {
    id: row.id,
    orderNo: row.orderNo,
    category: row.category as RefundReport['category'],
    description: row.description,
    status: row.status as RefundStatus,
    note: row.note,
    coins: row.coins,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Refund reports: a user reports a top-up issue with proof and a captcha; an admin decides. A refund takes back
 * exactly the coins the purchase credited, and only while they are unspent, in the same ledger transaction that
 * asks the provider to return the money; one idempotency key per order on both sides, so a retried or doubled
 * decision never refunds twice.
 */
export class RefundsService {
  private readonly decidedListeners: RefundDecidedListener[] = [];

  constructor(
    private readonly repo: RefundsRepo,
    private readonly captchas: CaptchaService,
    private readonly storage: FileStorage,
    private readonly ledger: Ledger,
    private readonly provider: PaymentProvider,
    private readonly settler: PaidOrderSettler,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  captcha(): Promise<Captcha> {
    return this.captchas.create();
  }

  /** Proofs are photos: checked and re-encoded like album photos (type from the bytes, EXIF dropped). */
  async addProof(userId: number, data: Buffer): Promise<{ proofId: number }> {
    const file = await reencodePhoto(data);
    const storageKey = `refund/${userId}/${randomBytes(16).toString('hex')}.${file.extension}`;
    await this.storage.put(storageKey, file.data);
    const row = await this.repo.insertProof({ userId, storageKey, contentType: file.contentType });
    return { proofId: row.id };
  }

  async submit(userId: number, body: SubmitRefundBody): Promise<RefundReport> {
    const orderNo = body.orderNo.trim();
    if (!orderNo) throw new RefundError(RefundCode.ORDER_ID_EMPTY);
    if (!body.description.trim()) throw new RefundError(RefundCode.DESCRIPTION_REQUIRED);
    if (body.proofId === undefined) throw new RefundError(RefundCode.PROOF_REQUIRED);
    // The captcha is checked after the fields a person can fix, so a typo elsewhere does not burn it.
    if (!(await this.captchas.verify(body.captchaId, body.captchaCode))) {
      throw new RefundError(RefundCode.WRONG_CAPTCHA);
    }
    const proof = await this.repo.proofById(body.proofId);
    if (!proof || proof.userId !== userId) throw new RefundError(RefundCode.PROOF_REQUIRED);
    const order = await this.repo.order(orderNo);
    // Someone else's order answers like a missing one: order numbers reveal nothing.
    if (!order || order.userId !== userId) throw new RefundError(RefundCode.ORDER_NOT_FOUND, 404);
    if (body.category === 'refund') this.assertRefundable(order, this.clock.date());
    const row = await this.repo.insertReport({
      userId,
      orderNo,
      category: body.category,
      description: body.description.trim(),
      proofId: body.proofId,
    });
    if (!row) throw new RefundError(RefundCode.REPORT_OPEN, 409);
    this.logger.info({ reportId: row.id, orderNo, category: row.category }, 'refund report filed');
    return report(row);
  }

  /** A refund needs a paid order, asked about within REFUND_WINDOW_DAYS of the payment. */
  private assertRefundable(order: OrderRow, askedAt: Date): void {
    if (order.status !== 'success' || !order.paidAt) throw new RefundError(RefundCode.ORDER_NOT_PAID);
    if (askedAt.getTime() - order.paidAt.getTime() > REFUND_WINDOW_DAYS * DAY_MS) {
      throw new RefundError(RefundCode.WINDOW_PASSED);
    }
  }

  async reportsOf(userId: number): Promise<RefundReport[]> {
    return (await this.repo.reportsOf(userId, REPORTS_SHOWN)).map(report);
  }

  /** The proof picture for its reporter or an admin, as a data URL (it is never served publicly). */
  async proofImage(reportId: number, viewer: { userId: number; isAdmin: boolean }): Promise<string> {
    const row = await this.repo.byId(reportId);
    if (!row || (row.userId !== viewer.userId && !viewer.isAdmin) || row.proofId === null) {
      throw new RefundError(RefundCode.REPORT_NOT_FOUND, 404);
    }
    const proof = await this.repo.proofById(row.proofId);
    const stream = proof && (await this.storage.read(proof.storageKey));
    if (!proof || !stream) throw new RefundError(RefundCode.REPORT_NOT_FOUND, 404);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return `data:${proof.contentType};base64,${Buffer.concat(chunks).toString('base64')}`;
  }

  async queue(status: RefundStatus | undefined, limit: number): Promise<AdminRefundItem[]> {
    const rows = await this.repo.queue(status, limit);
    return Promise.all(
      rows.map(async (row) => {
        const order = await this.repo.order(row.orderNo);
        const balance = await this.ledger.balance(row.userId);
        return {
          ...report(row),
          reporterId: row.userId,
          hasProof: row.proofId !== null,
          order:
            order && order.userId === row.userId
              ? {
                  status: order.status,
                  coins: coinsOf(order),
                  amountMinor: order.amountMinor,
                  currency: order.currency,
                  paidAt: order.paidAt?.toISOString() ?? null,
                  credited: order.status === 'success',
                }
              : null,
          reporterCoins: balance.coins,
        };
      }),
    );
  }

  onDecided(listener: RefundDecidedListener): void {
    this.decidedListeners.push(listener);
  }

  async decide(adminId: number, id: number, decision: RefundDecision, note?: string): Promise<RefundReport> {
    const row = await this.decideRow(adminId, id, decision, note?.trim() || null);
    const decided = report(row);
    // A listener's failure is its own: the decision stands.
    await Promise.allSettled(this.decidedListeners.map((listener) => listener(row.userId, decided)));
    return decided;
  }

  private decideRow(
    adminId: number,
    id: number,
    decision: RefundDecision,
    cleanNote: string | null,
  ): Promise<RefundReportRow> {
    switch (decision) {
      case 'reject':
        if (!cleanNote) throw new RefundError(RefundCode.NOTE_REQUIRED);
        return this.reject(adminId, id, cleanNote);
      case 'refund':
        return this.refund(adminId, id, cleanNote);
      case 'credit':
        return this.credit(adminId, id, cleanNote);
    }
  }

  private async openReport(tx: Parameters<Parameters<Ledger['run']>[0]>[0], id: number) {
    const row = await this.repo.lockReport(tx, id);
    if (!row) throw new RefundError(RefundCode.REPORT_NOT_FOUND, 404);
    if (row.status !== 'processing') throw new RefundError(RefundCode.ALREADY_DECIDED, 409);
    return row;
  }

  private async reject(adminId: number, id: number, note: string): Promise<RefundReportRow> {
    const row = await this.ledger.run(async (tx) => {
      await this.openReport(tx, id);
      return this.repo.decide(tx, id, {
        status: 'rejected',
        note,
        coins: null,
        providerRefundRef: null,
        decidedBy: adminId,
        decidedAt: this.clock.date(),
      });
    });
    return row;
  }

  /**
   * Coins first, then money, in one transaction: spent coins refuse the refund before the provider is asked;
   * a provider refusal rolls the coins back. Should the commit fail after the provider refunded, a retry sends
   * the same idempotency key and the provider answers the same refund instead of paying twice.
   */
  private async refund(adminId: number, id: number, note: string | null): Promise<RefundReportRow> {
    const row = await this.ledger.run(async (tx) => {
      const open = await this.openReport(tx, id);
      const order = await this.repo.lockOrder(tx, open.orderNo);
      if (!order || order.userId !== open.userId) throw new RefundError(RefundCode.ORDER_NOT_FOUND, 404);
      this.assertRefundable(order, open.createdAt);
      if (!order.providerRef) throw new RefundError(RefundCode.ORDER_NOT_PAID);
      const key = `refund:order:${order.orderNo}`;
      const coins = coinsOf(order);
      try {
        const movement = await this.ledger.refund(tx, {
          key,
          userId: order.userId,
          coins,
          reference: order.orderNo,
        });
        // Another report of this order was refunded already: the ledger replayed, nothing moves twice.
        if (movement.replayed) throw new RefundError(RefundCode.ALREADY_DECIDED, 409);
      } catch (err) {
        if (err instanceof InsufficientCoinsError) throw new RefundError(RefundCode.COINS_SPENT, 409);
        throw err;
      }
      let refundRef: string;
      try {
        ({ refundRef } = await this.provider.refund({
          providerRef: order.providerRef,
          amountMinor: order.amountMinor,
          idempotencyKey: key,
        }));
      } catch (err) {
        if (err instanceof PaymentProviderError) {
          this.logger.warn(
            { reportId: id, orderNo: order.orderNo, err: err.message },
            'provider refused refund',
          );
          throw new RefundError(RefundCode.REFUND_FAILED, 502);
        }
        throw err;
      }
      return this.repo.decide(tx, id, {
        status: 'refunded',
        note,
        coins,
        providerRefundRef: refundRef,
        decidedBy: adminId,
        decidedAt: this.clock.date(),
      });
    });
    this.logger.info({ reportId: id, orderNo: row.orderNo, coins: row.coins }, 'refund made');
    return row;
  }

  /**
   * 'Coins not credited': the provider is asked whether the order was really paid; if so, the payment is
   * settled through the payments module exactly as its webhook would have (the order's own ledger key, so a
   * webhook arriving later credits nothing more).
   */
  private async credit(adminId: number, id: number, note: string | null): Promise<RefundReportRow> {
    const open = await this.repo.byId(id);
    if (!open) throw new RefundError(RefundCode.REPORT_NOT_FOUND, 404);
    if (open.status !== 'processing') throw new RefundError(RefundCode.ALREADY_DECIDED, 409);
    if (open.category !== 'coins_not_credited') throw new RefundError(RefundCode.DECISION_NOT_FOR_CATEGORY);
    const order = await this.repo.order(open.orderNo);
    if (!order || order.userId !== open.userId) throw new RefundError(RefundCode.ORDER_NOT_FOUND, 404);
    if (order.status === 'success') throw new RefundError(RefundCode.ALREADY_CREDITED, 409);
    const state = order.providerRef ? await this.provider.lookup(order.providerRef) : 'failed';
    if (state !== 'succeeded' || !order.providerRef) throw new RefundError(RefundCode.ORDER_NOT_PAID);
    await this.settler.handleEvent({
      type: 'payment.succeeded',
      eventId: `refund-report:${id}:lookup`,
      occurredAt: this.clock.date(),
      orderNo: order.orderNo,
      providerRef: order.providerRef,
      amountMinor: order.amountMinor,
      currency: order.currency,
    });
    const settled = await this.repo.order(order.orderNo);
    if (settled?.status !== 'success') throw new RefundError(RefundCode.ORDER_NOT_PAID);
    const row = await this.ledger.run(async (tx) => {
      await this.openReport(tx, id);
      return this.repo.decide(tx, id, {
        status: 'coins_credited',
        note,
        coins: coinsOf(settled),
        providerRefundRef: null,
        decidedBy: adminId,
        decidedAt: this.clock.date(),
      });
    });
    return row;
  }
}
