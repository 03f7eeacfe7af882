import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/infra/db/database';
import { throwawayDatabase } from './throwaway-database';

// Nodes that start together on one fresh PostgreSQL database (a deploy of several processes): CI's second pass.
describe('migrations when several nodes start at once', () => {
  const opened: Database[] = [];
  const drops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    for (const drop of drops) await drop();
  });

  it('lets every node start, and applies each migration once', async () => {
    const fresh = await throwawayDatabase(process.env.DATABASE_URL as string);
    drops.push(fresh.drop);
    const nodes = await Promise.allSettled(
      Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url: fresh.url })),
    );
    for (const node of nodes) if (node.status === 'fulfilled') opened.push(node.value);
    expect(nodes.map((n) => (n.status === 'rejected' ? String(n.reason) : 'started'))).toEqual(
      Array(4).fill('started'),
    );
    const reader = new pg.Client({ connectionString: fresh.url });
    await reader.connect();
    try {
      const applied = await reader.query<{ hash: string; times: number }>(
        'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
      );
      expect(applied.rows.length).toBeGreaterThan(10);
      expect(applied.rows.every((r) => r.times === 1)).toBe(true);
    } finally {
      await reader.end();
    }
  });
});
