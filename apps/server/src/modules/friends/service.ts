import {
  AddFriendType,
  SocialCode,
  sanitizeUserName,
  type AddFriendInfo,
  type AddFriendResult,
  type FriendInfo,
  type FriendRequest,
  type FriendRequests,
  type FriendState,
  type OnlineNotifyResult,
} from '@mingle/protocol';
import { SocialError } from '../../errors';
import type { SocialLimits } from '../../config';
import { dayCounterTtlMs, utcDayOf, utcDayStart, type Clock } from '../../infra/clock';
import type { KeyValueStore } from '../../infra/kv/key-value-store';
import type { RealtimeTarget } from '../../realtime/realtime-hub';
import { buildUserInfo } from '../accounts/user-info';
import type { UsersRepo } from '../accounts/users-repo';
import type { SocialGuard } from '../blocks/social-guard';
import type { PresenceService } from '../presence/service';
import type { Ledger, LedgerTx } from '../wallet/ledger';
import type { FriendRequestRow, FriendsRepo } from './repo';

export interface FriendsDeps {
  repo: FriendsRepo;
  users: UsersRepo;
  guard: SocialGuard;
  presence: PresenceService;
  realtime: RealtimeTarget;
  kv: KeyValueStore;
  limits: SocialLimits;
  /** Paid additions go through the ledger, in the same transaction as the request. */
  ledger: Ledger;
  clock: Clock;
}

/** Told after a friend request was accepted: the two are friends now (request id, who asked, who accepted). */
export type FriendsMadeListener = (requestId: number, fromUserId: number, toUserId: number) => Promise<void>;

/**
 * Friends (spec §4: request sent -> accepted -> friends). A number of free additions per UTC day, then a coin
 * price per addition, quoted before anything is spent; coins of a request that is declined or withdrawn go back.
 */
export class FriendsService {
  private readonly friendsMadeListeners: FriendsMadeListener[] = [];

  constructor(private readonly deps: FriendsDeps) {}

  /** Other areas react to a new friendship without this module knowing them (tasks count it, context.ts). */
  onFriendsMade(listener: FriendsMadeListener): void {
    this.friendsMadeListeners.push(listener);
  }

  async quote(userId: number, friendUserId: number): Promise<AddFriendInfo> {
    await this.assertCanReach(userId, friendUserId);
    const state = await this.stateBetween(userId, friendUserId);
    const { freeFriendAddsPerDay, friendAddPrice } = this.deps.limits;
    const used = await this.deps.repo.freeAddsSince(this.deps.repo.db, userId, this.todayStart());
    const times = Math.max(0, freeFriendAddsPerDay - used);
    const price = state === 'none' && times === 0 ? friendAddPrice : 0;
    return {
      friendId: friendUserId,
      type: price > 0 ? AddFriendType.PAID : AddFriendType.FREE,
      times,
      freePerDay: freeFriendAddsPerDay,
      price,
      state,
    };
  }

  async add(userId: number, friendUserId: number, quotedPrice: number): Promise<AddFriendResult> {
    await this.assertCanReach(userId, friendUserId);
    const { repo } = this.deps;
    if (await repo.areFriends(userId, friendUserId)) throw new SocialError(SocialCode.ALREADY_FRIENDS, 409);
    // They asked first: adding them back is accepting, and costs nothing.
    const incoming = await repo.pendingBetween(friendUserId, userId);
    if (incoming) {
      await this.acceptRequest(incoming);
      return { state: 'friends', friendId: friendUserId, requestId: incoming.id, coins: 0 };
    }
    const existing = await repo.pendingBetween(userId, friendUserId);
    if (existing) return { state: 'requested', friendId: friendUserId, requestId: existing.id, coins: 0 };

    const { ledger } = this.deps;
    const store = async (tx: LedgerTx) => {
      await repo.lockUser(tx, userId);
      const used = await repo.freeAddsSince(tx, userId, this.todayStart());
      const coins = used < this.deps.limits.freeFriendAddsPerDay ? 0 : this.deps.limits.friendAddPrice;
      if (coins !== quotedPrice) throw new SocialError(SocialCode.PRICE_CHANGED, 409);
      const request = await repo.insertRequest(tx, {
        fromUserId: userId,
        toUserId: friendUserId,
        coins,
        createdAt: this.deps.clock.date(),
      });
      if (!request) return undefined;
      if (coins > 0) {
        const movement = await ledger.spend(tx, {
          key: `friend-request:${request.id}`,
          userId,
          coins,
          purpose: 'friend',
          reference: `friend-request:${request.id}`,
        });
        await repo.setMovement(tx, request.id, movement.id);
      }
      return request;
    };
    // The request and its coins (when paid) are stored in one transaction.
    const request = await ledger.run(store);
    if (!request) {
      // A concurrent call stored the same request first: answer that one, nothing was charged twice.
      const winner = await repo.pendingBetween(userId, friendUserId);
      if (!winner) throw new SocialError(SocialCode.REQUEST_NOT_FOUND, 409);
      return { state: 'requested', friendId: friendUserId, requestId: winner.id, coins: 0 };
    }
    const sender = await this.deps.users.byId(userId);
    if (sender) {
      this.deps.realtime.emitToUser(friendUserId, 'friend:request', await this.requestView(request, sender));
    }
    return { state: 'requested', friendId: friendUserId, requestId: request.id, coins: request.coins };
  }

