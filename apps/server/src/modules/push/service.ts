import {
  languageCodeOf,
  PUSH_GRANT_COINS,
  PushCode,
  WEBAPP_GRANT_COINS,
  type PushController,
  type PushKind,
  type PushPayload,
  type PushSettings,
  type PushSubscribeBody,
  type RewardGrant,
  type WebappStatus,
} from '@mingle/protocol';
import type { Logger } from 'pino';
import { PushError } from './errors';
import type { Clock } from '../../infra/clock';
import type { PushSender } from '../../infra/push/push-sender';
import type { RewardGrants } from '../rewards/grants';
import type { Session } from '../session/service';
import type { PushRepo } from './repo';
import { pushWords, type PushWords } from './texts';

/** The rewards activities of the two one-off grants (reward_claims, ledger key reward:<user>:<activity>:once). */
export const PUSH_ACTIVITY = 'push';
export const WEBAPP_ACTIVITY = 'webapp';
const ONCE = 'once';

/** Attempts per push before it is dropped, and the pause before each retry (the last one repeats). */
export const MAX_ATTEMPTS = 5;
const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000];
/** How long a sender holds a push it took before another sender may take it (a crash mid-send). */
const LEASE_MS = 60_000;
/** Pushes one run of the job sends at most; the next run continues. */
const BATCH = 50;
/** Default time to live of a push at the push service (a message, a friend request). */
const DEFAULT_TTL_SECONDS = 24 * 3600;

export interface PushDeps {
  repo: PushRepo;
  sender: PushSender;
  vapidPublicKey: string;
  grants: Pick<RewardGrants, 'give' | 'takenBy'>;
  /** Plain http endpoints (a local push service in development and tests); production takes https only. */
  allowHttpEndpoints: boolean;
  /** Starts the sending job at once (ctx.jobs.runNow('push.send')); the job's interval catches up otherwise. */
  kick: () => void;
  logger: Logger;
  clock: Clock;
}

/** One notification for a user: its words come per subscription (each device has its language). */
export interface Notification {
  kind: PushPayload['kind'];
  /** The switch that must be on, or null for the follow-up of a push already allowed ('callOver'). */
  setting: PushKind | null;
  tag: string;
  url: string;
  words: (
    words: PushWords,
    language: ReturnType<typeof languageCodeOf>,
  ) => Promise<Pick<PushPayload, 'title' | 'body'>>;
  roomNum?: string;
  ringEndsAt?: number;
  /** When it is useless (a call's ring window); default a day. */
  expiresAt?: number;
}

/**
 * Web push (docs/decisions/029-web-push-and-install.md): subscriptions per device, switches per kind, the
 * one-off grants for switching push on and for installing the app (through the rewards' one grant path), and
 * delivery: notify() only queues; the 'push.send' job sends with retries and drops subscriptions the push
 * service reports gone.
 */
export class PushService {
  /** Set by notify(): a push was queued while a run may have passed it, so the run goes round once more. */
  private queuedSinceRun = false;

  constructor(private readonly deps: PushDeps) {}

  vapidKey(): { publicKey: string } {
    return { publicKey: this.deps.vapidPublicKey };
  }

  async subscribe(session: Session, languageId: number, body: PushSubscribeBody): Promise<PushController> {
    const url = new URL(body.endpoint);
    if (url.protocol !== 'https:' && !this.deps.allowHttpEndpoints)
      throw new PushError(PushCode.BAD_ENDPOINT);
    await this.deps.repo.saveSubscription({
      userId: session.userId,
      deviceId: session.deviceId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      languageId,
      createdAt: this.deps.clock.date(),
    });
    return this.controller(session);
  }

  async unsubscribe(session: Session, endpoint: string): Promise<PushController> {
    await this.deps.repo.deleteSubscription(session.userId, endpoint);
    return this.controller(session);
  }

  settings(userId: number): Promise<PushSettings> {
    return this.deps.repo.settings(userId);
  }

  async setSetting(userId: number, kind: PushKind, enabled: boolean): Promise<PushSettings> {
    const settings = { ...(await this.deps.repo.settings(userId)), [kind]: enabled };
    await this.deps.repo.saveSettings(userId, settings);
    return settings;
  }

  /** Spec §3 push controller with §4's 'already initialised'. */
  async controller(session: Session): Promise<PushController> {
    const [devices, taken] = await Promise.all([
      this.deps.repo.countSubscriptions(session.userId),
      this.deps.grants.takenBy({ ...session, activity: PUSH_ACTIVITY, period: ONCE }),
    ]);
    return {
      initialised: taken === 'account',
      support: true,
      status: devices > 0,
      hasCoin: taken === null,
      gold: PUSH_GRANT_COINS,
      devices,
    };
  }

