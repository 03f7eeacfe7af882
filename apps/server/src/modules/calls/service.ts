import { randomBytes } from 'node:crypto';
import {
  applyCallAction,
  CallAction,
  CallCode,
  isSkippedWithoutRoom,
  MATCHING_FLOW,
  OnlineStatus,
  type CallData,
  type CallMedia,
  type CallRole,
  type CallReceipt,
  type CallSignal,
  type CallSource,
  type HostSettings,
  type HostSettingsBody,
  type IceConfig,
  type PriceInfo,
  type RoomNumBody,
} from '@mingle/protocol';
import type { CallRow } from '../../infra/db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import type { SocialGuard } from '../blocks/social-guard';
import { InsufficientCoinsError } from '../wallet/errors';
import type { CallAccess, HostPriceBounds } from './call-access';
import { CallEngine, partyRole, peerOf, type CallEndedListener, type CallEngineDeps } from './call-engine';
import type { CallStarter, MatchCallStart } from './call-starter';
import {
  callData,
  isLive,
  otherParty,
  ownerTabOf,
  phaseOf,
  receipt,
  roleOf,
  setOwnerTab,
  videoTime,
} from './call-view';
import { CallError } from './errors';
import { iceServersFor } from './ice-servers';
import { minuteCallSwitch } from './minute-call-switch';
import { hostSettingsOf, priceFor, refusesCaller, taskRuleFor } from './pricing';

export interface CallServiceDeps extends CallEngineDeps {
  social: SocialGuard;
  access: CallAccess;
  /** The operator's price bounds, kept by updateHostSettings as by the hosts' own settings page. */
  priceBounds: HostPriceBounds;
}

export interface LaunchInput {
  matchUserId: number;
  media: CallMedia;
  source: CallSource;
  location?: number | undefined;
  /** The caller's tab, which owns the caller's side from the start. */
  tabId?: string | undefined;
}

/** Actions that only the tab owning this side of the call may send: the ones that run its media. */
const TAB_BOUND_ACTIONS: ReadonlySet<CallAction> = new Set([
  CallAction.ANSWER,
  CallAction.NOTIFY_JOIN,
  CallAction.NOTIFY_START,
]);

/**
 * One tab owns each side of a call (docs/decisions/021-calls-survive.md): the first tab that answers, joins or
 * reports media takes the side, and any other tab is refused (two tabs answering at once: the first answer's
 * change holds the row lock, so the second finds the side taken). Requests without a tab id (clients without
 * tabs) are never refused. True when this request took the side.
 */
function claimTab(row: CallRow, role: CallRole, tabId: string | undefined): boolean {
  if (tabId === undefined) return false;
  const owner = ownerTabOf(row, role);
  if (owner === tabId) return false;
  if (owner !== null) throw new CallError(CallCode.IN_OTHER_TAB);
  setOwnerTab(row, role, tabId);
  return true;
}

/**
 * Notes that this party joined the room. Joining again (a reloaded page, another tab taking over) starts a new
 * media connection: the epoch goes up and both browsers negotiate afresh. True when it did.
 */
function rejoined(row: CallRow, role: CallRole): boolean {
  const bit = role === 'caller' ? 1 : 2;
  if ((row.joinedParties & bit) === 0) {
    row.joinedParties |= bit;
    return false;
  }
  row.mediaEpoch += 1;
  return true;
}

/** How many receipts the list answers (newest first). */
const RECEIPTS_LIMIT = 50;

const newRoomNum = (): string => randomBytes(16).toString('base64url');

function roomNumOf(value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '' || value === 0) return undefined;
  return String(value);
}

/**
 * 1:1 calls (spec §4, §7.1): what the routes, the gateway and matching ask of calls. Every change goes through
 * the CallEngine (one locked transaction per change, deadlines kept in the database, billing through the ledger).
 */
export class CallService implements CallStarter {
  private readonly engine: CallEngine;

