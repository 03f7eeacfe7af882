import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  CALL_BILLING_UNIT_SECONDS,
  LOW_BALANCE_HANGUP_MS,
  MATCHING_FLOW,
  type SocialProvider,
} from '@mingle/protocol';
import { z } from 'zod';
import { CRASH_POINTS, type CrashPoint } from './infra/crash-points';

/**
 * The only place that reads process.env. Everything is parsed once at boot; a bad value stops start-up with
 * a message naming the variable, instead of failing later somewhere far away.
 */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Identity providers are reached over HTTPS; plain HTTP only to this machine (a local test provider). */
const httpsOrLoopbackUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .refine((v) => isHttpsOrLoopback(v), 'must be https:// (http:// only for localhost or 127.0.0.1)');

/** A comma list of stun:/turn: URLs (RFC 7064/7065), as RTCPeerConnection takes them. */
const iceUrls = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^(stuns?|turns?):\S+$/, 'must be stun:, stuns:, turn: or turns: URLs')));

function isHttpsOrLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /** Prefix of every Redis key and pub/sub channel, so several deployments (or test runs) can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits, _ : . or -')
    .default('mingle:'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Country answered for loopback and private addresses, where no dataset can say where the user is. */
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((v) => v.toUpperCase())
    .default('US'),
  /** Behind a reverse proxy, take the client address from X-Forwarded-For. */
  TRUST_PROXY: booleanFromEnv.default(false),
  /** Requests per minute per client address before answers turn into 'too many attempts'. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Where the built web app lives; empty means the API runs without serving it. */
  WEB_DIST_DIR: z.string().optional(),
  /** Real e-mail delivery; without it mail stays in the outbox (shown at /dev/outbox outside production). */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Mingle <no-reply@mingle.local>'),
  /** 'false' closes e-mail sign-up ('Sorry, email registration has been closed...'). */
  EMAIL_REGISTRATION_ENABLED: booleanFromEnv.default(true),
  /** 'false' closes sign-up by phone; accounts that already have a number still sign in. */
  PHONE_REGISTRATION_ENABLED: booleanFromEnv.default(true),
  /** Two-letter codes, comma separated: numbers of these countries cannot sign up (spec §8.2). */
  PHONE_BLOCKED_COUNTRIES: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must be two-letter country codes, comma separated'))),
  /** Codes sent per day over all numbers: the last line of the SMS-pumping defence. */
  SMS_DAILY_CAP: z.coerce.number().int().positive().default(10_000),
  /** Real SMS/WhatsApp delivery (HttpSmsSender); unset keeps text messages in the outbox. */
  SMS_PROVIDER_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SMS_PROVIDER_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Web push: a VAPID key pair (base64url, both or neither); unset, one is made at first start and kept in the database. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  /** The contact push services may use (RFC 8292): mailto: or https:; default: mailto: of MAIL_FROM's address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)\S+$/, 'must start with mailto: or https:')
    .optional(),
  /** Word list for nicknames and bios, one word or phrase a line; unset means the shipped list. */
  SENSITIVE_WORDS_FILE: z.string().min(1).optional(),
  /** Social sign-in: a provider is on when its client id is set (then its secret is required too). */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: httpsOrLoopbackUrl.default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_ISSUER: httpsOrLoopbackUrl.default('https://www.facebook.com'),
  /** Facebook's discovery document names no token endpoint; this one is used when discovery has none. */
  FACEBOOK_TOKEN_ENDPOINT: httpsOrLoopbackUrl.default('https://graph.facebook.com/oauth/access_token'),
  APPLE_CLIENT_ID: z.string().optional(),
  /** A ready client secret (a JWT Apple accepts), or the key below from which the server signs one itself. */
  APPLE_CLIENT_SECRET: z.string().optional(),
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_KEY_ID: z.string().optional(),
  /** The .p8 key's PEM text; a literal \\n stands for a line break, so it fits on one line. */
  APPLE_PRIVATE_KEY: z.string().optional(),
  APPLE_ISSUER: httpsOrLoopbackUrl.default('https://appleid.apple.com'),
  /** Friend requests a user may send free each UTC day (spec §9); later ones cost FRIEND_ADD_PRICE coins. */
  FREE_FRIEND_ADDS_PER_DAY: z.coerce.number().int().min(0).default(5),
  FRIEND_ADD_PRICE: z.coerce.number().int().positive().default(20),
  /** Non-friends a user may greet ('say hi') each UTC day. */
  FREE_SAY_HI_PER_DAY: z.coerce.number().int().min(0).default(10),
  /** Friends a user may switch 'tell me when online' on for each UTC day, and such notices received a day. */
  FRIEND_ONLINE_NOTIFY_PER_DAY: z.coerce.number().int().min(0).default(5),
  /**
   * Which engine translates chat messages: Apertium from Debian's packages on this machine (default; the pairs
   * installed decide the languages), a commercial HTTP API (TRANSLATION_API_URL and _KEY; message texts then
   * leave this server), or none.
   */
  TRANSLATION_ENGINE: z.enum(['apertium', 'http', 'off']).default('apertium'),
  TRANSLATION_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  TRANSLATION_API_KEY: z.string().min(1).optional(),
  /** Messages an account that is not VIP may have translated each UTC day (spec §1: VIP is unlimited). */
  FREE_TRANSLATIONS_PER_DAY: z.coerce.number().int().min(0).default(10),
  /** Which payment provider takes payments: the built-in test checkout (default) or Stripe. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** Key of the sandbox provider's webhook signatures; unset means a random one per boot (it signs and we verify). */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Ad-network tag: when set, successful orders carry the ad-conversion data for the client to send. */
  AD_CONVERSION_TAG: z.string().max(200).optional(),
  /** Stripe keys: both required when PAYMENT_PROVIDER=stripe (docs/decisions/012-stripe-cards-refunds.md). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_... or rk_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_...)')
    .optional(),
  /** Another Stripe API address; only tests point it at a local counterpart. */
  STRIPE_API_BASE: httpsOrLoopbackUrl.optional(),
  /** Seconds an incoming call rings before the server ends it as 'no answer' (spec §9 ring window). */
  CALL_RING_SECONDS: z.coerce.number().int().min(1).max(300).default(MATCHING_FLOW.ringSeconds),
  /** Seconds an answered call may take to get media flowing before it ends as failed. */
  CALL_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(45),
  /** Seconds a connected call waits for a party whose last socket closed to come back before it ends. */
  CALL_RECONNECT_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  /** Length of a billed minute in ms; only tests shorten it (a test clock for per-minute billing). */
  CALL_MINUTE_MS: z.coerce
    .number()
    .int()
    .min(200)
    .max(3_600_000)
    .default(CALL_BILLING_UNIT_SECONDS * 1000),
  /** How long a call goes on after the payer can no longer pay the next minute (spec §9: about a minute). */
  CALL_LOW_BALANCE_HANGUP_MS: z.coerce.number().int().min(0).max(600_000).default(LOW_BALANCE_HANGUP_MS),
  /** How often every node looks for calls whose ring window, minute or grace period is due. */
  CALL_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /** Share of a call's coins a host earns as points, 0..1 (rounded down per minute). */
  HOST_POINTS_SHARE: z.coerce.number().min(0).max(1).default(0.5),
  /** The match-to-minute-call switch of spec §3 (also sent by globalconf as minuteCallSwitch). */
  MATCH_MINUTE_SWITCH_SHOW: booleanFromEnv.default(false),
  MATCH_MINUTE_SWITCH_TIME: z.coerce.number().int().min(0).max(3600).default(60),
  MATCH_MINUTE_SWITCH_ENOUGH: booleanFromEnv.default(true),
  /** ICE servers handed to the two parties of a live call, comma separated. */
  STUN_URLS: iceUrls.default(['stun:stun.l.google.com:19302']),
  TURN_URLS: iceUrls.default([]),
  /** coturn's static-auth-secret (use-auth-secret): TURN credentials are minted with it per call. */
  TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  TURN_CREDENTIAL_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(3600),
  /** Random matches a user is shown free each UTC day; VIP users have no such limit. */
  FREE_MATCHES_PER_DAY: z.coerce.number().int().min(0).default(20),
  /** Matches anyone, VIP included, is shown per UTC day: the absolute cap. */
  MATCH_DAILY_LIMIT: z.coerce.number().int().positive().default(500),
  /** Coins of one match with a gender filter, and with a country filter (a match with both pays both). */
  MATCH_GENDER_FILTER_PRICE: z.coerce.number().int().min(0).default(10),
  MATCH_COUNTRY_FILTER_PRICE: z.coerce.number().int().min(0).default(10),
  /**
   * Server processes on this machine, all on PORT (Node's cluster module). Above 1 they share the database and
   * the stores, so it needs DATABASE_URL and REDIS_URL.
   */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * How long a node may answer a signed-in request from its memory of the session, at most (0: read it every
   * time). A logout, login elsewhere or ban reaches every node's memory at once over the bus; this bounds it
   * for news that was lost.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** S3-compatible object storage for uploads; unset: files on the local disk in DATA_DIR/media. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** Endpoint of a non-AWS store (MinIO, Ceph); unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; without them the AWS SDK's own chain (environment, instance role) is used. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addressing (endpoint/bucket/key), which MinIO and Ceph need; default: on with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
  /** Prefix of every object key, so one bucket can hold several deployments. */
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9][a-z0-9_.-]*\/)*$/, 'must be empty or path segments ending in /')
    .default(''),
  /** The crash test's kill switch (src/infra/crash-points.ts); refused in production. */
  CRASH_AT: z.enum(CRASH_POINTS).optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  /** Where the crash test stops this process dead (never set in production). */
  crashAt: CrashPoint | undefined;
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL when set, else embedded PGlite in dataDir (or in memory for tests, see context overrides). */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  /** Server processes on PORT (cluster workers); above 1 only with PostgreSQL and Redis. */
  workers: number;
  /** How long a node answers from its memory of a session, in ms (0: no cache). */
  sessionCacheMs: number;
  /** Uploads in an S3-compatible store when set, else on the local disk (DATA_DIR/media). */
  s3: S3StorageConfig | undefined;
  publicUrl: string;
  logLevel: string;
  defaultCountry: string;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  webDistDir: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  emailRegistrationEnabled: boolean;
  phoneRegistrationEnabled: boolean;
  phoneBlockedCountries: string[];
  smsDailyCap: number;
  /** Where text messages go when set: a provider endpoint and the key its requests are signed with. */
  smsProvider: { url: string; secret: string } | undefined;
  sensitiveWordsFile: string | undefined;
  /** Only the providers whose client id is set. */
  socialProviders: Partial<Record<SocialProvider, SocialProviderConfig>>;
  /** Daily limits and prices of friends and chat (docs/decisions/013-friends-chat.md). */
  social: SocialLimits;
  /** Web push (docs/decisions/029-web-push-and-install.md): configured VAPID keys, or undefined (made and stored). */
  push: { vapid: { publicKey: string; privateKey: string } | undefined; subject: string };
  translation: {
    engine: { kind: 'apertium' } | { kind: 'http'; url: string; key: string } | { kind: 'off' };
    freePerDay: number;
  };
  /** Provider choice and its sandbox settings (docs/decisions/011-payments-providers.md). */
  payments: PaymentsConfig;
  /** Set when both Stripe keys are given; required when PAYMENT_PROVIDER=stripe. */
  stripe: StripeConfig | undefined;
  /** Ring window, connect and reconnect limits, the billing clock and host share (docs/decisions/015-call-billing.md). */
  calls: CallsConfig;
  /** STUN and TURN for the calls' ICE servers. */
  ice: IceServersConfig;
  /** Free daily matches, the daily cap and the filter prices (modules/matching). */
  matching: MatchingConfig;
}

