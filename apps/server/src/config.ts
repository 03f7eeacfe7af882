import path from 'node:path';
import { z } from 'zod';

/**
 * The only place that reads process.env. Everything is parsed once at boot; a bad value stops start-up with
 * a message naming the variable, instead of failing later somewhere far away.
 */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
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
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL when set, else embedded PGlite in dataDir (or in memory for tests, see context overrides). */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  logLevel: string;
  defaultCountry: string;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  webDistDir: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  emailRegistrationEnabled: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function readEnv(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, so `FOO= npm start` behaves like no FOO at all.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    defaultCountry: e.DEFAULT_COUNTRY,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    webDistDir: e.WEB_DIST_DIR === undefined ? undefined : path.resolve(e.WEB_DIST_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    emailRegistrationEnabled: e.EMAIL_REGISTRATION_ENABLED,
  };
}

/** The config printed at start-up: connection strings lose their credentials. */
export function describeConfig(config: Config): Record<string, unknown> {
  const hideCredentials = (url: string | undefined) => url?.replace(/\/\/[^@/]*@/, '//***@');
  return {
    ...config,
    databaseUrl: hideCredentials(config.databaseUrl),
    redisUrl: hideCredentials(config.redisUrl),
  };
}