  constructor(private readonly deps: CallServiceDeps) {
    this.engine = new CallEngine(deps);
  }

  // ------------------------------------------------------------------------------------------------ launch

  /** Rings another user (spec §7.1 launch); `friendsOnly` is the friend video call's rule. */
  async launch(callerId: number, input: LaunchInput, friendsOnly = false): Promise<CallData> {
    const { repo, social, presence } = this.deps;
    const calleeId = input.matchUserId;
    if (calleeId === callerId) throw new CallError(CallCode.CANNOT_CALL_SELF);
    const peers = await this.engine.peers([calleeId]);
    const callee = peers.get(calleeId);
    if (!callee) throw new NotFoundError('This user does not exist.');
    await social.assertNotBlocked(callerId, calleeId);
    const friends = await social.areFriends(callerId, calleeId);
    if (friendsOnly && !friends) throw new CallError(CallCode.NOT_FRIENDS);
    const status = await presence.ownStatus(calleeId);
    // An invisible user looks offline to everyone; calling them must not reveal otherwise.
    if (status === OnlineStatus.OFFLINE || status === OnlineStatus.INVISIBLE) {
      throw new CallError(CallCode.PEER_OFFLINE);
    }
    const busy = await repo.busyAmong(repo.db, [callerId, calleeId]);
    if (busy.has(callerId)) throw new CallError(CallCode.ALREADY_IN_CALL);
    if (busy.has(calleeId)) throw new CallError(CallCode.PEER_BUSY);
    const host = hostSettingsOf(await repo.hostSettings(repo.db, calleeId));
    if (await this.refuses(host, callerId, calleeId, friends)) throw new CallError(CallCode.FRIENDS_ONLY);
    const price = priceFor(host, friends);
    // The first minute must be payable before anyone's phone rings; it is held once media flows.
    if (price > 0 && (await this.deps.ledger.balance(callerId)).coins < price) {
      throw new InsufficientCoinsError();
    }
    // Last, so that an invitation refused for another reason does not count toward the limits.
    await this.deps.access.checkInvitation({
      callerId,
      calleeId,
      source: input.source,
      location: input.location,
    });
    const now = this.engine.now();
    const row = await this.engine.open(
      {
        roomNum: newRoomNum(),
        callerId,
        calleeId,
        media: input.media,
        source: input.source,
        location: input.location ?? null,
        relation: friends ? 1 : 0,
        phase: 'ringing',
        payerId: price > 0 ? callerId : null,
        hostId: price > 0 ? calleeId : null,
        pricePerMinute: price,
        taskRule: taskRuleFor(price),
        startedAt: new Date(now),
        ringEndsAt: new Date(now + this.deps.config.calls.ringSeconds * 1000),
        callerTab: input.tabId ?? null,
      },
      { incoming: true },
    );
    return callData(row, 'caller', callee, now, this.engine.totals(row));
  }