export interface CallsConfig {
  ringSeconds: number;
  connectTimeoutSeconds: number;
  reconnectGraceSeconds: number;
  minuteMs: number;
  lowBalanceHangupMs: number;
  sweepIntervalMs: number;
  hostPointsShare: number;
  matchMinuteSwitch: { show: boolean; time: number; enough: boolean };
}

export interface MatchingConfig {
  freePerDay: number;
  dailyLimit: number;
  filterPrice: { gender: number; country: number };
}

export interface IceServersConfig {
  stunUrls: string[];
  turnUrls: string[];
  /** Required when turnUrls is not empty. */
  turnSecret: string | undefined;
  credentialTtlSeconds: number;
}

function iceFrom(e: Env): IceServersConfig {
  if (e.TURN_URLS.length > 0 && !e.TURN_SECRET) {
    throw new ConfigError(['TURN_SECRET: required when TURN_URLS is set']);
  }
  return {
    stunUrls: e.STUN_URLS,
    turnUrls: e.TURN_URLS,
    turnSecret: e.TURN_SECRET,
    credentialTtlSeconds: e.TURN_CREDENTIAL_TTL_SECONDS,
  };
}

export interface S3StorageConfig {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  prefix: string;
}

function s3From(e: Env): S3StorageConfig | undefined {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!e.S3_BUCKET) {
    if (e.S3_ENDPOINT || accessKeyId || secretAccessKey) {
      throw new ConfigError(['S3_BUCKET: required when other S3_* settings are given']);
    }
    return undefined;
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: give both or neither']);
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    prefix: e.S3_PREFIX,
  };
}

