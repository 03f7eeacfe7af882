import { WalletCode } from '@mingle/protocol';
import type { Logger } from 'pino';
import type { CallsConfig } from '../../config';
import { crashPoint } from '../../infra/crash-points';
import type { CallRow } from '../../infra/db/schema';
import { InsufficientCoinsError, WalletError } from '../wallet/errors';
import type { HostPoints, Ledger } from '../wallet/ledger';
import type { CallChange } from './call-effects';

/**
 * A held minute stays reserved this long past its end, so the wallet's expiry sweep never releases a minute a
 * slow or restarted process is about to settle.
 */
const HOLD_MARGIN_MS = 15 * 60_000;

/** Minutes, coins and points of a call so far. */
export interface RunningTotals {
  minutes: number;
  coins: number;
  points: number;
}

/**
 * Per-started-minute billing through the ledger (spec §9, docs/decisions/015-call-billing.md). While a paid
 * call is connected exactly one minute is held: the one in progress. At its end it is posted (coins to
 * spending 'call', the host's share as points) and the next one is held; hanging up posts the minute in
 * progress, so billing rounds up. Keys are derived from the room and the minute number, so a change that runs
 * twice (ledger retry, two processes) moves coins once.
 */
export class CallBilling {
  constructor(
    private readonly ledger: Ledger,
    private readonly config: CallsConfig,
    private readonly logger: Logger,
  ) {}

  isPaid(row: CallRow): boolean {
    return row.payerId !== null && row.pricePerMinute > 0;
  }

  /**
   * What the call has cost and earned so far. The minute in progress is held and is charged however the call
   * ends (billing rounds up), so it counts from its first second: the dialog never shows a started minute as
   * free, and the receipt equals the last figure shown.
   */
  totals(row: CallRow): RunningTotals {
    const held = row.holdId !== null && row.nextMinuteAt !== null ? 1 : 0;
    return {
      minutes: row.minutesBilled + held,
      coins: row.coins + held * row.pricePerMinute,
      points: row.points + held * this.pointsPerMinute(row),
    };
  }

  pointsPerMinute(row: CallRow): number {
    return row.hostId === null ? 0 : Math.floor(row.pricePerMinute * this.config.hostPointsShare);
  }

  /** Number (from 1) of the minute held right now. */
  private currentMinute(row: CallRow): number {
    if (!row.nextMinuteAt || !row.billingStartsAt) throw new Error('no minute in progress');
    return Math.round((row.nextMinuteAt.getTime() - row.billingStartsAt.getTime()) / this.config.minuteMs);
  }

  /** Holds the first minute, starting at `at`. False when the payer cannot pay it. */
  async start(c: CallChange, at: Date): Promise<boolean> {
    c.row.billingStartsAt = at;
    if (!(await this.holdMinute(c, 1, at))) return false;
    await this.lookAhead(c, at);
    c.fx.noteBilling(c.row);
    return true;
  }

  /**
   * The held minute ended at `nextMinuteAt`: post it and hold the next. False when the next cannot be held
   * (the caller ends the call there).
   */
  async minuteEnded(c: CallChange): Promise<boolean> {
    const at = c.row.nextMinuteAt;
    if (!at) throw new Error('no minute in progress');
    const next = this.currentMinute(c.row) + 1;
    await this.postMinute(c);
    const held = await this.holdMinute(c, next, at);
    if (held) await this.lookAhead(c, at);
    c.fx.noteBilling(c.row);
    return held;
  }

  /** Whether the payer could now pay the minute after the one in progress (coins may have arrived). */
  async canPayNext(c: CallChange): Promise<boolean> {
    if (c.row.payerId === null) return true;
    return (await this.ledger.balance(c.row.payerId, c.tx)).coins >= c.row.pricePerMinute;
  }

  /** The call ended: the minute in progress is posted (it was started), or released if media never flowed. */
  async settle(c: CallChange): Promise<void> {
    if (c.row.holdId === null) return;
    if (c.row.connectedAt !== null && c.row.nextMinuteAt !== null) {
      await this.postMinute(c);
      c.fx.noteBilling(c.row);
    } else {
      await this.ledger.voidHold(c.tx, { holdId: c.row.holdId });
      c.row.holdId = null;
    }
    c.row.nextMinuteAt = null;
  }

  private async holdMinute(c: CallChange, minute: number, at: Date): Promise<boolean> {
    const { row } = c;
    if (row.payerId === null) throw new Error('a free call holds nothing');
    try {
      const hold = await this.ledger.hold(c.tx, {
        key: `call:${row.roomNum}:minute:${minute}:hold`,
        userId: row.payerId,
        coins: row.pricePerMinute,
        purpose: 'call',
        reference: `call:${row.roomNum}`,
        // Derived from the minute, never from the clock, so a retried change asks for the very same hold.
        expiresAt: new Date(at.getTime() + this.config.minuteMs + HOLD_MARGIN_MS),
      });
      row.holdId = hold.id;
      row.nextMinuteAt = new Date(at.getTime() + this.config.minuteMs);
      return true;
    } catch (err) {
      if (!(err instanceof InsufficientCoinsError)) throw err;
      row.holdId = null;
      row.nextMinuteAt = null;
      return false;
    }
  }

  private async postMinute(c: CallChange): Promise<void> {
    const { row } = c;
    if (row.holdId === null || row.payerId === null) return;
    const minute = this.currentMinute(row);
    const points = this.pointsPerMinute(row);
    const host: HostPoints | undefined =
      points > 0 && row.hostId !== null ? { userId: row.hostId, points } : undefined;
    const key = `call:${row.roomNum}:minute:${minute}`;
    const holdId = row.holdId;
    row.holdId = null;
    try {
      await this.ledger.postHold(c.tx, { key, holdId, host });
    } catch (err) {
      if (!(err instanceof WalletError && err.code === WalletCode.HOLD_NOT_PENDING)) throw err;
      // The wallet's sweep released the hold (every process was down past its expiry): charge the minute
      // directly if the coins are still there, else it goes unbilled rather than overdrawing anyone.
      try {
        await this.ledger.spend(c.tx, {
          key,
          userId: row.payerId,
          coins: row.pricePerMinute,
          purpose: 'call',
          reference: `call:${row.roomNum}`,
          host,
        });
      } catch (spendErr) {
        if (!(spendErr instanceof InsufficientCoinsError)) throw spendErr;
        this.logger.warn({ roomNum: row.roomNum, minute }, 'call minute released before settling; unbilled');
        return;
      }
    }
    crashPoint('call:minute-posted');
    row.minutesBilled += 1;
    row.coins += row.pricePerMinute;
    row.points += points;
  }

  /**
   * After a minute is held: when the payer could not pay the one after it, warn now and end the call when the
   * held minute is over (or after CALL_LOW_BALANCE_HANGUP_MS, if shorter). Nobody talks on credit, and the
   * warning comes about a minute ahead, as spec §8.2's text promises.
   */
  private async lookAhead(c: CallChange, at: Date): Promise<void> {
    const { row } = c;
    if (await this.canPayNext(c)) {
      row.lowBalanceEndsAt = null;
      return;
    }
    if (row.lowBalanceEndsAt !== null && row.lowBalanceEndsAt > at) return;
    const minuteEnd = row.nextMinuteAt?.getTime() ?? at.getTime();
    row.lowBalanceEndsAt = new Date(Math.min(at.getTime() + this.config.lowBalanceHangupMs, minuteEnd));
  }
}
