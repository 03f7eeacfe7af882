import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';
import { once } from '../once';

/** Both drivers give the same query builder; modules only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string | undefined };

/** Any fixed number: the advisory lock that nodes starting together take in turns to migrate. */
const MIGRATION_LOCK = 7_164_553;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock, so that nodes starting at the same moment (a
 * deploy, a cluster's workers) migrate one after the other: the first applies what is missing, the others find
 * nothing left to do. Without it two of them can run the same CREATE TABLE at once and one fails to start.
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    holder.release();
  }
}

/** Opens the database and applies the migrations kept in apps/server/drizzle before anything else runs. */
export async function openDatabase(
  location: DatabaseLocation,
  onIdleClientError: (err: Error) => void = () => undefined,
): Promise<Database> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // An idle pooled connection dropped by the server (restart, failover) must not crash the process: the
    // pool discards it and the next query opens a new one.
    pool.on('error', onIdleClientError);
    const db = drizzlePg(pool, { schema });
    await migrateAlone(pool, () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }));
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: once(() => pool.end()),
    };
  }
  // No dir means in memory: each test gets a fresh database without touching disk.
  if (location.dir) mkdirSync(path.dirname(location.dir), { recursive: true });
  const client = new PGlite(location.dir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: once(() => client.close()),
  };
}
