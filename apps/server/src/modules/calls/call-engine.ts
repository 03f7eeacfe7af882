import {
  ageOn,
  applyCallAction,
  CallAction,
  CallCode,
  loseConnection,
  OnlineStatus,
  type CallPhase,
  type CallRole,
  type RemoteUserInfo,
  type TaskRule,
} from '@mingle/protocol';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Clock, TimerHandle } from '../../infra/clock';
import { crashPoint } from '../../infra/crash-points';
import type { CallRow } from '../../infra/db/schema';
import type { RealtimeTarget } from '../../realtime/realtime-hub';
import { displayName } from '../accounts/user-info';
import type { FriendsRepo } from '../friends/repo';
import type { PresenceService } from '../presence/service';
import type { Ledger } from '../wallet/ledger';
import { CallBilling, type RunningTotals } from './call-billing';
import { dueAtOf, nextDue } from './call-clock';
import { CallEffects, type CallChange } from './call-effects';
import {
  billingEvent,
  callData,
  otherParty,
  phaseOf,
  receipt,
  roleOf,
  setPhase,
  stateEvent,
} from './call-view';
import { CallError } from './errors';
import { minuteCallSwitch } from './minute-call-switch';
import type { CallsRepo, NewCall } from './repo';

export interface CallEngineDeps {
  repo: CallsRepo;
  /** Head images of the parties (the friends area owns that query). */
  friends: FriendsRepo;
  presence: PresenceService;
  realtime: RealtimeTarget;
  ledger: Ledger;
  config: Pick<Config, 'calls' | 'ice'>;
  logger: Logger;
  clock: Clock;
}

/**
 * How often a connected call checks that both parties are still present. Presence expires 75 s after the last
 * heartbeat, so a call whose parties vanished with their process ends within about two minutes plus the grace.
 */
const LIVENESS_CHECK_MS = 60_000;
/** Calls one sweep looks at; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/** A call that ended, as other areas see it (tasks count calls that carried media and coins spent on them). */
export interface EndedCall {
  roomNum: string;
  callerId: number;
  calleeId: number;
  payerId: number | null;
  /** Coins the payer was charged for the call. */
  coins: number;
  /** Media flowed at some point (the call was not only rung, declined or failed). */
  connected: boolean;
  taskRule: TaskRule;
}

/** Told once per call, after the change that ended it committed; the composition root wires it. */
export type CallEndedListener = (call: EndedCall) => Promise<void>;

export function partyRole(row: CallRow, userId: number): CallRole {
  const role = roleOf(row, userId);
  if (!role) throw new CallError(CallCode.NOT_IN_CALL);
  return role;
}

/** A party whose user row vanished (deleted account) still gets a card, so receipts keep working. */
export function peerOf(peers: Map<number, RemoteUserInfo>, id: number): RemoteUserInfo {
  return peers.get(id) ?? { id, userName: `User ${id}`, headImg: '', age: null, countryId: null };
}

/**
 * How calls change (docs/decisions/015-call-billing.md). Every change of a call happens in one ledger
 * transaction that locks its row (FOR UPDATE) and first catches up on whatever came due (ring window, minute
 * boundary, ...), then applies the change; the parties hear of it after the commit. So two requests crossing on
 * two processes run one after the other and the later one sees the outcome of the first. Timers in this
 * process and a sweep on every process drive the calls nobody acts on.
 */
export class CallEngine {
  private readonly billing: CallBilling;
  private readonly timers = new Map<number, TimerHandle>();
  private readonly running = new Set<Promise<void>>();
  private readonly endedListeners: CallEndedListener[] = [];
  private stopped = false;

  constructor(private readonly deps: CallEngineDeps) {
    this.billing = new CallBilling(deps.ledger, deps.config.calls, deps.logger);
  }

  now(): number {
    return this.deps.clock.now();
  }

  onEnded(listener: CallEndedListener): void {
    this.endedListeners.push(listener);
  }

  /**
   * Inserts the call and marks both people as in it (either already in a live call refuses the whole call),
   * then tells them: the callee's ring bell, both parties' state.
   */
  async open(values: Omit<NewCall, 'dueAt'>, announce: { incoming: boolean }): Promise<CallRow> {
    const { repo } = this.deps;
    // The first deadline: the ring window, or for a call that starts answered, the connect limit.
    const dueAt = values.phase === 'accepted' ? (values.connectBy ?? null) : values.ringEndsAt;
    const row = await repo.db.transaction(async (tx) => {
      const inserted = await repo.insert(tx, { ...values, dueAt });
      const claimed = await repo.claimParties(tx, inserted.id, [inserted.callerId, inserted.calleeId]);
      if (!claimed.includes(inserted.callerId)) throw new CallError(CallCode.ALREADY_IN_CALL);
      if (!claimed.includes(inserted.calleeId)) throw new CallError(CallCode.PEER_BUSY);
      return inserted;
    });
    const fx = new CallEffects();
    Object.assign(fx, { row, incoming: announce.incoming, state: true, busy: row.phase !== 'ringing' });
    await this.flush(fx);
    return row;
  }

