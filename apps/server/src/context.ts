import path from 'node:path';
import { CallAction, SOCIAL_PROVIDERS, SocialFlowPath, type SocialProvider } from '@mingle/protocol';
import { Redis } from 'ioredis';
import type { DestinationStream, Logger } from 'pino';
import type { Config } from './config';
import { AttemptLimiter } from './infra/attempt-limiter';
import { systemClock, type Clock } from './infra/clock';
import { openDatabase, type Database, type DatabaseLocation } from './infra/db/database';
import { createCountryLocator, type CountryLocator } from './infra/geoip';
import { JobRegistry } from './infra/jobs/job-registry';
import type { KeyValueStore } from './infra/kv/key-value-store';
import { MemoryKeyValueStore } from './infra/kv/memory-key-value-store';
import type { Bus } from './infra/bus/bus';
import { MemoryBus } from './infra/bus/memory-bus';
import { RedisBus } from './infra/bus/redis-bus';
import { RedisKeyValueStore } from './infra/kv/redis-key-value-store';
import { createLogger } from './infra/logger';
import type { Mailer } from './infra/mail/mailer';
import { OutboxMailer } from './infra/mail/outbox-mailer';
import { SmtpMailer } from './infra/mail/smtp-mailer';
import type { MatchQueue } from './infra/match-queue/match-queue';
import { MemoryMatchQueue } from './infra/match-queue/memory-match-queue';
import { RedisMatchQueue } from './infra/match-queue/redis-match-queue';
import { once } from './infra/once';
import { OutboxRepo } from './infra/outbox-repo';
import { DEFAULT_SENSITIVE_WORDS_FILE } from './infra/paths';
import { createPaymentProvider } from './infra/payments/create-provider';
import type { PaymentProvider } from './infra/payments/payment-provider';
import type { SandboxGateway } from './infra/payments/sandbox/sandbox-gateway';
import { HttpSmsSender } from './infra/sms/http-sms-sender';
import { OutboxSmsSender } from './infra/sms/outbox-sms-sender';
import type { SmsSender } from './infra/sms/sms-sender';
import { DiskFileStorage } from './infra/storage/disk-storage';
import { S3FileStorage } from './infra/storage/s3-storage';
import type { FileStorage } from './infra/storage/storage';
import { LoginService } from './modules/accounts/login-service';
import { UsersRepo } from './modules/accounts/users-repo';
import { VerificationCodesRepo } from './modules/accounts/verification-codes-repo';
import { BlocksRepo } from './modules/blocks/repo';
import { BlockService } from './modules/blocks/service';
import { SocialGuard } from './modules/blocks/social-guard';
import { CallsRepo } from './modules/calls/repo';
import { CallService } from './modules/calls/service';
import { minuteCallSwitch } from './modules/calls/minute-call-switch';
import { DiscoverRepo } from './modules/discover/repo';
import { DiscoverService } from './modules/discover/service';
import { CardsRepo } from './modules/cards/repo';
import { CardsService } from './modules/cards/service';
import { ChatRepo } from './modules/chat/repo';
import { ChatService } from './modules/chat/service';
import { CommonPasswords } from './modules/email-auth/common-passwords';
import { EmailAuthRepo } from './modules/email-auth/repo';
import { EmailAuthService } from './modules/email-auth/service';
import { FriendsRepo } from './modules/friends/repo';
import { FriendsService } from './modules/friends/service';
import { GuestList } from './modules/matching/guest-list';
import { OfferStore } from './modules/matching/offer-store';
import { MatchingRepo } from './modules/matching/repo';
import { MatchingService, QUEUE_REFRESH_INTERVAL_MS } from './modules/matching/service';
import { MediaRepo } from './modules/media/repo';
import { MediaService } from './modules/media/service';
import { BanService } from './modules/moderation/ban-service';
import { BansRepo } from './modules/moderation/bans-repo';
import { PaymentsRepo } from './modules/payments/repo';
import { PaymentsService } from './modules/payments/service';
import { VipStatus } from './modules/payments/vip';
import { PhoneAuthRepo } from './modules/phone-auth/repo';
import { PhoneAuthService } from './modules/phone-auth/service';
import { FriendOnlineNotifier } from './modules/presence/friend-online-notifier';
import { PresenceService } from './modules/presence/service';
import { BindingService } from './modules/profile/binding-service';
import { ProfileRepo } from './modules/profile/repo';
import { SensitiveWords } from './modules/profile/sensitive-words';
import { ProfileService } from './modules/profile/service';
import { HostsRepo } from './modules/hosts/repo';
import { HostsService } from './modules/hosts/service';
import { NoticesRepo } from './modules/notices/repo';
import { NoticesService } from './modules/notices/service';
import {
  noticeOfHostApplication,
  noticeOfPayout,
  noticeOfRefund,
  noticeOfReward,
  noticesOfBan,
} from './modules/notices/facts';
import { CaptchaService } from './modules/refunds/captcha';
import { RefundsRepo } from './modules/refunds/repo';
import { RefundsService } from './modules/refunds/service';
import { ReportsRepo } from './modules/reports/repo';
import { createTranslation } from './modules/translation/module';
import type { TranslationService } from './modules/translation/service';
import { createRewards, type Rewards } from './modules/rewards/rewards';
import { createGifts, type Gifts } from './modules/gifts/gifts';
import { PushFacts } from './modules/push/facts';
import { PushRepo } from './modules/push/repo';
import { PushService } from './modules/push/service';
import { generateVapidKeys, WebPushSender } from './infra/push/push-sender';
import { ReportService } from './modules/reports/service';
import { SessionRepo } from './modules/session/repo';
import { SessionCache } from './modules/session/session-cache';
import { RequestVerifier } from './modules/session/request-verifier';
import { SessionService } from './modules/session/service';
import { OpenIdProviderClient, type IdentityProviderClient } from './modules/social-auth/oidc-client';
import { SocialAuthRepo } from './modules/social-auth/repo';
import { SocialAuthService } from './modules/social-auth/service';
import type { Ledger } from './modules/wallet/ledger';
import { LedgerService } from './modules/wallet/ledger-service';
import { RealtimeHub } from './realtime/realtime-hub';