  /** Both accepted the matched pop-up: the call starts answered, free unless the minute-call switch applies. */
  async startMatchCall(input: {
    matchId: string;
    callerId: number;
    calleeId: number;
  }): Promise<MatchCallStart> {
    const { repo, social } = this.deps;
    const { matchId, callerId, calleeId } = input;
    const existing = await repo.byMatchId(repo.db, matchId);
    if (existing) return this.matchCallStart(existing);
    // The queue avoided blocked pairs when it matched them; a block made while the pop-up was open still counts.
    await social.assertNotBlocked(callerId, calleeId);
    const [hostA, hostB, friends] = await Promise.all([
      repo.hostSettings(repo.db, callerId).then(hostSettingsOf),
      repo.hostSettings(repo.db, calleeId).then(hostSettingsOf),
      social.areFriends(callerId, calleeId),
    ]);
    const sw = minuteCallSwitch(this.deps.config);
    const priceA = priceFor(hostA, friends);
    const priceB = priceFor(hostB, friends);
    // Exactly one side with a price: the other pays after the switch time. Two hosts meet for free.
    const paid = !sw.show
      ? undefined
      : priceB > 0 && priceA === 0
        ? { payerId: callerId, hostId: calleeId, price: priceB }
        : priceA > 0 && priceB === 0
          ? { payerId: calleeId, hostId: callerId, price: priceA }
          : undefined;
    const now = this.engine.now();
    let row: CallRow;
    try {
      row = await this.engine.open(
        {
          roomNum: newRoomNum(),
          callerId,
          calleeId,
          media: 'video',
          source: 'match',
          location: MATCHING_FLOW.locations[0],
          matchId,
          relation: friends ? 1 : 0,
          phase: 'accepted',
          payerId: paid?.payerId ?? null,
          hostId: paid?.hostId ?? null,
          pricePerMinute: paid?.price ?? 0,
          taskRule: taskRuleFor(paid?.price ?? 0),
          billingDelaySeconds: paid ? sw.time : 0,
          startedAt: new Date(now),
          ringEndsAt: new Date(now),
          answeredAt: new Date(now),
          connectBy: new Date(now + this.deps.config.calls.connectTimeoutSeconds * 1000),
        },
        { incoming: false },
      );
    } catch (err) {
      // Both accepts crossing: the other one created the call first.
      const first = await repo.byMatchId(repo.db, matchId);
      if (first) return this.matchCallStart(first);
      throw err;
    }
    return this.matchCallStart(row);
  }

  /** The match call as each side sees it, so both go straight into the call ('match:accepted'). */
  private async matchCallStart(row: CallRow): Promise<MatchCallStart> {
    const [caller, callee] = await Promise.all([this.view(row, row.callerId), this.view(row, row.calleeId)]);
    return {
      roomNum: row.roomNum,
      calls: new Map([
        [row.callerId, caller],
        [row.calleeId, callee],
      ]),
    };
  }

  /** Other areas hear of every ended call without this module knowing them (tasks count calls, context.ts). */
  onCallEnded(listener: CallEndedListener): void {
    this.engine.onEnded(listener);
  }

  async activeCallOf(userId: number): Promise<string | null> {
    const { repo } = this.deps;
    return (await repo.liveCallOf(repo.db, userId))?.roomNum ?? null;
  }

  /** The user's live call as they see it: a reloaded page or another tab finds it here. */
  async live(userId: number): Promise<CallData | null> {
    const { repo } = this.deps;
    const row = await repo.liveCallOf(repo.db, userId);
    return row ? this.view(row, userId) : null;
  }

  // ----------------------------------------------------------------------------------------------- actions

  /**
   * One action of spec §4 by a party. Actions 2, 3, 5, 6, 7 without a roomNum change nothing (null); the
   * answer is the call as this party now sees it.
   */
  async act(userId: number, action: CallAction, body: RoomNumBody): Promise<CallData | null> {
    if (isSkippedWithoutRoom(action, body.roomNum)) return null;
    const roomNum = roomNumOf(body.roomNum);
    if (!roomNum) throw new ValidationError('roomNum: required');
    const out = await this.engine.change({ roomNum }, { party: userId }, async (c) => {
      const role = partyRole(c.row, userId);
      // The other tabs hear who took the call, and stop ringing or showing it.
      if (TAB_BOUND_ACTIONS.has(action) && claimTab(c.row, role, body.tabId)) c.fx.state = true;
      if (action === CallAction.NOTIFY_JOIN && rejoined(c.row, role)) c.fx.state = true;
      this.recordRingCancel(c.row, userId, action, body);
      const step = applyCallAction(phaseOf(c.row), action, role, c.now);
      if (!step.ok) throw new CallError(CallCode.NOT_YOUR_ACTION);
      if (step.changed) await this.engine.transition(c, step.state);
      // Media flowing on a call that was interrupted: it goes on, and so does its billing clock.
      else if (action === CallAction.NOTIFY_START) this.engine.resume(c);
    });
    if (!out) throw new CallError(CallCode.CALL_NOT_FOUND);
    return this.view(out.row, userId);
  }

