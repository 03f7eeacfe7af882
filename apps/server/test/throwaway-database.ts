import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A throw-away database on the PostgreSQL at `adminUrl` (as the server tests make them): its URL, and `drop` to
 * remove it again (forcing out connections a killed process may have left).
 */
export async function throwawayDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mingle_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