  async requests(userId: number): Promise<FriendRequests> {
    const rows = await this.deps.repo.pendingOf(userId);
    const views = await Promise.all(rows.map(({ request, user }) => this.requestView(request, user)));
    return {
      incoming: views.filter((r) => r.toUserId === userId),
      outgoing: views.filter((r) => r.fromUserId === userId),
    };
  }

  async accept(userId: number, friendUserId: number): Promise<void> {
    const request = await this.deps.repo.pendingBetween(friendUserId, userId);
    if (!request) throw new SocialError(SocialCode.REQUEST_NOT_FOUND, 404);
    await this.deps.guard.assertNotBlocked(userId, friendUserId);
    await this.acceptRequest(request);
  }

  async decline(userId: number, friendUserId: number): Promise<void> {
    const request = await this.deps.repo.pendingBetween(friendUserId, userId);
    if (!request) throw new SocialError(SocialCode.REQUEST_NOT_FOUND, 404);
    if (!(await this.closeWithRefund(request, 'declined'))) {
      throw new SocialError(SocialCode.REQUEST_NOT_FOUND, 404);
    }
  }

  async cancel(userId: number, friendUserId: number): Promise<void> {
    const request = await this.deps.repo.pendingBetween(userId, friendUserId);
    if (!request) throw new SocialError(SocialCode.REQUEST_NOT_FOUND, 404);
    if (!(await this.closeWithRefund(request, 'cancelled'))) {
      throw new SocialError(SocialCode.REQUEST_NOT_FOUND, 404);
    }
  }

  async remove(userId: number, friendUserId: number): Promise<void> {
    const removed = await this.deps.repo.deleteFriendship(this.deps.repo.db, userId, friendUserId);
    if (!removed) throw new SocialError(SocialCode.NOT_FRIENDS, 404);
    this.deps.realtime.emitToUser(userId, 'friend:removed', { friendUserId });
    this.deps.realtime.emitToUser(friendUserId, 'friend:removed', { friendUserId: userId });
  }

  /**
   * Everything between two users ends when one blocks the other: the friendship and open requests (paid ones
   * are refunded). Only the blocker's devices hear about it, so the block is not announced.
   */
  async endAllBetween(blockerId: number, otherId: number): Promise<void> {
    const { repo } = this.deps;
    for (const request of await repo.pendingEitherWay(blockerId, otherId)) {
      // A request closed meanwhile by its other side needs nothing more.
      await this.closeWithRefund(request, 'cancelled', blockerId);
    }
    if (await repo.deleteFriendship(repo.db, blockerId, otherId)) {
      this.deps.realtime.emitToUser(blockerId, 'friend:removed', { friendUserId: otherId });
    }
  }

  async setAlias(userId: number, friendUserId: number, alias: string): Promise<void> {
    // Stored names are sanitised (spec §5), aliases included.
    const value = alias === '' ? null : sanitizeUserName(alias);
    if (!(await this.deps.repo.setAlias(userId, friendUserId, value))) {
      throw new SocialError(SocialCode.NOT_FRIENDS, 404);
    }
  }

  async list(userId: number): Promise<FriendInfo[]> {
    const rows = await this.deps.repo.list(userId);
    const ids = rows.map((r) => r.user.id);
    const [statuses, heads] = await Promise.all([
      this.deps.presence.publicStatuses(ids),
      this.deps.repo.headImages(ids),
    ]);
    const now = this.deps.clock.date();
    return Promise.all(
      rows.map(async ({ side, user }, i) => ({
        ...(await buildUserInfo(this.deps.users, user, false, now)),
        alias: side.alias,
        onlineStatus: statuses[i] ?? 0,
        since: side.createdAt.getTime(),
        notifyOnline: side.notifyOnline,
        headImg: heads.get(user.id) ?? '',
      })),
    );
  }