  /** initNotificationGiveCoin: once per account and device, and only with push switched on. */
  async grantPush(session: Session): Promise<RewardGrant> {
    if ((await this.deps.repo.countSubscriptions(session.userId)) === 0) {
      throw new PushError(PushCode.NOT_ENABLED);
    }
    const granted = await this.deps.grants.give({
      userId: session.userId,
      deviceId: session.deviceId,
      activity: PUSH_ACTIVITY,
      period: ONCE,
      coins: PUSH_GRANT_COINS,
      spins: 0,
    });
    return granted.grant;
  }

  async webappStatus(session: Session): Promise<WebappStatus> {
    const taken = await this.deps.grants.takenBy({ ...session, activity: WEBAPP_ACTIVITY, period: ONCE });
    return { initialised: taken === 'account', hasCoin: taken === null, gold: WEBAPP_GRANT_COINS };
  }

  /** initWebappGiveCoin: the first launch of the installed app (not a browser tab), once per account and device. */
  async grantWebapp(session: Session, displayMode: string): Promise<RewardGrant> {
    if (displayMode === 'browser') throw new PushError(PushCode.NOT_INSTALLED);
    const granted = await this.deps.grants.give({
      userId: session.userId,
      deviceId: session.deviceId,
      activity: WEBAPP_ACTIVITY,
      period: ONCE,
      coins: WEBAPP_GRANT_COINS,
      spins: 0,
    });
    return granted.grant;
  }

  /** Queues the notification for each of the user's devices, if the user wants this kind. Never throws. */
  async notify(userId: number, notification: Notification): Promise<number> {
    try {
      const { repo, clock } = this.deps;
      if (notification.setting && !(await repo.settings(userId))[notification.setting]) return 0;
      const subscriptions = await repo.subscriptionsOf(userId);
      if (subscriptions.length === 0) return 0;
      const now = clock.now();
      const expiresAt = notification.expiresAt ?? now + DEFAULT_TTL_SECONDS * 1000;
      if (expiresAt <= now) return 0;
      const rows = await Promise.all(
        subscriptions.map(async (subscription) => {
          const language = languageCodeOf(subscription.languageId);
          const worded = await notification.words(pushWords(language), language);
          const payload: PushPayload = {
            kind: notification.kind,
            ...worded,
            tag: notification.tag,
            url: notification.url,
            at: now,
            ...(notification.roomNum !== undefined ? { roomNum: notification.roomNum } : {}),
            ...(notification.ringEndsAt !== undefined ? { ringEndsAt: notification.ringEndsAt } : {}),
          };
          return {
            subscriptionId: subscription.id,
            payload,
            ttlSeconds: Math.max(1, Math.ceil((expiresAt - now) / 1000)),
            nextAt: new Date(now),
            expiresAt: new Date(expiresAt),
          };
        }),
      );
      await repo.enqueue(rows);
      this.queuedSinceRun = true;
      this.deps.kick();
      return rows.length;
    } catch (err) {
      this.deps.logger.warn({ err, userId, kind: notification.kind }, 'push not queued');
      return 0;
    }
  }

  /** One run of the 'push.send' job: sends what is due, until nothing is. */
  async deliverDue(): Promise<void> {
    do {
      this.queuedSinceRun = false;
      while ((await this.deliverBatch()) === BATCH);
    } while (this.queuedSinceRun);
  }

  private async deliverBatch(): Promise<number> {
    const { repo, sender, clock, logger } = this.deps;
    const now = clock.now();
    const due = await repo.takeDue(new Date(now), new Date(now + LEASE_MS), BATCH);
    await Promise.all(
      due.map(async ({ delivery, subscription }) => {
        if (delivery.expiresAt.getTime() <= clock.now()) {
          await repo.deleteDelivery(delivery.id);
          return;
        }
        const ttl = Math.max(1, Math.ceil((delivery.expiresAt.getTime() - clock.now()) / 1000));
        const outcome = await sender.send(subscription, JSON.stringify(delivery.payload), ttl);
        if (outcome.kind === 'sent') {
          await repo.deleteDelivery(delivery.id);
        } else if (outcome.kind === 'gone') {
          logger.info({ subscriptionId: subscription.id, status: outcome.status }, 'push subscription gone');
          // Its other waiting pushes go with it (ON DELETE CASCADE).
          await repo.deleteSubscriptionById(subscription.id);
        } else if (delivery.attempts >= MAX_ATTEMPTS) {
          logger.warn({ deliveryId: delivery.id, error: outcome.error }, 'push dropped after retries');
          await repo.deleteDelivery(delivery.id);
        } else {
          const delay = RETRY_DELAYS_MS[Math.min(delivery.attempts - 1, RETRY_DELAYS_MS.length - 1)] ?? 5_000;
          await repo.retryLater(delivery.id, new Date(clock.now() + delay), outcome.error);
        }
      }),
    );
    return due.length;
  }
}
