import {
  DEFAULT_HOST_CONFIG,
  HOST_EARNINGS_DAYS,
  HOST_REAPPLY_DAYS,
  HostCode,
  hostConfigSchema,
  isAdult,
  MATCHING_FLOW,
  ageOn,
  RoomCategory,
  type AdminHostApplication,
  type AdminPayout,
  type DecideApplicationBody,
  type DecidePayoutBody,
  type EarningsDay,
  type HostApplicationState,
  type HostApplicationStatus,
  type HostConfig,
  type HostEarnings,
  type HostRequirements,
  type HostSettings,
  type HostSettingsPage,
  type HostSettingsUpdate,
  type Payout,
  type PayoutStatus,
  type RequestPayoutBody,
} from '@mingle/protocol';
import type { Logger } from 'pino';
import { DAY_MS, utcDayOf, utcDayStart, type Clock } from '../../infra/clock';
import type { HostApplicationRow, HostPayoutRow, HostSettingsRow } from '../../infra/db/schema';
import type { Ledger } from '../wallet/ledger';
import { HostError, PriceOutOfBoundsError, ReapplyTooSoonError } from './errors';
import type { ApplicantFacts, HostsRepo } from './repo';

/** An application an admin decided, told after it committed (the root wires notices to it). */
export interface ApplicationDecided {
  userId: number;
  applicationId: number;
  decision: 'approved' | 'refused';
  reason: string | null;
  /** When a refused user may apply again; null when approved. */
  reapplyAt: number | null;
}

/** A payout request an admin handled, told after it committed. */
export interface PayoutDecided {
  userId: number;
  payoutId: number;
  points: number;
  decision: 'paid' | 'rejected';
  reason: string | null;
}

export interface HostsDeps {
  repo: HostsRepo;
  ledger: Ledger;
  logger: Logger;
  clock: Clock;
}

const PAYOUTS_PAGE_SIZE = 20;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function settingsOf(row: HostSettingsRow | undefined): HostSettings {
  if (!row) {
    return {
      isHost: false,
      callPrice: 0,
      friendsCallPrice: 0,
      friendsOnly: false,
      topic: RoomCategory.OTHER,
    };
  }
  const { isHost, callPrice, friendsCallPrice, friendsOnly, topic } = row;
  return { isHost, callPrice, friendsCallPrice, friendsOnly, topic };
}

function requirementsOf(facts: ApplicantFacts | undefined, now: Date): HostRequirements {
  if (!facts) return { photoApproved: false, profileComplete: false, adult: false };
  return {
    photoApproved: facts.headImg !== '',
    profileComplete: facts.nickname !== null && facts.gender !== null && facts.birthday !== null,
    adult: facts.birthday !== null && isAdult(facts.birthday, now),
  };
}

const allMet = (r: HostRequirements) => r.photoApproved && r.profileComplete && r.adult;

function applicationView(row: HostApplicationRow) {
  return {
    id: row.id,
    status: row.status as HostApplicationStatus,
    reason: row.reason,
    createdAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
  };
}

function payoutView(row: HostPayoutRow): Payout {
  return {
    id: row.id,
    points: row.points,
    status: row.status as PayoutStatus,
    pointsPerCurrencyUnit: row.pointsPerCurrencyUnit,
    currency: row.currency,
    reason: row.reason,
    createdAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
  };
}

/** When a refused user may apply again: HOST_REAPPLY_DAYS after the refusal. */
function reapplyAtOf(row: HostApplicationRow | undefined): number | null {
  if (row?.status !== 'refused' || !row.decidedAt) return null;
  return row.decidedAt.getTime() + HOST_REAPPLY_DAYS * DAY_MS;
}

/**
 * Host self-service (docs/decisions/028-host-self-service.md): applications an admin decides, the host's
 * prices within the operator's bounds, earnings read from the ledger, and payout requests an admin marks paid
 * (one ledger movement, keyed by the request) or rejects. Also the price rule the calls module's own host
 * settings endpoint applies (`assertPricesWithinBounds`), so no path sets a price outside the bounds.
 */
export class HostsService {
  private readonly applicationListeners: ((fact: ApplicationDecided) => Promise<void>)[] = [];
  private readonly payoutListeners: ((fact: PayoutDecided) => Promise<void>)[] = [];

  constructor(private readonly deps: HostsDeps) {}

  onApplicationDecided(listener: (fact: ApplicationDecided) => Promise<void>): void {
    this.applicationListeners.push(listener);
  }

  onPayoutDecided(listener: (fact: PayoutDecided) => Promise<void>): void {
    this.payoutListeners.push(listener);
  }

  // ---------------------------------------------------------------------------------------- configuration