  /** Turning the notice on for a friend counts against a daily limit; turning it off is always possible. */
  async setOnlineNotify(userId: number, friendUserId: number, enabled: boolean): Promise<OnlineNotifyResult> {
    const side = await this.deps.repo.side(userId, friendUserId);
    if (!side) throw new SocialError(SocialCode.NOT_FRIENDS, 404);
    const limit = this.deps.limits.friendOnlineNotifyPerDay;
    const now = this.deps.clock.now();
    const counter = `social:notify-on:${userId}:${utcDayOf(now)}`;
    let used = Number(await this.deps.kv.get(counter)) || 0;
    if (enabled && !side.notifyOnline) {
      used = await this.deps.kv.increment(counter, dayCounterTtlMs(now));
      if (used > limit) throw new SocialError(SocialCode.FRIEND_ONLINE_NOTIFY_LIMIT, 429);
    }
    if (enabled !== side.notifyOnline) await this.deps.repo.setNotifyOnline(userId, friendUserId, enabled);
    return { friendUserId, enabled, remainingToday: Math.max(0, limit - used) };
  }

  /** Free additions are counted per UTC day. */
  private todayStart(): Date {
    return new Date(utcDayStart(this.deps.clock.now()));
  }

  private async assertCanReach(userId: number, otherId: number): Promise<void> {
    if (userId === otherId) throw new SocialError(SocialCode.CANNOT_ADD_SELF);
    if (!(await this.deps.users.byId(otherId))) throw new SocialError(SocialCode.USER_NOT_FOUND, 404);
    await this.deps.guard.assertNotBlocked(userId, otherId);
  }

  private async stateBetween(userId: number, otherId: number): Promise<FriendState> {
    const { repo } = this.deps;
    if (await repo.areFriends(userId, otherId)) return 'friends';
    if (await repo.pendingBetween(userId, otherId)) return 'requested';
    if (await repo.pendingBetween(otherId, userId)) return 'incoming';
    return 'none';
  }

  private async acceptRequest(request: FriendRequestRow): Promise<void> {
    const { repo } = this.deps;
    const accepted = await repo.db.transaction(async (tx) => {
      const row = await repo.resolve(tx, request.id, 'accepted', this.deps.clock.date());
      if (row) await repo.insertFriendship(tx, request.fromUserId, request.toUserId);
      return row;
    });
    if (!accepted) throw new SocialError(SocialCode.REQUEST_NOT_FOUND, 404);
    this.deps.realtime.emitToUser(request.fromUserId, 'friend:accepted', { friendUserId: request.toUserId });
    this.deps.realtime.emitToUser(request.toUserId, 'friend:accepted', { friendUserId: request.fromUserId });
    for (const listener of this.friendsMadeListeners) {
      await listener(request.id, request.fromUserId, request.toUserId);
    }
  }

  /**
   * Closes an open request, refunding a paid one in the same transaction; false when it was no longer open.
   * `onlyTell` limits the event to one side (a block must not be announced to the blocked user).
   */
  private async closeWithRefund(
    request: FriendRequestRow,
    status: 'declined' | 'cancelled',
    onlyTell?: number,
  ): Promise<boolean> {
    const { repo, ledger } = this.deps;
    const close = async (tx: LedgerTx) => {
      const row = await repo.resolve(tx, request.id, status, this.deps.clock.date());
      if (row?.movementId) {
        await ledger.reverse(tx, {
          key: `friend-request-refund:${row.id}`,
          movementId: row.movementId,
          reason: `friend request ${status}`,
        });
      }
      return row;
    };
    const closed = await ledger.run(close);
    if (!closed) return false;
    const sides: [number, number][] = [
      [request.fromUserId, request.toUserId],
      [request.toUserId, request.fromUserId],
    ];
    for (const [receiver, other] of sides) {
      if (onlyTell !== undefined && receiver !== onlyTell) continue;
      this.deps.realtime.emitToUser(receiver, 'friend:declined', {
        requestId: request.id,
        friendUserId: other,
      });
    }
    return true;
  }

  private async requestView(
    request: FriendRequestRow,
    other: Parameters<typeof buildUserInfo>[1],
  ): Promise<FriendRequest> {
    const heads = await this.deps.repo.headImages([other.id]);
    return {
      id: request.id,
      fromUserId: request.fromUserId,
      toUserId: request.toUserId,
      coins: request.coins,
      createdAt: request.createdAt.getTime(),
      user: await buildUserInfo(this.deps.users, other, false, this.deps.clock.date()),
      headImg: heads.get(other.id) ?? '',
    };
  }
}