/** Outside systems, each behind its interface (docs/ARCHITECTURE.md, infra/). */
export interface AppInfra {
  database: Database;
  /** Shared Redis connection when REDIS_URL is set; the gateway duplicates it for pub/sub. */
  redis: Redis | undefined;
  /** Prefix for everything this app writes to Redis (keys and pub/sub channels). */
  redisPrefix: string;
  kv: KeyValueStore;
  limiter: AttemptLimiter;
  outbox: OutboxRepo;
  mailer: Mailer;
  sms: SmsSender;
  countries: CountryLocator;
  /** Uploaded photos and videos (DATA_DIR/media by default). */
  storage: FileStorage;
  /** The payment provider chosen by PAYMENT_PROVIDER (infra/payments/create-provider.ts). */
  paymentProvider: PaymentProvider;
  /** The built-in test provider when it is the one in use; the app serves its hosted checkout pages. */
  sandboxPay: SandboxGateway | undefined;
  /** The random-matching queue: in process, or shared by every node through Redis (REDIS_URL). */
  matchQueue: MatchQueue;
  /** What services may do with the realtime gateway (bound to it when the app is ready). */
  realtime: RealtimeHub;
}

/** Every domain service, built once, by area. Routes receive these; no module builds its own. */
export interface AppServices {
  // Accounts and sign-in
  sessions: SessionService;
  verifier: RequestVerifier;
  users: UsersRepo;
  /** The last step of every sign-in flow. */
  logins: LoginService;
  emailAuth: EmailAuthService;
  phoneAuth: PhoneAuthService;
  socialAuth: SocialAuthService;
  profile: ProfileService;
  bindings: BindingService;
  media: MediaService;
  bans: BanService;
  // Social
  presence: PresenceService;
  /** Blocks and friendship between two users, for every area that must respect them (calls, matching). */
  social: SocialGuard;
  friends: FriendsService;
  blocks: BlockService;
  chat: ChatService;
  reports: ReportService;
  // Money
  /** The coin ledger (modules/wallet): every coin and point movement goes through it. */
  ledger: Ledger;
  /** Shop, orders, subscriptions and the provider's events. */
  payments: PaymentsService;
  /** Whether a user is VIP, for every area whose rules depend on it (matching's quota). */
  vip: VipStatus;
  cards: CardsService;
  refunds: RefundsService;
  // Calls and matching
  /** 1:1 calls (modules/calls); other areas use its CallStarter side (matching starts calls through it). */
  calls: CallService;
  matching: MatchingService;
  /** The visitor list of home. */
  guests: GuestList;
  // Rewards and activities
  /** Register banner, check-in, first-week bonus, tasks and the lucky wheel (modules/rewards). */
  rewards: Rewards;
  /** The wall, likes, visitors, search and the stored flow configuration (globalconf). */
  discover: DiscoverService;
  /** The assistant's notices (zhushou): rewards, refund decisions and bans, told by the areas through listeners. */
  notices: NoticesService;
  /** Host self-service: applications, prices within the operator's bounds, earnings, payouts (modules/hosts). */
  hosts: HostsService;
  /** Gifts and the backpack (modules/gifts); rewards grant backpack gifts through ctx.gifts.backpack. */
  gifts: Gifts;
  /** Web push: subscriptions, switches, the push and installed-app grants, delivery by the 'push.send' job. */
  push: PushService;
  /** Chat translation through the configured engine, with the free daily allowance (modules/translation). */
  translation: TranslationService;
}