  /** This side's media stopped: the call pauses (CallEngine.interrupt) until either side sees media again. */
  async interrupted(userId: number, roomNum: string, tabId: string | undefined): Promise<CallData> {
    const out = await this.engine.change({ roomNum }, { party: userId }, async (c) => {
      claimTab(c.row, partyRole(c.row, userId), tabId);
      this.engine.interrupt(c, c.now);
    });
    if (!out) throw new CallError(CallCode.CALL_NOT_FOUND);
    return this.view(out.row, userId);
  }

  /**
   * Moves this user's side of a live call to the tab asking, on purpose ('Continue here'): the tab that had it
   * hears so and lets go of its media, and the other party's browser negotiates afresh with the new one.
   */
  async claim(userId: number, roomNum: string, tabId: string): Promise<CallData> {
    const out = await this.engine.change({ roomNum }, { party: userId }, async (c) => {
      if (!isLive(c.row)) throw new CallError(CallCode.CALL_NOT_FOUND);
      const role = partyRole(c.row, userId);
      if (ownerTabOf(c.row, role) === tabId) return;
      setOwnerTab(c.row, role, tabId);
      c.fx.state = true;
    });
    if (!out) throw new CallError(CallCode.CALL_NOT_FOUND);
    return this.view(out.row, userId);
  }

  async info(userId: number, roomNum: string): Promise<CallData> {
    return this.view(await this.partyCall(userId, roomNum), userId);
  }

  /** The friend video call: friends only, at the friends price; a known roomId answers that call again. */
  async friendVideo(
    userId: number,
    input: { matchUserId: number; roomId?: string | number | null | undefined; tabId?: string | undefined },
  ): Promise<CallData> {
    const roomNum = roomNumOf(input.roomId);
    if (!roomNum) {
      const launch = {
        matchUserId: input.matchUserId,
        media: 'video',
        source: 'friend',
        tabId: input.tabId,
      } as const;
      return this.launch(userId, launch, true);
    }
    const row = await this.partyCall(userId, roomNum);
    if (otherParty(row, userId) !== input.matchUserId || !isLive(row)) {
      throw new CallError(CallCode.CALL_NOT_FOUND);
    }
    return this.view(row, userId);
  }

  /** A party reports the seconds of video it saw (users/videos); never more than the call has lasted. */
  async reportVideoTime(
    userId: number,
    matchId: string | undefined,
    input: { matchUserId: number; roomId: string | number; videoTime: number },
  ): Promise<{ roomNum: string; videoTime: number }> {
    const roomNum = String(input.roomId);
    if (matchId !== undefined && matchId !== roomNum)
      throw new ValidationError('matchId: must be the roomId');
    const out = await this.engine.change({ roomNum }, { party: userId }, async (c) => {
      if (input.matchUserId !== otherParty(c.row, userId)) {
        throw new ValidationError('matchUserId: not the other party of this call');
      }
      const seconds = Math.min(input.videoTime, videoTime(c.row, c.now));
      if (partyRole(c.row, userId) === 'caller') {
        c.row.callerVideoSeconds = Math.max(c.row.callerVideoSeconds ?? 0, seconds);
      } else {
        c.row.calleeVideoSeconds = Math.max(c.row.calleeVideoSeconds ?? 0, seconds);
      }
      return seconds;
    });
    if (!out) throw new CallError(CallCode.CALL_NOT_FOUND);
    return { roomNum, videoTime: out.result };
  }