  /**
   * The user's last socket closed (on any node). A call not yet carrying media ends at once; a connected one is
   * interrupted: it gets CALL_RECONNECT_GRACE_SECONDS for media to come back (a reload, a network change).
   */
  async partyOffline(userId: number): Promise<void> {
    if (this.stopped) return;
    const { repo } = this.deps;
    const live = await repo.liveCallOf(repo.db, userId);
    if (!live) return;
    await this.change({ id: live.id }, {}, async (c) => {
      const role = roleOf(c.row, userId);
      if (!role) return;
      const state = phaseOf(c.row);
      if (state.phase === 'connected') {
        this.interrupt(c, c.now);
        return;
      }
      // A caller who leaves withdraws; a callee who leaves simply did not answer; an answered call failed.
      const step =
        state.phase === 'ringing' && role === 'caller'
          ? applyCallAction(state, CallAction.CANCEL, 'caller', c.now)
          : applyCallAction(state, CallAction.TIMEOUT, 'system', c.now);
      if (step.ok && step.changed) await this.transition(c, step.state);
    });
  }

  /** Advances one call to now, if no one else holds it at the moment (timers and sweeps). */
  async tick(callId: number): Promise<void> {
    if (this.stopped) return;
    try {
      await this.change({ id: callId }, { skipLocked: true }, async () => undefined);
    } catch (err) {
      this.deps.logger.error({ err, callId }, 'call tick failed');
    }
  }

  /** Every process runs this periodically: calls whose deadline passed, wherever they were started. */
  async sweep(): Promise<void> {
    if (this.stopped) return;
    const { repo } = this.deps;
    const ids = await repo.dueCallIds(repo.db, new Date(this.now()), SWEEP_BATCH);
    for (const id of ids) {
      if (this.stopped) return;
      await this.tick(id);
    }
  }

  /** Stops timers and waits for the changes they started, before the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) this.deps.clock.clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  // --------------------------------------------------------------------------------------------- internals

  /**
   * One change of one call: lock the row, catch up on what came due, run `work`, save, and after the commit
   * tell the parties. Undefined when there is no such call (or, with skipLocked, someone else holds it).
   */
  async change<T>(
    key: { roomNum: string } | { id: number },
    options: { skipLocked?: boolean; party?: number },
    work: (c: CallChange) => Promise<T>,
  ): Promise<{ row: CallRow; result: T } | undefined> {
    const { repo, ledger } = this.deps;
    const out = await ledger.run(async (tx) => {
      const row = await repo.lock(tx, key, options.skipLocked);
      if (!row) return undefined;
      if (options.party !== undefined) partyRole(row, options.party);
      const before = JSON.stringify(row);
      const c: CallChange = { tx, row, fx: new CallEffects(), now: this.now() };
      await this.advance(c);
      const result = await work(c);
      row.dueAt = dueAtOf(row);
      if (JSON.stringify(row) !== before) await repo.save(tx, row);
      c.fx.row = structuredClone(row);
      return { fx: c.fx, row: c.fx.row, result };
    });
    if (!out) return undefined;
    await this.flush(out.fx);
    return out;
  }

  /** Everything that came due on the call, in time order, each at its own time (not at "now"). */
  private async advance(c: CallChange): Promise<void> {
    for (;;) {
      const due = nextDue(c.row);
      if (!due || due.at.getTime() > c.now) return;
      switch (due.kind) {
        case 'ring':
        case 'connect':
          await this.endBySystem(c, CallAction.TIMEOUT, due.at);
          break;
        case 'billingStart':
          await this.startBilling(c, due.at);
          break;
        case 'minute':
          if (!(await this.billing.minuteEnded(c))) await this.endBySystem(c, CallAction.HANGUP, due.at);
          break;
        case 'lowBalance':
          if (await this.billing.canPayNext(c)) {
            c.row.lowBalanceEndsAt = null;
            c.fx.noteBilling(c.row);
          } else {
            await this.endBySystem(c, CallAction.HANGUP, due.at);
          }
          break;
        case 'offline': {
          // Media did not come back in time (nobody reported it flowing): the call ends as lost.
          const step = loseConnection(phaseOf(c.row), due.at.getTime());
          if (step.ok && step.changed) await this.transition(c, step.state);
          break;
        }
        case 'liveness':
          await this.checkPresence(c, due.at);
          break;
      }
    }
  }