/** Everything the app needs, built in one place (the composition root). Tests build it with overrides. */
export interface AppContext extends AppInfra, AppServices {
  config: Config;
  logger: Logger;
  /** The one source of time: every service, timer and job asks it. */
  clock: Clock;
  /** The background loops; the app starts them when ready and stops them before the database closes. */
  jobs: JobRegistry;
  close(): Promise<void>;
}

export interface ContextOverrides {
  /** Where the database lives; tests use an in-memory PGlite or a throw-away PostgreSQL database. */
  databaseLocation?: DatabaseLocation;
  logStream?: DestinationStream;
  redisPrefix?: string;
  /** Tests pass a ManualClock (infra/manual-clock.ts) and move time instead of waiting for it. */
  clock?: Clock;
  /** Replace outside systems, e.g. an SMS provider pointed at a local test server. */
  mailer?: Mailer;
  sms?: SmsSender;
  storage?: FileStorage;
}

/** How often pending holds past their expiry are released. A call minute is held for about a minute. */
const HOLD_EXPIRY_INTERVAL_MS = 30_000;
/** How often the sandbox provider renews subscriptions whose period ended and fails abandoned checkouts. */
const SANDBOX_SWEEP_INTERVAL_MS = 60_000;
/** How often waiting pushes (retries) are looked for; a new push starts the job at once. */
const PUSH_SEND_INTERVAL_MS = 5_000;
/** Expired keys are also dropped on read; the sweep only bounds memory for keys nobody reads again. */
const KV_SWEEP_INTERVAL_MS = 30_000;

function databaseLocationFor(config: Config): DatabaseLocation {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') };
}

/** The providers of social sign-in that are switched on (a client id configured). */
function identityProviders(config: Config): Partial<Record<SocialProvider, IdentityProviderClient>> {
  const clients: Partial<Record<SocialProvider, IdentityProviderClient>> = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const settings = config.socialProviders[provider];
    if (!settings) continue;
    const redirectUri = `${config.publicUrl}${SocialFlowPath.callback(provider)}`;
    clients[provider] = new OpenIdProviderClient(provider, settings, redirectUri);
  }
  return clients;
}