  /** Voice to video: either party asks, the other accepts or declines (the asker may withdraw). */
  async upgrade(
    userId: number,
    roomNum: string,
    answer: 'request' | 'accept' | 'decline',
  ): Promise<CallData> {
    const out = await this.engine.change({ roomNum }, { party: userId }, async (c) => {
      const { row, fx } = c;
      if (row.phase === 'ended') throw new CallError(CallCode.CALL_NOT_FOUND);
      if (answer === 'request') {
        if (row.media === 'video' || row.upgradeRequestedBy !== null) return;
        row.upgradeRequestedBy = userId;
        fx.upgrade = { state: 'requested', byUserId: userId };
        return;
      }
      if (row.upgradeRequestedBy === null) {
        // Accepting what already happened is a harmless repeat; anything else answers a question nobody asked.
        if (answer === 'accept' && row.media === 'video') return;
        throw new CallError(CallCode.NOT_YOUR_ACTION);
      }
      if (answer === 'accept') {
        if (row.upgradeRequestedBy === userId) throw new CallError(CallCode.NOT_YOUR_ACTION);
        row.media = 'video';
        fx.state = true;
      }
      row.upgradeRequestedBy = null;
      fx.upgrade = { state: answer === 'accept' ? 'accepted' : 'declined', byUserId: userId };
    });
    if (!out) throw new CallError(CallCode.CALL_NOT_FOUND);
    return this.view(out.row, userId);
  }

  /** STUN/TURN for a party of a live call only: a TURN credential is never minted for anyone else. */
  async iceServers(userId: number, roomNum: string, relayOnly: boolean): Promise<IceConfig> {
    const { repo } = this.deps;
    const row = await repo.byRoomNum(repo.db, roomNum);
    if (!row || !roleOf(row, userId) || !isLive(row)) throw new CallError(CallCode.NOT_IN_CALL);
    return iceServersFor(this.deps.config.ice, userId, relayOnly, this.engine.now());
  }

  /** Relays an SDP description or ICE candidate to the other party of an answered call, and to no one else. */
  async relaySignal(userId: number, signal: CallSignal): Promise<void> {
    const { repo } = this.deps;
    const row = await repo.byRoomNum(repo.db, signal.roomNum);
    if (!row || !roleOf(row, userId) || (row.phase !== 'accepted' && row.phase !== 'connected')) {
      throw new CallError(CallCode.NOT_IN_CALL);
    }
    this.deps.realtime.emitToUser(otherParty(row, userId), 'call:signal', { ...signal, fromUserId: userId });
  }

  // ------------------------------------------------------------------------------------- prices and hosts

  /** getPriceAndCurrentCoinAndUserInfo: what calling this user costs, the own coins and who they are. */
  async priceInfo(userId: number, matchUserId: number): Promise<PriceInfo> {
    const { repo, social } = this.deps;
    if (matchUserId === userId) throw new CallError(CallCode.CANNOT_CALL_SELF);
    const userInfo = (await this.engine.peers([matchUserId])).get(matchUserId);
    if (!userInfo) throw new NotFoundError('This user does not exist.');
    await social.assertNotBlocked(userId, matchUserId);
    const [host, friends, balance] = await Promise.all([
      repo.hostSettings(repo.db, matchUserId).then(hostSettingsOf),
      social.areFriends(userId, matchUserId),
      this.deps.ledger.balance(userId),
    ]);
    const pricePerMinute = priceFor(host, friends);
    return {
      pricePerMinute,
      goldNum: balance.coins,
      enough: balance.coins >= pricePerMinute,
      friendsOnly: await this.refuses(host, userId, matchUserId, friends),
      userInfo,
    };
  }

  async hostSettings(userId: number): Promise<HostSettings> {
    const { repo } = this.deps;
    return hostSettingsOf(await repo.hostSettings(repo.db, userId));
  }

  async updateHostSettings(userId: number, input: HostSettingsBody): Promise<HostSettings> {
    const { repo } = this.deps;
    if (!(await this.hostSettings(userId)).isHost) throw new CallError(CallCode.NOT_A_HOST);
    await this.deps.priceBounds.assertPricesWithinBounds(input);
    // A topic left out keeps its value.
    const { topic, ...prices } = input;
    return hostSettingsOf(
      await repo.saveHostSettings(repo.db, userId, { ...prices, ...(topic === undefined ? {} : { topic }) }),
    );
  }