  /** Applies a new machine state and what goes with it: deadlines, billing, releasing the parties. */
  async transition(c: CallChange, next: CallPhase): Promise<void> {
    const { row, fx } = c;
    setPhase(row, next);
    fx.state = true;
    switch (next.phase) {
      case 'accepted':
        row.connectBy = new Date(next.answeredAt + this.deps.config.calls.connectTimeoutSeconds * 1000);
        fx.busy = true;
        break;
      case 'connected': {
        row.connectBy = null;
        row.livenessCheckAt = new Date(next.connectedAt + LIVENESS_CHECK_MS);
        fx.busy = true;
        if (!this.billing.isPaid(row)) break;
        const startsAt = new Date(next.connectedAt + row.billingDelaySeconds * 1000);
        row.billingStartsAt = startsAt;
        if (startsAt.getTime() <= c.now) await this.startBilling(c, startsAt);
        break;
      }
      case 'ended':
        if (row.interruptedAt !== null) {
          // An interruption ends with the call: its time was no media either.
          row.interruptedMs += Math.max(0, next.endedAt - row.interruptedAt.getTime());
          row.interruptedAt = null;
        }
        await this.billing.settle(c);
        crashPoint('call:settling');
        row.connectBy = null;
        row.lowBalanceEndsAt = null;
        row.offlineEndsAt = null;
        row.livenessCheckAt = null;
        row.upgradeRequestedBy = null;
        await this.deps.repo.releaseParties(c.tx, row.id);
        fx.ended = true;
        break;
    }
  }

  private async endBySystem(c: CallChange, action: CallAction, at: Date): Promise<void> {
    const step = applyCallAction(phaseOf(c.row), action, 'system', at.getTime());
    if (step.ok && step.changed) await this.transition(c, step.state);
  }

  /**
   * The first minute is due. A payer who cannot pay it ends the call there, except in a match call whose
   * switch does not demand enough coins: that call simply stays free.
   */
  private async startBilling(c: CallChange, at: Date): Promise<void> {
    if (await this.billing.start(c, at)) return;
    const { row } = c;
    if (row.source === 'match' && !minuteCallSwitch(this.deps.config).enough) {
      Object.assign(row, {
        payerId: null,
        hostId: null,
        pricePerMinute: 0,
        taskRule: 'free',
        billingStartsAt: null,
      });
      return;
    }
    c.fx.billing = { lowBalance: true, endsAt: at };
    await this.endBySystem(c, CallAction.HANGUP, at);
  }

  /**
   * Now and then during a connected call: a party whose presence lapsed (their process died, so no socket close
   * was ever seen) interrupts the call, like a party whose last socket closed.
   */
  private async checkPresence(c: CallChange, at: Date): Promise<void> {
    if (await this.bothPresent(c.row)) {
      c.row.livenessCheckAt = new Date(at.getTime() + LIVENESS_CHECK_MS);
      return;
    }
    this.interrupt(c, at.getTime());
  }

  /**
   * Media stopped (docs/decisions/021-calls-survive.md): the billing clock stands still from `at`, both sides
   * hear of it (and a side still seeing media says so, which resumes it), and the call ends as lost unless media
   * is reported flowing within the grace. Only a connected call can be interrupted; a repeat changes nothing.
   */
  interrupt(c: CallChange, at: number): void {
    const { row } = c;
    if (row.phase !== 'connected' || row.interruptedAt !== null) return;
    row.interruptedAt = new Date(at);
    row.offlineEndsAt = new Date(at + this.deps.config.calls.reconnectGraceSeconds * 1000);
    row.livenessCheckAt = null;
    c.fx.state = true;
  }

  /**
   * Media flows again: every billing deadline moves on by the length of the interruption, so the minute in
   * progress is exactly as long in media as any other, and the interruption is neither billed nor counted.
   */
  resume(c: CallChange): void {
    const { row } = c;
    if (row.phase !== 'connected' || row.interruptedAt === null) return;
    const since = row.interruptedAt.getTime();
    const pause = Math.max(0, c.now - since);
    const later = (d: Date | null): Date | null => (d === null ? null : new Date(d.getTime() + pause));
    // The start moves too, even when long past: the minute held is numbered by its distance from it.
    row.billingStartsAt = later(row.billingStartsAt);
    row.nextMinuteAt = later(row.nextMinuteAt);
    row.lowBalanceEndsAt = later(row.lowBalanceEndsAt);
    row.interruptedMs += pause;
    row.interruptedAt = null;
    row.offlineEndsAt = null;
    row.livenessCheckAt = new Date(c.now + LIVENESS_CHECK_MS);
    c.fx.state = true;
    c.fx.busy = true;
    if (row.nextMinuteAt !== null) c.fx.noteBilling(row);
  }