  /** The stored configuration; the defaults are stored on first read, after which only admins change it. */
  async config(): Promise<HostConfig> {
    const { repo } = this.deps;
    let stored = await repo.config();
    if (stored === undefined) {
      await repo.seedConfig(DEFAULT_HOST_CONFIG);
      stored = (await repo.config()) ?? DEFAULT_HOST_CONFIG;
    }
    // Written only through the schema; parsed again against rows edited by hand.
    return hostConfigSchema.parse(stored);
  }

  async saveConfig(adminId: number, config: HostConfig): Promise<HostConfig> {
    const parsed = hostConfigSchema.parse(config);
    if (
      parsed.callPriceMin > parsed.callPriceMax ||
      parsed.friendsCallPriceMin > parsed.friendsCallPriceMax
    ) {
      throw new HostError(HostCode.BOUNDS_INVALID);
    }
    await this.deps.repo.saveConfig(parsed, adminId);
    return this.config();
  }

  // ----------------------------------------------------------------------------------------- applications

  async applicationState(userId: number): Promise<HostApplicationState> {
    const { repo, clock } = this.deps;
    const now = clock.date();
    const [facts, settings, latest] = await Promise.all([
      repo.applicants([userId]).then((m) => m.get(userId)),
      repo.hostSettings(userId),
      repo.latestApplication(userId),
    ]);
    const requirements = requirementsOf(facts, now);
    const isHost = settings?.isHost === true;
    const reapplyAt = reapplyAtOf(latest);
    const waiting = reapplyAt !== null && reapplyAt > now.getTime();
    return {
      isHost,
      requirements,
      application: latest ? applicationView(latest) : null,
      reapplyAt: waiting ? reapplyAt : null,
      canApply: !isHost && allMet(requirements) && latest?.status !== 'pending' && !waiting,
    };
  }

  async apply(userId: number): Promise<HostApplicationState> {
    const { repo, clock } = this.deps;
    const state = await this.applicationState(userId);
    if (state.isHost) throw new HostError(HostCode.ALREADY_HOST);
    if (state.application?.status === 'pending') throw new HostError(HostCode.APPLICATION_PENDING);
    if (state.reapplyAt !== null) throw new ReapplyTooSoonError(state.reapplyAt);
    if (!allMet(state.requirements)) throw new HostError(HostCode.REQUIREMENTS_NOT_MET);
    // Two taps at once: the partial unique index lets one in; the other finds it pending.
    const row = await repo.insertApplication(userId, clock.date());
    if (!row) throw new HostError(HostCode.APPLICATION_PENDING);
    return this.applicationState(userId);
  }

  async adminApplications(status: HostApplicationStatus): Promise<AdminHostApplication[]> {
    const rows = await this.deps.repo.applications(status);
    return this.adminApplicationViews(rows);
  }

  /**
   * Approves (the user becomes a host, in the same transaction) or refuses with a reason. Repeating the same
   * decision answers the application as it is; the other decision on a decided one is refused.
   */
  async decideApplication(adminId: number, input: DecideApplicationBody): Promise<AdminHostApplication> {
    const { repo, clock } = this.deps;
    const reason = input.reason?.trim() ?? '';
    if (input.decision === 'refuse' && reason === '') throw new HostError(HostCode.REASON_REQUIRED);
    const status = input.decision === 'approve' ? 'approved' : 'refused';
    const config = await this.config();
    const outcome = await repo.db.transaction(async (tx) => {
      const row = await repo.lockApplication(tx, input.id);
      if (!row) throw new HostError(HostCode.APPLICATION_NOT_FOUND);
      if (row.status !== 'pending') {
        if (row.status === status) return { row, changed: false };
        throw new HostError(HostCode.APPLICATION_DECIDED);
      }
      const decided = await repo.decideApplication(tx, row.id, {
        status,
        reason: status === 'refused' ? reason : null,
        decidedAt: clock.date(),
        decidedBy: adminId,
      });
      if (status === 'approved') {
        const current = await repo.hostSettings(row.userId, tx);
        // Prices set before (a host made earlier) stay where the bounds allow; a new host starts at the
        // matching flow's normal price, brought within the bounds.
        const start = MATCHING_FLOW.normalPrice;
        await repo.saveHostSettings(tx, row.userId, {
          isHost: true,
          callPrice: clamp(current?.callPrice ?? start, config.callPriceMin, config.callPriceMax),
          friendsCallPrice: clamp(
            current?.friendsCallPrice ?? start,
            config.friendsCallPriceMin,
            config.friendsCallPriceMax,
          ),
        });
      }
      return { row: decided, changed: true };
    });
    if (outcome.changed) {
      await this.tellApplication({
        userId: outcome.row.userId,
        applicationId: outcome.row.id,
        decision: status,
        reason: outcome.row.reason,
        reapplyAt: reapplyAtOf(outcome.row),
      });
    }
    const [view] = await this.adminApplicationViews([outcome.row]);
    if (!view) throw new Error('application view missing');
    return view;
  }