  /** Operators make a host (npm run admin -- set-host); unset prices keep their value or default to 20. */
  async makeHost(userId: number, input: Partial<Omit<HostSettings, 'isHost'>>): Promise<HostSettings> {
    const { repo } = this.deps;
    const current = await this.hostSettings(userId);
    const callPrice = input.callPrice ?? (current.isHost ? current.callPrice : MATCHING_FLOW.normalPrice);
    return hostSettingsOf(
      await repo.saveHostSettings(repo.db, userId, {
        isHost: true,
        callPrice,
        friendsCallPrice: input.friendsCallPrice ?? (current.isHost ? current.friendsCallPrice : callPrice),
        friendsOnly: input.friendsOnly ?? current.friendsOnly,
        topic: input.topic ?? current.topic,
      }),
    );
  }

  // ---------------------------------------------------------------------------------------------- receipts

  async receipts(userId: number): Promise<CallReceipt[]> {
    const { repo } = this.deps;
    const rows = await repo.endedCallsOf(repo.db, userId, RECEIPTS_LIMIT);
    const peers = await this.engine.peers(rows.map((r) => otherParty(r, userId)));
    return rows.map((row) => receipt(row, partyRole(row, userId), peerOf(peers, otherParty(row, userId))));
  }

  async receipt(userId: number, roomNum: string): Promise<CallReceipt> {
    const row = await this.partyCall(userId, roomNum);
    if (isLive(row)) throw new NotFoundError('This call has not ended yet.');
    const peers = await this.engine.peers([otherParty(row, userId)]);
    return receipt(row, partyRole(row, userId), peerOf(peers, otherParty(row, userId)));
  }

  // ------------------------------------------------------------------------------- presence and the clock

  /** The user's last socket closed (on any node); see CallEngine.partyOffline. */
  partyOffline(userId: number): Promise<void> {
    return this.engine.partyOffline(userId);
  }

  /** Advances one call to now (timers, sweeps and tests). */
  tick(callId: number): Promise<void> {
    return this.engine.tick(callId);
  }

  /** Every process runs this periodically (the 'calls.sweep' job, context.ts). */
  sweep(): Promise<void> {
    return this.engine.sweep();
  }

  /** Stops timers and waits for the changes they started, before the database closes. */
  stop(): Promise<void> {
    return this.engine.stop();
  }

  // --------------------------------------------------------------------------------------------- internals

  /** The friends-only rule; whether the caller is a VIP who liked the host is asked only when it matters. */
  private async refuses(host: HostSettings, callerId: number, hostId: number, friends: boolean) {
    if (!refusesCaller(host, friends)) return false;
    return refusesCaller(host, friends, await this.deps.access.vipWhoLiked(callerId, hostId));
  }

  private async partyCall(userId: number, roomNum: string): Promise<CallRow> {
    const { repo } = this.deps;
    const row = await repo.byRoomNum(repo.db, roomNum);
    if (!row) throw new CallError(CallCode.CALL_NOT_FOUND);
    partyRole(row, userId);
    return row;
  }

  /** The ring-cancel report of spec §4 (first one wins), kept for analytics. */
  private recordRingCancel(row: CallRow, userId: number, action: CallAction, body: RoomNumBody): void {
    const { requestType, online, busy, matchFlag, inappFlag, feeType } = body;
    const fields = { requestType, online, busy, matchFlag, inappFlag, feeType };
    if (row.ringCancel !== null || Object.values(fields).every((v) => v === undefined)) return;
    row.ringCancel = { ...fields, byUserId: userId, action };
  }

  private async view(row: CallRow, userId: number): Promise<CallData> {
    const other = otherParty(row, userId);
    const peers = await this.engine.peers([other]);
    return callData(
      row,
      partyRole(row, userId),
      peerOf(peers, other),
      this.engine.now(),
      this.engine.totals(row),
    );
  }
}
