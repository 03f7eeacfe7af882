import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../src/app';
import { readEnv, type Config } from '../src/config';
import { createContext, type AppContext } from '../src/context';
import type { Clock } from '../src/infra/clock';
import type { DatabaseLocation } from '../src/infra/db/database';
import { throwawayDatabase } from './throwaway-database';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  databaseLocation: DatabaseLocation;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  logStream?: DestinationStream;
  /** Reuse another test app's database (two nodes over one PostgreSQL). */
  databaseLocation?: DatabaseLocation;
  redisPrefix?: string;
  /**
   * The server's time. A ManualClock (src/infra/manual-clock.ts) lets a test move time on instead of waiting:
   * day resets, ban ends, call minutes. Requests must then be signed at the clock's time (the kit's call and
   * socialClient do this), as a client whose clock agrees with the server's would.
   */
  clock?: Clock;
  /** Register extra routes (behind the same contract) before the app is ready. */
  configure?: (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
}

/**
 * The real app on a real database: in-memory PGlite by default; with DATABASE_URL set (the second CI pass)
 * a throw-away PostgreSQL database per test app, and with REDIS_URL the Redis-backed stores, keyed apart.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return readEnv({
    ...process.env,
    NODE_ENV: 'test',
    // Tests never reach a real mail server unless they start one themselves.
    SMTP_URL: '',
    LOG_LEVEL: 'info',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'mingle-test-')),
    ...env,
  });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseLocation = options.databaseLocation;
  if (!databaseLocation) {
    if (config.databaseUrl) {
      const created = await throwawayDatabase(config.databaseUrl);
      databaseLocation = { kind: 'postgres', url: created.url };
      dropDatabase = created.drop;
    } else {
      databaseLocation = { kind: 'pglite', dir: undefined };
    }
  }
  const ctx = await createContext(config, {
    databaseLocation,
    logStream: options.logStream ?? silentStream,
    redisPrefix: options.redisPrefix ?? `test:${randomBytes(6).toString('hex')}:`,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const app = await buildApp(ctx);
  await options.configure?.(app, ctx);
  await app.ready();
  return {
    app,
    ctx,
    databaseLocation,
    async close() {
      await app.close();
      await ctx.close();
      await dropDatabase?.();
    },
  };
}

const silentStream: DestinationStream = { write: () => undefined };

/** Collects log lines so tests can assert what was (and was not) logged. */
export function memoryLogStream(): DestinationStream & { text(): string } {
  const lines: string[] = [];
  return { write: (line: string) => void lines.push(line), text: () => lines.join('') };
}