  // --------------------------------------------------------------------------------------------- settings

  async settingsPage(userId: number): Promise<HostSettingsPage> {
    const { repo } = this.deps;
    const [row, config] = await Promise.all([repo.hostSettings(userId), this.config()]);
    if (!row?.isHost) throw new HostError(HostCode.HOSTS_ONLY);
    return { settings: settingsOf(row), bounds: boundsOf(config) };
  }

  async updateSettings(userId: number, input: HostSettingsUpdate): Promise<HostSettingsPage> {
    const { repo } = this.deps;
    const row = await repo.hostSettings(userId);
    if (!row?.isHost) throw new HostError(HostCode.HOSTS_ONLY);
    const config = await this.assertPricesWithinBounds(input);
    const { topic, ...rest } = input;
    const saved = await repo.saveHostSettings(repo.db, userId, {
      ...rest,
      ...(topic === undefined ? {} : { topic }),
    });
    return { settings: settingsOf(saved), bounds: boundsOf(config) };
  }

  /** Throws PRICE_OUT_OF_BOUNDS (naming the field and its bounds) unless both prices keep the bounds. */
  async assertPricesWithinBounds(prices: {
    callPrice: number;
    friendsCallPrice: number;
  }): Promise<HostConfig> {
    const config = await this.config();
    const { callPrice, friendsCallPrice } = prices;
    if (callPrice < config.callPriceMin || callPrice > config.callPriceMax) {
      throw new PriceOutOfBoundsError({
        field: 'callPrice',
        min: config.callPriceMin,
        max: config.callPriceMax,
      });
    }
    if (friendsCallPrice < config.friendsCallPriceMin || friendsCallPrice > config.friendsCallPriceMax) {
      throw new PriceOutOfBoundsError({
        field: 'friendsCallPrice',
        min: config.friendsCallPriceMin,
        max: config.friendsCallPriceMax,
      });
    }
    return config;
  }

  // --------------------------------------------------------------------------------------------- earnings

  async earnings(userId: number): Promise<HostEarnings> {
    const { repo, ledger, clock } = this.deps;
    const settings = await repo.hostSettings(userId);
    if (!settings?.isHost) throw new HostError(HostCode.HOSTS_ONLY);
    const today = utcDayStart(clock.now());
    const since = today - (HOST_EARNINGS_DAYS - 1) * DAY_MS;
    const [rows, balance, onHold, config] = await Promise.all([
      repo.earnings(userId, new Date(since)),
      ledger.balance(userId),
      repo.pendingPoints(userId),
      this.config(),
    ]);
    const days: EarningsDay[] = [];
    const byDay = new Map<string, EarningsDay>();
    for (let i = 0; i < HOST_EARNINGS_DAYS; i++) {
      const day: EarningsDay = { day: utcDayOf(since + i * DAY_MS), total: 0, bySource: {} };
      days.push(day);
      byDay.set(day.day, day);
    }
    const bySource: Record<string, number> = {};
    let total = 0;
    for (const row of rows) {
      const day = byDay.get(row.day);
      // A movement stamped by the database after the clock's today (a test's clock, a skewed node) is left out.
      if (!day) continue;
      day.bySource[row.source] = (day.bySource[row.source] ?? 0) + row.points;
      day.total += row.points;
      bySource[row.source] = (bySource[row.source] ?? 0) + row.points;
      total += row.points;
    }
    return {
      days,
      bySource,
      total,
      points: balance.points,
      onHold,
      available: Math.max(0, balance.points - onHold),
      rate: { pointsPerCurrencyUnit: config.pointsPerCurrencyUnit, currency: config.currency },
      payoutMinimum: config.payoutMinimum,
    };
  }

  // ---------------------------------------------------------------------------------------------- payouts

  async payouts(userId: number, page: number): Promise<Payout[]> {
    return (await this.deps.repo.payoutsOf(userId, page, PAYOUTS_PAGE_SIZE)).map(payoutView);
  }

  /**
   * A payout request of `points`: at least the minimum, at most the available points (the balance minus the
   * points of pending requests). Requests of one host queue on their host settings row, so two at once cannot
   * both take the same points; a repeated key answers the first request.
   */
  async requestPayout(userId: number, input: RequestPayoutBody): Promise<Payout> {
    const { repo, ledger, clock } = this.deps;
    const config = await this.config();
    const row = await repo.db.transaction(async (tx) => {
      const settings = await repo.lockHostSettings(tx, userId);
      if (!settings?.isHost) throw new HostError(HostCode.HOSTS_ONLY);
      const earlier = await repo.payoutByKey(tx, userId, input.requestKey);
      if (earlier) return earlier;
      if (input.points < config.payoutMinimum) throw new HostError(HostCode.PAYOUT_BELOW_MINIMUM);
      const [balance, onHold] = await Promise.all([
        ledger.balance(userId, tx),
        repo.pendingPoints(userId, tx),
      ]);
      if (input.points > balance.points - onHold) throw new HostError(HostCode.PAYOUT_OVER_AVAILABLE);
      return repo.insertPayout(tx, {
        userId,
        points: input.points,
        requestKey: input.requestKey,
        pointsPerCurrencyUnit: config.pointsPerCurrencyUnit,
        currency: config.currency,
        createdAt: clock.date(),
      });
    });
    return payoutView(row);
  }

