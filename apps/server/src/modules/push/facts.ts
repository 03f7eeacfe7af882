import type { ServerEventName, ServerEventPayload } from '@mingle/protocol';
import type { Logger } from 'pino';
import { dayCounterTtlMs, utcDayOf, type Clock } from '../../infra/clock';
import type { KeyValueStore } from '../../infra/kv/key-value-store';
import { displayName } from '../accounts/user-info';
import type { UsersRepo } from '../accounts/users-repo';
import type { PushService } from './service';
import { friendOnlineLimitText } from './texts';

export interface PushFactsDeps {
  push: PushService;
  users: Pick<UsersRepo, 'byId'>;
  kv: KeyValueStore;
  /** Spec §8.2: friend-online notices a day (the same limit as the in-app notices, FRIEND_ONLINE_NOTIFY_PER_DAY). */
  friendOnlinePerDay: number;
  logger: Logger;
  clock: Clock;
}

/** Longer than any ring window: the mark that a ring was pushed, for the 'missed call' that may follow. */
const RING_MARK_MS = 10 * 60_000;
/** A message preview on a lock screen is cut here. */
const PREVIEW_CHARS = 120;

/**
 * What the areas already tell a user live (the realtime events calls, chat, friends and presence emit) becomes a
 * push too: the root hands every emit to `observe` (RealtimeHub.onEmit), so no area imports push. The service
 * worker shows a push only when the user has no visible tab of the app (the page shows it live then).
 */
export class PushFacts {
  constructor(private readonly deps: PushFactsDeps) {}

  /** For RealtimeHub.onEmit: never throws and never delays the emit. */
  readonly observe = <E extends ServerEventName>(
    userId: number,
    event: E,
    payload: ServerEventPayload<E>,
  ): void => {
    this.handle(userId, event, payload).catch((err: unknown) =>
      this.deps.logger.warn({ err, userId, event }, 'push for an event failed'),
    );
  };

  private async handle<E extends ServerEventName>(
    userId: number,
    event: E,
    payload: ServerEventPayload<E>,
  ): Promise<void> {
    switch (event) {
      case 'call:incoming':
        return this.incomingCall(userId, payload as ServerEventPayload<'call:incoming'>);
      case 'call:state':
        return this.callState(userId, payload as ServerEventPayload<'call:state'>);
      case 'chat:message':
        return this.message(userId, payload as ServerEventPayload<'chat:message'>);
      case 'friend:request':
        return this.friendRequest(userId, payload as ServerEventPayload<'friend:request'>);
      case 'presence:friend':
        return this.friendOnline(userId, payload as ServerEventPayload<'presence:friend'>);
      default:
        return;
    }
  }

  private async incomingCall(userId: number, call: ServerEventPayload<'call:incoming'>): Promise<void> {
    if (call.callRole !== 'callee') return;
    const name = call.bizData.remoteUserInfo.userName;
    const queued = await this.deps.push.notify(userId, {
      kind: 'calls',
      setting: 'calls',
      tag: `call:${call.roomNum}`,
      url: `/?call=${encodeURIComponent(call.roomNum)}`,
      roomNum: call.roomNum,
      ringEndsAt: call.ringEndsAt,
      expiresAt: call.ringEndsAt,
      words: async (w) => ({ title: w.callTitle, body: w.callBody(name) }),
    });
    if (queued > 0) await this.deps.kv.setIfAbsent(ringMark(userId, call.roomNum), name, RING_MARK_MS);
  }

  /** A pushed ring that ended unanswered becomes 'Missed call' (same tag: it replaces the ringing one). */
  private async callState(userId: number, state: ServerEventPayload<'call:state'>): Promise<void> {
    if (state.phase === 'ringing') return;
    const key = ringMark(userId, state.roomNum);
    const name = await this.deps.kv.get(key);
    if (name === null) return;
    await this.deps.kv.delete(key);
    if (state.callStatus !== 'missed') return;
    await this.deps.push.notify(userId, {
      kind: 'callOver',
      setting: null,
      tag: `call:${state.roomNum}`,
      url: '/message',
      roomNum: state.roomNum,
      words: async (w) => ({ title: w.callOverTitle, body: name }),
    });
  }

  private async message(userId: number, message: ServerEventPayload<'chat:message'>): Promise<void> {
    // The sender's other devices get the message live too; only the recipient is notified.
    if (message.toUserId !== userId) return;
    const sender = await this.deps.users.byId(message.fromUserId);
    const name = sender ? displayName(sender) : `User ${message.fromUserId}`;
    const preview =
      message.type === 'text'
        ? message.content.length > PREVIEW_CHARS
          ? `${message.content.slice(0, PREVIEW_CHARS - 1)}…`
          : message.content
        : undefined;
    await this.deps.push.notify(userId, {
      kind: 'messages',
      setting: 'messages',
      tag: `chat:${message.conversationId}`,
      url: `/message/session/${message.fromUserId}`,
      words: async (w) => ({ title: w.messageTitle(name), body: preview ?? w.photo }),
    });
  }

  private async friendRequest(userId: number, request: ServerEventPayload<'friend:request'>): Promise<void> {
    if (request.toUserId !== userId) return;
    const name = request.user.userName;
    await this.deps.push.notify(userId, {
      kind: 'friendRequests',
      setting: 'friendRequests',
      tag: `friend-request:${request.id}`,
      url: '/friends',
      words: async (w) => ({ title: w.friendRequestTitle, body: w.friendRequestBody(name) }),
    });
  }

  /**
   * The in-app notice already keeps its daily limit; pushes keep the same one of their own (a push may be the only
   * notice a user sees), and the day's last carries spec §8.2's 'limit reached' text so the silence that follows is
   * explained.
   */
  private async friendOnline(userId: number, event: ServerEventPayload<'presence:friend'>): Promise<void> {
    const now = this.deps.clock.now();
    const limit = this.deps.friendOnlinePerDay;
    const counter = `push:online:${userId}:${utcDayOf(now)}`;
    if (Number(await this.deps.kv.get(counter)) >= limit) return;
    const friend = await this.deps.users.byId(event.userId);
    if (!friend) return;
    const name = displayName(friend);
    const sent = await this.deps.push.notify(userId, {
      kind: 'friendsOnline',
      setting: 'friendsOnline',
      tag: `online:${event.userId}`,
      url: `/profile/${event.userId}`,
      words: async (w, language) => {
        const body = w.friendOnlineBody(name);
        const last = Number(await this.deps.kv.get(counter)) + 1 >= limit;
        return {
          title: w.friendOnlineTitle,
          body: last ? `${body} ${await friendOnlineLimitText(language)}` : body,
        };
      },
    });
    if (sent > 0) await this.deps.kv.increment(counter, dayCounterTtlMs(now));
  }
}

function ringMark(userId: number, roomNum: string): string {
  return `push:ring:${userId}:${roomNum}`;
}