  /** Coins and points of the call so far, the held minute included (what both sides are shown). */
  totals(row: CallRow): RunningTotals {
    return this.billing.totals(row);
  }

  private async bothPresent(row: CallRow): Promise<boolean> {
    const { presence } = this.deps;
    const statuses = await Promise.all([presence.ownStatus(row.callerId), presence.ownStatus(row.calleeId)]);
    return statuses.every((s) => s !== OnlineStatus.OFFLINE);
  }

  /** remoteUserInfo of spec §3 for these users. */
  async peers(userIds: readonly number[]): Promise<Map<number, RemoteUserInfo>> {
    const { repo, friends } = this.deps;
    const ids = [...new Set(userIds)];
    const [rows, heads] = await Promise.all([repo.parties(repo.db, ids), friends.headImages(ids)]);
    const today = new Date(this.now());
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          userName: displayName(r),
          headImg: heads.get(r.id) ?? '',
          age: r.birthday ? ageOn(r.birthday, today) : null,
          countryId: r.countryId,
        },
      ]),
    );
  }

  /** After the commit: events to both parties, presence, and this process's timer for the call. */
  private async flush(fx: CallEffects): Promise<void> {
    const row = fx.row;
    if (!row) return;
    this.schedule(row);
    const { realtime, logger } = this.deps;
    const parties: [CallRole, number][] = [
      ['caller', row.callerId],
      ['callee', row.calleeId],
    ];
    try {
      const peers = fx.incoming || fx.ended ? await this.peers([row.callerId, row.calleeId]) : undefined;
      if (fx.incoming && peers) {
        realtime.emitToUser(
          row.calleeId,
          'call:incoming',
          callData(row, 'callee', peerOf(peers, row.callerId), this.now(), this.billing.totals(row)),
        );
      }
      if (fx.billing) {
        const event = billingEvent(row, this.billing.totals(row), fx.billing.lowBalance, fx.billing.endsAt);
        for (const id of new Set([row.payerId, row.hostId]))
          if (id !== null) realtime.emitToUser(id, 'call:billing', event);
      }
      for (const [role, id] of parties) {
        if (fx.state) realtime.emitToUser(id, 'call:state', stateEvent(row, role));
        if (fx.upgrade) realtime.emitToUser(id, 'call:upgrade', { roomNum: row.roomNum, ...fx.upgrade });
        if (fx.ended && peers) {
          realtime.emitToUser(id, 'call:receipt', receipt(row, role, peerOf(peers, otherParty(row, id))));
        }
      }
      if (fx.ended) await Promise.all(parties.map(([, id]) => this.presenceAfterCall(id)));
      else if (fx.busy) await Promise.all(parties.map(([, id]) => this.presenceInCall(id)));
    } catch (err) {
      logger.warn({ err, roomNum: row.roomNum }, 'call events not sent');
    }
    if (fx.ended) await this.tellEnded(row);
  }

  private async tellEnded(row: CallRow): Promise<void> {
    const ended: EndedCall = {
      roomNum: row.roomNum,
      callerId: row.callerId,
      calleeId: row.calleeId,
      payerId: row.payerId,
      coins: row.coins,
      connected: row.connectedAt !== null,
      taskRule: row.taskRule as TaskRule,
    };
    for (const listener of this.endedListeners) {
      try {
        await listener(ended);
      } catch (err) {
        // The call's outcome stands whatever a listener does with the news.
        this.deps.logger.warn({ err, roomNum: row.roomNum }, 'call-ended listener failed');
      }
    }
  }

  /** Busy (spec §3 status 1) while in a call, for others' status lookups; invisible users stay invisible. */
  private async presenceInCall(userId: number): Promise<void> {
    const { presence } = this.deps;
    if ((await presence.ownStatus(userId)) === OnlineStatus.ONLINE)
      await presence.setStatus(userId, OnlineStatus.BUSY);
  }

  private async presenceAfterCall(userId: number): Promise<void> {
    await this.deps.presence.leaveBusy(userId);
  }

  /** This process's timer for the call's next deadline; the sweep covers calls whose process went away. */
  private schedule(row: CallRow): void {
    const existing = this.timers.get(row.id);
    if (existing) this.deps.clock.clearTimeout(existing);
    this.timers.delete(row.id);
    if (this.stopped || row.dueAt === null || row.phase === 'ended') return;
    const timer = this.deps.clock.setTimeout(
      () => {
        this.timers.delete(row.id);
        const run = this.tick(row.id).finally(() => this.running.delete(run));
        this.running.add(run);
        return run;
      },
      Math.max(0, row.dueAt.getTime() - this.now()),
    );
    this.timers.set(row.id, timer);
  }
}
