import path from 'node:path';
import { Redis } from 'ioredis';
import type { DestinationStream, Logger } from 'pino';
import type { Config } from './config';
import { openDatabase, type Database, type DatabaseLocation } from './infra/db/database';
import { createCountryLocator, type CountryLocator } from './infra/geoip';
import { AttemptLimiter } from './infra/attempt-limiter';
import { createLogger } from './infra/logger';
import type { Mailer } from './infra/mail/mailer';
import { OutboxMailer } from './infra/mail/outbox-mailer';
import { SmtpMailer } from './infra/mail/smtp-mailer';
import { OutboxRepo } from './infra/outbox-repo';
import { HttpSmsSender } from './infra/sms/http-sms-sender';
import { OutboxSmsSender } from './infra/sms/outbox-sms-sender';
import type { SmsSender } from './infra/sms/sms-sender';
import type { KeyValueStore } from './infra/kv/key-value-store';
import { MemoryKeyValueStore } from './infra/kv/memory-key-value-store';
import { RedisKeyValueStore } from './infra/kv/redis-key-value-store';
import { DiskFileStorage } from './infra/storage/disk-storage';
import type { MatchQueue } from './infra/match-queue/match-queue';
import { MemoryMatchQueue } from './infra/match-queue/memory-match-queue';
import { RedisMatchQueue } from './infra/match-queue/redis-match-queue';
import type { FileStorage } from './infra/storage/storage';
import { LoginService } from './modules/accounts/login-service';
import { UsersRepo } from './modules/accounts/users-repo';
import { BanService } from './modules/moderation/ban-service';
import { BansRepo } from './modules/moderation/bans-repo';
import { PresenceService } from './modules/presence/service';
import { SessionRepo } from './modules/session/repo';
import { RequestVerifier } from './modules/session/request-verifier';
import { SessionService } from './modules/session/service';
import { RealtimeHub } from './realtime/realtime-hub';
import { BlocksRepo } from './modules/blocks/repo';
import { SocialGuard } from './modules/blocks/social-guard';
import { FriendsRepo } from './modules/friends/repo';
import type { Ledger } from './modules/wallet/ledger';
import { LedgerService } from './modules/wallet/ledger-service';
import { CallsRepo } from './modules/calls/repo';
import { CallService } from './modules/calls/service';
import { once } from './infra/once';
import { createPaymentProvider } from './infra/payments/create-provider';
import type { PaymentProvider } from './infra/payments/payment-provider';
import type { SandboxGateway } from './infra/payments/sandbox/sandbox-gateway';

/** Everything the app needs, built in one place (the composition root). Tests build it with overrides. */
export interface AppContext {
  config: Config;
  logger: Logger;
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
  sessions: SessionService;
  users: UsersRepo;
  bans: BanService;
  /** The last step of every sign-in flow. */
  logins: LoginService;
  verifier: RequestVerifier;
  presence: PresenceService;
  realtime: RealtimeHub;
  /** Blocks and friendship between two users, for every area that must respect them (calls, matching). */
  social: SocialGuard;
  /** The coin ledger (modules/wallet): every coin and point movement goes through it. */
  ledger: Ledger;
  /** 1:1 calls (modules/calls); other areas use its CallStarter side (matching starts calls through it). */
  calls: CallService;
  /** Uploaded photos and videos (DATA_DIR/media by default). */
  storage: FileStorage;
  /** The payment provider chosen by PAYMENT_PROVIDER (infra/payments/create-provider.ts). */
  payments: PaymentProvider;
  /** The built-in test provider when it is the one in use; the app serves its hosted checkout pages. */
  sandboxPay: SandboxGateway | undefined;
  /** The random-matching queue: in process, or shared by every node through Redis (REDIS_URL). */
  matchQueue: MatchQueue;
  close(): Promise<void>;
}

export interface ContextOverrides {
  /** Where the database lives; tests use an in-memory PGlite or a throw-away PostgreSQL database. */
  databaseLocation?: DatabaseLocation;
  logStream?: DestinationStream;
  redisPrefix?: string;
  now?: () => number;
  /** Replace outside systems, e.g. an SMS provider pointed at a local test server. */
  mailer?: Mailer;
  sms?: SmsSender;
  storage?: FileStorage;
}

function databaseLocationFor(config: Config): DatabaseLocation {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') };
}

export async function createContext(config: Config, overrides: ContextOverrides = {}): Promise<AppContext> {
  const logger = createLogger(config.logLevel, overrides.logStream);
  const database = await openDatabase(overrides.databaseLocation ?? databaseLocationFor(config), (err) =>
    logger.warn({ err }, 'idle database connection lost'),
  );
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  const redisPrefix = overrides.redisPrefix ?? config.redisPrefix;
  const kv: KeyValueStore = redis
    ? new RedisKeyValueStore(redis, redisPrefix)
    : new MemoryKeyValueStore(overrides.now);

  const outbox = new OutboxRepo(database.db);
  const mailer =
    overrides.mailer ??
    (config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(outbox));
  const sessions = new SessionService(new SessionRepo(database.db));
  const users = new UsersRepo(database.db);
  const bans = new BanService(new BansRepo(database.db), sessions);
  const realtime = new RealtimeHub();
  const presence = new PresenceService(kv);
  const social = new SocialGuard(new BlocksRepo(database.db), new FriendsRepo(database.db));
  const ledger = new LedgerService(database.db, realtime, (err) =>
    logger.warn({ err }, 'wallet balance event not sent'),
  );
  const payments = createPaymentProvider(config, logger);
  sessions.onSessionEnded((userId, reason) => {
    realtime.emitToUser(userId, 'session:ended', reason);
    realtime.disconnectUser(userId);
  });

  return {
    config,
    logger,
    database,
    redis,
    redisPrefix,
    kv,
    limiter: new AttemptLimiter(kv),
    outbox,
    mailer,
    sms:
      overrides.sms ??
      (config.smsProvider ? new HttpSmsSender(config.smsProvider) : new OutboxSmsSender(outbox)),
    countries: createCountryLocator(config.defaultCountry),
    sessions,
    users,
    bans,
    logins: new LoginService(users, sessions, bans),
    verifier: new RequestVerifier(kv, sessions, overrides.now),
    presence,
    realtime,
    social,
    ledger,
    calls: new CallService({
      repo: new CallsRepo(database.db),
      friends: new FriendsRepo(database.db),
      social,
      presence,
      realtime,
      ledger,
      config,
      logger,
    }),
    storage: overrides.storage ?? new DiskFileStorage(path.join(config.dataDir, 'media')),
    payments: payments.provider,
    sandboxPay: payments.sandbox,
    matchQueue: redis ? new RedisMatchQueue(redis, redisPrefix) : new MemoryMatchQueue(),
    close: once(async () => {
      payments.close();
      await mailer.close();
      await kv.close();
      await redis?.quit();
      await database.close();
    }),
  };
}