export interface PaymentsConfig {
  provider: 'sandbox' | 'stripe';
  sandboxWebhookSecret: string;
  adConversionTag: string | undefined;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiBase: string | undefined;
}

function stripeFrom(e: Env, paymentProvider: string | undefined): StripeConfig | undefined {
  const problems: string[] = [];
  if (paymentProvider === 'stripe') {
    if (!e.STRIPE_SECRET_KEY) problems.push('STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe');
    if (!e.STRIPE_WEBHOOK_SECRET)
      problems.push('STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) return undefined;
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiBase: e.STRIPE_API_BASE,
  };
}

export interface SocialLimits {
  freeFriendAddsPerDay: number;
  friendAddPrice: number;
  freeSayHiPerDay: number;
  friendOnlineNotifyPerDay: number;
}

export interface SocialProviderConfig {
  clientId: string;
  /** Sent as client_secret; Apple may have `appleKey` instead. */
  clientSecret: string | undefined;
  /** Apple's client secret is a JWT signed with this key (team id, key id, PKCS#8 PEM). */
  appleKey?: { teamId: string; keyId: string; privateKey: string } | undefined;
  /** Its discovery document is `${issuer}/.well-known/openid-configuration`; ID tokens must name it as iss. */
  issuer: string;
  /** Used when the discovery document names no token endpoint (Facebook's does not). */
  fallbackTokenEndpoint?: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function smsProviderFrom(url: string | undefined, secret: string | undefined): Config['smsProvider'] {
  if (!url) return undefined;
  if (!secret) throw new ConfigError(['SMS_PROVIDER_SECRET: required when SMS_PROVIDER_URL is set']);
  return { url, secret };
}

type Env = z.infer<typeof envSchema>;

function socialProvidersFrom(e: Env): Config['socialProviders'] {
  const { APPLE_TEAM_ID: teamId, APPLE_KEY_ID: keyId, APPLE_PRIVATE_KEY: key } = e;
  const appleKey =
    teamId && keyId && key ? { teamId, keyId, privateKey: key.replace(/\\n/g, '\n') } : undefined;
  const candidates: [SocialProvider, string | undefined, Omit<SocialProviderConfig, 'clientId'>][] = [
    ['google', e.GOOGLE_CLIENT_ID, { clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }],
    [
      'facebook',
      e.FACEBOOK_CLIENT_ID,
      {
        clientSecret: e.FACEBOOK_CLIENT_SECRET,
        issuer: e.FACEBOOK_ISSUER,
        fallbackTokenEndpoint: e.FACEBOOK_TOKEN_ENDPOINT,
      },
    ],
    ['apple', e.APPLE_CLIENT_ID, { clientSecret: e.APPLE_CLIENT_SECRET, appleKey, issuer: e.APPLE_ISSUER }],
  ];
  const problems: string[] = [];
  const providers: Config['socialProviders'] = {};
  for (const [provider, clientId, settings] of candidates) {
    if (!clientId) continue;
    const prefix = provider.toUpperCase();
    if (!settings.clientSecret && !settings.appleKey) {
      const alternative =
        provider === 'apple' ? ' (or APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY)' : '';
      problems.push(`${prefix}_CLIENT_SECRET${alternative}: required when ${prefix}_CLIENT_ID is set`);
    }
    providers[provider] = { clientId, ...settings };
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return providers;
}

export function readEnv(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, so `FOO= npm start` behaves like no FOO at all.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if (e.WORKERS > 1 && (!e.DATABASE_URL || !e.REDIS_URL)) {
    throw new ConfigError([
      'WORKERS: more than one worker needs DATABASE_URL and REDIS_URL (the embedded database and stores belong to one process)',
    ]);
  }
  if (e.CRASH_AT && e.NODE_ENV === 'production') {
    throw new ConfigError(['CRASH_AT: a crash test switch, not allowed in production']);
  }
  return {
    env: e.NODE_ENV,
    crashAt: e.CRASH_AT,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    workers: e.WORKERS,
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    s3: s3From(e),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    defaultCountry: e.DEFAULT_COUNTRY,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    webDistDir: e.WEB_DIST_DIR === undefined ? undefined : path.resolve(e.WEB_DIST_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    emailRegistrationEnabled: e.EMAIL_REGISTRATION_ENABLED,
    phoneRegistrationEnabled: e.PHONE_REGISTRATION_ENABLED,
    phoneBlockedCountries: e.PHONE_BLOCKED_COUNTRIES,
    smsDailyCap: e.SMS_DAILY_CAP,
    smsProvider: smsProviderFrom(e.SMS_PROVIDER_URL, e.SMS_PROVIDER_SECRET),
    sensitiveWordsFile:
      e.SENSITIVE_WORDS_FILE === undefined ? undefined : path.resolve(e.SENSITIVE_WORDS_FILE),
    socialProviders: socialProvidersFrom(e),
    push: pushFrom(e),
    translation: { engine: translationEngineFrom(e), freePerDay: e.FREE_TRANSLATIONS_PER_DAY },
    social: {
      freeFriendAddsPerDay: e.FREE_FRIEND_ADDS_PER_DAY,
      friendAddPrice: e.FRIEND_ADD_PRICE,
      freeSayHiPerDay: e.FREE_SAY_HI_PER_DAY,
      friendOnlineNotifyPerDay: e.FRIEND_ONLINE_NOTIFY_PER_DAY,
    },
    payments: {
      provider: e.PAYMENT_PROVIDER,
      sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
      adConversionTag: e.AD_CONVERSION_TAG,
    },
    stripe: stripeFrom(e, e.PAYMENT_PROVIDER),
    calls: {
      ringSeconds: e.CALL_RING_SECONDS,
      connectTimeoutSeconds: e.CALL_CONNECT_TIMEOUT_SECONDS,
      reconnectGraceSeconds: e.CALL_RECONNECT_GRACE_SECONDS,
      minuteMs: e.CALL_MINUTE_MS,
      lowBalanceHangupMs: e.CALL_LOW_BALANCE_HANGUP_MS,
      sweepIntervalMs: e.CALL_SWEEP_INTERVAL_MS,
      hostPointsShare: e.HOST_POINTS_SHARE,
      matchMinuteSwitch: {
        show: e.MATCH_MINUTE_SWITCH_SHOW,
        time: e.MATCH_MINUTE_SWITCH_TIME,
        enough: e.MATCH_MINUTE_SWITCH_ENOUGH,
      },
    },
    ice: iceFrom(e),
    matching: {
      freePerDay: e.FREE_MATCHES_PER_DAY,
      dailyLimit: e.MATCH_DAILY_LIMIT,
      filterPrice: { gender: e.MATCH_GENDER_FILTER_PRICE, country: e.MATCH_COUNTRY_FILTER_PRICE },
    },
  };
}

function translationEngineFrom(e: Env): Config['translation']['engine'] {
  if (e.TRANSLATION_ENGINE !== 'http') return { kind: e.TRANSLATION_ENGINE };
  if (!e.TRANSLATION_API_URL || !e.TRANSLATION_API_KEY) {
    throw new ConfigError([
      'TRANSLATION_API_URL, TRANSLATION_API_KEY: required when TRANSLATION_ENGINE is http',
    ]);
  }
  return { kind: 'http', url: e.TRANSLATION_API_URL, key: e.TRANSLATION_API_KEY };
}

function pushFrom(e: Env): Config['push'] {
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both or neither']);
  }
  const address = /<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM;
  return {
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    subject: e.VAPID_SUBJECT ?? `mailto:${address.trim()}`,
  };
}

/** The config printed at start-up: connection strings lose their credentials. */
export function describeConfig(config: Config): Record<string, unknown> {
  const hideCredentials = (url: string | undefined) => url?.replace(/\/\/[^@/]*@/, '//***@');
  return {
    ...config,
    databaseUrl: hideCredentials(config.databaseUrl),
    redisUrl: hideCredentials(config.redisUrl),
    smtpUrl: hideCredentials(config.smtpUrl),
    smsProvider: config.smsProvider && { url: hideCredentials(config.smsProvider.url), secret: '***' },
    payments: { ...config.payments, sandboxWebhookSecret: '***' },
    push: {
      ...config.push,
      vapid: config.push.vapid && { publicKey: config.push.vapid.publicKey, privateKey: '***' },
    },
    stripe: config.stripe && { ...config.stripe, secretKey: '***', webhookSecret: '***' },
    translation: {
      ...config.translation,
      engine:
        config.translation.engine.kind === 'http'
          ? { ...config.translation.engine, key: '***' }
          : config.translation.engine,
    },
    ice: { ...config.ice, turnSecret: config.ice.turnSecret && '***' },
    socialProviders: Object.fromEntries(
      Object.entries(config.socialProviders).map(([name, p]) => [
        name,
        { clientId: p.clientId, issuer: p.issuer },
      ]),
    ),
  };
}