  async adminPayouts(status: PayoutStatus): Promise<AdminPayout[]> {
    return this.adminPayoutViews(await this.deps.repo.payouts(status));
  }

  /**
   * Marks a payout paid (its points leave the host's point account for system:payouts in one ledger movement
   * keyed `payout:<id>`, in the transaction that records it) or rejects it with a reason (the points are
   * available again). The same decision again answers the payout as it is; the other one is refused.
   */
  async decidePayout(adminId: number, input: DecidePayoutBody): Promise<AdminPayout> {
    const { repo, ledger, clock } = this.deps;
    const reason = input.reason?.trim() ?? '';
    if (input.decision === 'rejected' && reason === '') throw new HostError(HostCode.REASON_REQUIRED);
    const outcome = await ledger.run(async (tx) => {
      const row = await repo.lockPayout(tx, input.id);
      if (!row) throw new HostError(HostCode.PAYOUT_NOT_FOUND);
      if (row.status !== 'pending') {
        if (row.status === input.decision) return { row, changed: false };
        throw new HostError(HostCode.PAYOUT_DECIDED);
      }
      let movementId: string | null = null;
      if (input.decision === 'paid') {
        const key = `payout:${row.id}`;
        movementId = (
          await ledger.payout(tx, { key, userId: row.userId, points: row.points, reference: key })
        ).id;
      }
      const decided = await repo.decidePayout(tx, row.id, {
        status: input.decision,
        reason: input.decision === 'rejected' ? reason : null,
        decidedAt: clock.date(),
        decidedBy: adminId,
        movementId,
      });
      return { row: decided, changed: true };
    });
    if (outcome.changed) {
      await this.tellPayout({
        userId: outcome.row.userId,
        payoutId: outcome.row.id,
        points: outcome.row.points,
        decision: input.decision,
        reason: outcome.row.reason,
      });
    }
    const [view] = await this.adminPayoutViews([outcome.row]);
    if (!view) throw new Error('payout view missing');
    return view;
  }

  // -------------------------------------------------------------------------------------------- internals

  private async adminApplicationViews(rows: HostApplicationRow[]): Promise<AdminHostApplication[]> {
    const now = this.deps.clock.date();
    const facts = await this.deps.repo.applicants([...new Set(rows.map((r) => r.userId))]);
    return rows.map((row) => {
      const who = facts.get(row.userId);
      return {
        ...applicationView(row),
        userId: row.userId,
        userName: who?.nickname ?? `User ${row.userId}`,
        headImg: who?.headImg ?? '',
        age: who?.birthday ? ageOn(who.birthday, now) : null,
        requirements: requirementsOf(who, now),
        decidedBy: row.decidedBy,
      };
    });
  }

  private async adminPayoutViews(rows: HostPayoutRow[]): Promise<AdminPayout[]> {
    const names = await this.deps.repo.userNames([...new Set(rows.map((r) => r.userId))]);
    return rows.map((row) => ({
      ...payoutView(row),
      userId: row.userId,
      userName: names.get(row.userId) ?? `User ${row.userId}`,
      decidedBy: row.decidedBy,
    }));
  }

  /** Listeners run after the decision committed; a failure is logged and never undoes it. */
  private async tellApplication(fact: ApplicationDecided): Promise<void> {
    for (const listener of this.applicationListeners) {
      try {
        await listener(fact);
      } catch (err) {
        this.deps.logger.error({ err, applicationId: fact.applicationId }, 'telling a host decision failed');
      }
    }
  }

  private async tellPayout(fact: PayoutDecided): Promise<void> {
    for (const listener of this.payoutListeners) {
      try {
        await listener(fact);
      } catch (err) {
        this.deps.logger.error({ err, payoutId: fact.payoutId }, 'telling a payout decision failed');
      }
    }
  }
}

function boundsOf(config: HostConfig): HostSettingsPage['bounds'] {
  const { callPriceMin, callPriceMax, friendsCallPriceMin, friendsCallPriceMax } = config;
  return { callPriceMin, callPriceMax, friendsCallPriceMin, friendsCallPriceMax };
}