export async function createContext(config: Config, overrides: ContextOverrides = {}): Promise<AppContext> {
  const clock = overrides.clock ?? systemClock;
  const logger = createLogger(config.logLevel, overrides.logStream);
  const jobs = new JobRegistry(clock, logger);
  const database = await openDatabase(overrides.databaseLocation ?? databaseLocationFor(config), (err) =>
    logger.warn({ err }, 'idle database connection lost'),
  );
  const { db } = database;
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  const redisPrefix = overrides.redisPrefix ?? config.redisPrefix;

  // ---- outside systems
  let kv: KeyValueStore;
  if (redis) {
    kv = new RedisKeyValueStore(redis, redisPrefix);
  } else {
    const memory = new MemoryKeyValueStore(clock);
    jobs.add({ name: 'kv.sweep', intervalMs: KV_SWEEP_INTERVAL_MS, run: async () => memory.sweep() });
    kv = memory;
  }
  const bus: Bus = redis ? new RedisBus(redis, redisPrefix) : new MemoryBus();
  const limiter = new AttemptLimiter(redis, redisPrefix);
  const outbox = new OutboxRepo(db);
  const mailer =
    overrides.mailer ??
    (config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(outbox));
  const sms =
    overrides.sms ??
    (config.smsProvider ? new HttpSmsSender(config.smsProvider) : new OutboxSmsSender(outbox));
  const storage =
    overrides.storage ??
    (config.s3 ? new S3FileStorage(config.s3) : new DiskFileStorage(path.join(config.dataDir, 'media')));
  const payments = createPaymentProvider(config, logger, clock);
  const sandbox = payments.sandbox;
  if (sandbox) {
    // A month exceeds what one timer can wait, so renewals are found by a sweep.
    jobs.add({
      name: 'payments.sandbox-sweep',
      intervalMs: SANDBOX_SWEEP_INTERVAL_MS,
      run: async () => {
        sandbox.renewDue();
        sandbox.expireCheckouts();
      },
    });
  }
  const matchQueue = redis
    ? new RedisMatchQueue(redis, redisPrefix, undefined, clock)
    : new MemoryMatchQueue(undefined, clock);
  const realtime = new RealtimeHub();

  // ---- repos shared by several services (they hold no state)
  const users = new UsersRepo(db);
  const codes = new VerificationCodesRepo(db);
  const friendsRepo = new FriendsRepo(db);
  const blocksRepo = new BlocksRepo(db);
  const mediaRepo = new MediaRepo(db);
  const profileRepo = new ProfileRepo(db);
  const matchingRepo = new MatchingRepo(db);
  // Read once at start: a missing or unreadable list stops start-up instead of letting every word through.
  // One set of refused words for names, bios and messages (SENSITIVE_WORDS_FILE).
  const words = SensitiveWords.fromFile(config.sensitiveWordsFile ?? DEFAULT_SENSITIVE_WORDS_FILE);

  // ---- accounts and sign-in
  const sessions = new SessionService(
    new SessionRepo(db),
    new SessionCache(clock, config.sessionCacheMs),
    bus,
    logger,
  );
  await sessions.followChanges();
  const bans = new BanService(new BansRepo(db), sessions, clock);
  const logins = new LoginService(users, sessions, bans, clock);
  sessions.onSessionEnded((userId, reason) => {
    realtime.emitToUser(userId, 'session:ended', reason);
    realtime.disconnectUser(userId);
  });

  // ---- the ledger: every area that moves coins goes through it
  const ledger = new LedgerService(db, realtime, (err) =>
    logger.warn({ err }, 'wallet balance event not sent'),
  );
  jobs.add({
    name: 'wallet.expire-holds',
    intervalMs: HOLD_EXPIRY_INTERVAL_MS,
    // Every node sweeps; SKIP LOCKED in expireHolds lets several sweep one PostgreSQL without waiting.
    run: async () => {
      const expired = await ledger.expireHolds(clock.date());
      if (expired > 0) logger.info({ expired }, 'wallet holds expired');
    },
  });

  // ---- social
  const presence = new PresenceService(kv);
  const social = new SocialGuard(blocksRepo, friendsRepo);
  const friends = new FriendsService({
    repo: friendsRepo,
    users,
    guard: social,
    presence,
    realtime,
    kv,
    limits: config.social,
    ledger,
    clock,
  });
  const blocks = new BlockService(blocksRepo, users, friends, friendsRepo, clock);
  const notifier = new FriendOnlineNotifier(friendsRepo, kv, realtime, config.social, logger, clock);
  presence.onCameOnline(notifier.listener);

  // ---- shop and VIP
  const paymentsRepo = new PaymentsRepo(db);
  const vip = new VipStatus(paymentsRepo);
  const paymentsService = new PaymentsService(
    paymentsRepo,
    ledger,
    payments.provider,
    realtime,
    { publicUrl: config.publicUrl, adConversionTag: config.payments.adConversionTag },
    logger,
    clock,
  );

  // ---- Discover, then calls (launch asks Discover about invitation limits and likes) and matching
  const discover = new DiscoverService({
    repo: new DiscoverRepo(db),
    users,
    presence,
    friends: friendsRepo,
    social,
    vip,
    ledger,
    realtime,
    clock,
  });
  // Host self-service: the operator's price bounds apply to every path that sets a host's prices.
  const hosts = new HostsService({ repo: new HostsRepo(db), ledger, logger, clock });
  const calls = new CallService({
    access: discover,
    priceBounds: hosts,
    repo: new CallsRepo(db),
    friends: friendsRepo,
    social,
    presence,
    realtime,
    ledger,
    config,
    logger,
    clock,
  });
  realtime.handle('call:signal', (userId, signal) => calls.relaySignal(userId, signal));
  realtime.onUserOffline(async (userId) => {
    try {
      await calls.partyOffline(userId);
    } catch (err) {
      logger.error({ err, userId }, 'ending the call of a user who went offline failed');
    }
  });
  // Blocking (or reporting) the person you are in a call with ends that call at once: the blocker hangs up,
  // and both get their receipts. A failure is logged; the block itself stands.
  blocks.onBlocked(async (blockerId, blockedId) => {
    try {
      const roomNum = await calls.activeCallOf(blockerId);
      // Only a call between these two: the blocker may be in a call with someone else.
      if (roomNum === null || (await calls.activeCallOf(blockedId)) !== roomNum) return;
      await calls.act(blockerId, CallAction.HANGUP, { roomNum });
    } catch (err) {
      logger.error({ err, blockerId, blockedId }, 'ending the call of a block failed');
    }
  });
  // Every node sweeps, so that no call outlives the process that started it.
  jobs.add({ name: 'calls.sweep', intervalMs: config.calls.sweepIntervalMs, run: () => calls.sweep() });

  const matching = new MatchingService({
    queue: matchQueue,
    offers: new OfferStore(kv),
    repo: matchingRepo,
    ledger,
    realtime,
    presence,
    calls,
    vip,
    flows: discover.flows,
    settings: {
      freePerDay: config.matching.freePerDay,
      dailyLimit: config.matching.dailyLimit,
      filterPrice: config.matching.filterPrice,
      minuteCallSwitch: minuteCallSwitch(config),
      ringSeconds: config.calls.ringSeconds,
    },
    onBackgroundError: (err, task) => logger.warn({ err, task }, 'matching task failed'),
    clock,
  });
  // A user whose last socket closed (on any node) cannot see a match: they leave the queue and any pop-up.
  realtime.onUserOffline((userId) => matching.exit(userId));
  jobs.add({
    name: 'matching.refresh-queue',
    intervalMs: QUEUE_REFRESH_INTERVAL_MS,
    run: () => matching.refreshWaiting(),
  });

  // ---- gifts and the backpack
  const gifts = createGifts({
    db,
    ledger,
    users,
    social,
    bans,
    calls,
    messages: new ChatRepo(db),
    realtime,
    clock,
    payoutRate: async () => {
      const { pointsPerCurrencyUnit, currency } = await hosts.config();
      return { pointsPerCurrencyUnit, currency };
    },
  });
  jobs.add({
    name: 'gifts.purge-backpack',
    intervalMs: 60 * 60_000,
    // Listing already hides what expired more than 30 days ago (by the clock); this only frees the rows.
    run: async () => {
      const purged = await gifts.backpack.purge();
      if (purged > 0) logger.info({ purged }, 'expired backpack gifts purged');
    },
  });

  // ---- rewards and activities
  const rewards = createRewards({ db, ledger, vip, realtime, calls, logger, clock, gifts: gifts.backpack });
  // Tasks count what happens elsewhere; a failure to count is logged and never undoes the call or friendship.
  calls.onCallEnded((call) => rewards.progress.callEnded(call));
  friends.onFriendsMade(async (requestId, fromUserId, toUserId) => {
    try {
      await rewards.progress.friendsMade(requestId, fromUserId, toUserId);
    } catch (err) {
      logger.error({ err, requestId }, 'counting a friendship for tasks failed');
    }
  });

  // ---- chat translation
  const translation = createTranslation({ db, config: config.translation, vip, clock, logger });

  // ---- web push: what areas tell users live (realtime emits) also becomes a push; no area imports push.
  const pushRepo = new PushRepo(db);
  const vapid = config.push.vapid ?? (await pushRepo.vapidKeys(generateVapidKeys()));
  const push = new PushService({
    repo: pushRepo,
    sender: new WebPushSender({ subject: config.push.subject, ...vapid }),
    vapidPublicKey: vapid.publicKey,
    grants: rewards.grants,
    allowHttpEndpoints: config.env !== 'production',
    kick: () => void jobs.runNow('push.send'),
    logger,
    clock,
  });
  jobs.add({ name: 'push.send', intervalMs: PUSH_SEND_INTERVAL_MS, run: () => push.deliverDue() });
  realtime.onEmit(
    new PushFacts({
      push,
      users,
      kv,
      friendOnlinePerDay: config.social.friendOnlineNotifyPerDay,
      logger,
      clock,
    }).observe,
  );

  // ---- the assistant's notices: each area reports its facts here; none of them imports notices.
  const notices = new NoticesService(new NoticesRepo(db), realtime, logger, clock);
  rewards.onGiven((given) => notices.tell(noticeOfReward(given)));
  bans.onBanned(async (ban, userIds) => {
    for (const fact of noticesOfBan(ban, userIds)) await notices.tell(fact);
  });
  const refunds = new RefundsService(
    new RefundsRepo(db),
    new CaptchaService(kv, config.env !== 'production'),
    storage,
    ledger,
    payments.provider,
    // Crediting a paid order goes through the payments service's own event handling.
    paymentsService,
    logger,
    clock,
  );
  refunds.onDecided((userId, report) => notices.tell(noticeOfRefund(userId, report)));
  hosts.onApplicationDecided((fact) => notices.tell(noticeOfHostApplication(fact)));
  hosts.onPayoutDecided((fact) => notices.tell(noticeOfPayout(fact)));

  return {
    config,
    logger,
    clock,
    jobs,
    database,
    redis,
    redisPrefix,
    kv,
    limiter,
    outbox,
    mailer,
    sms,
    countries: createCountryLocator(config.defaultCountry),
    storage,
    paymentProvider: payments.provider,
    sandboxPay: sandbox,
    matchQueue,
    realtime,

    sessions,
    verifier: new RequestVerifier(kv, sessions, clock),
    users,
    logins,
    emailAuth: new EmailAuthService({
      repo: new EmailAuthRepo(db),
      codes,
      users,
      logins,
      bans,
      limiter,
      mailer,
      commonPasswords: CommonPasswords.load(),
      logger,
      publicUrl: config.publicUrl,
      registrationEnabled: config.emailRegistrationEnabled,
      clock,
    }),
    phoneAuth: new PhoneAuthService({
      repo: new PhoneAuthRepo(db),
      codes,
      users,
      limiter,
      sms,
      logins,
      policy: {
        registrationEnabled: config.phoneRegistrationEnabled,
        blockedCountries: config.phoneBlockedCountries,
        smsDailyCap: config.smsDailyCap,
        webOtpHost: new URL(config.publicUrl).hostname,
      },
      clock,
    }),
    socialAuth: new SocialAuthService({
      repo: new SocialAuthRepo(db),
      kv,
      limiter,
      logins,
      bans,
      clients: identityProviders(config),
      publicUrl: config.publicUrl,
      logger,
      clock,
    }),
    profile: new ProfileService(users, profileRepo, words, clock, discover.visits),
    bindings: new BindingService(users, profileRepo, codes, limiter, mailer, sms, clock),
    media: new MediaService(mediaRepo, users, storage, limiter, logger, clock),
    bans,

    presence,
    social,
    friends,
    blocks,
    chat: new ChatService({
      repo: new ChatRepo(db),
      friends: friendsRepo,
      users,
      media: mediaRepo,
      guard: social,
      words,
      realtime,
      limits: config.social,
      clock,
    }),
    reports: new ReportService(new ReportsRepo(db), users, blocks, bans, clock),

    ledger,
    payments: paymentsService,
    vip,
    cards: new CardsService(new CardsRepo(db), payments.provider, logger, clock),
    refunds,

    calls,
    matching,
    guests: new GuestList(matchingRepo, presence, clock),
    rewards,
    discover,
    notices,
    gifts,
    hosts,
    push,
    translation,

    close: once(async () => {
      // Background work first: a job or timer still running finishes before the database closes under it.
      await jobs.stop();
      matching.close();
      await calls.stop();
      payments.close();
      storage.close();
      await mailer.close();
      await kv.close();
      await bus.close();
      await redis?.quit();
      await database.close();
    }),
  };
}
