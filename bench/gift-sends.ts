// Gift sends through the ledger on PostgreSQL (issue 15, docs/decisions/027-gifts-and-backpack.md): SENDERS members
// each send gifts to RECEIVERS hosts, CALLERS sends at a time, through the gifts service as the route calls it
// (request key claimed, one ledger spend with the receiver's points, one movement per send); one send in ten is
// retried with its key at once (two at the same moment), which must answer the same send and charge once. The
// context is the server's (createContext), so the figures are the service and the database, without HTTP.
// Afterwards every sender's coins and every receiver's points equal what the sends say and checkLedger finds
// nothing; otherwise the bench fails. Reference in the same run: as many plain ledger credits (one ledger.run
// each) from the same number of callers.
// Run: `npx tsx bench/gift-sends.ts` (or `npm run bench:gifts -w bench`). DATABASE_URL (default
// postgres://root@127.0.0.1:5432/test; a throw-away database is made in it and dropped); GIFTS_BENCH_SENDS
// (20000), GIFTS_BENCH_SENDERS (2000), GIFTS_BENCH_RECEIVERS (200), GIFTS_BENCH_CALLERS (50).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { readEnv } from '../apps/server/src/config';
import { createContext } from '../apps/server/src/context';
import type { Session } from '../apps/server/src/modules/session/service';
import { checkLedger } from '../apps/server/src/modules/wallet/ledger-check';
import { throwawayDatabase } from '../apps/server/test/throwaway-database';
import { drive, loadAverage, ms, percentile, rowsOf } from './stats';

const postgresUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const SENDS = Number(process.env.GIFTS_BENCH_SENDS ?? 20_000);
const SENDERS = Number(process.env.GIFTS_BENCH_SENDERS ?? 2_000);
const RECEIVERS = Number(process.env.GIFTS_BENCH_RECEIVERS ?? 200);
const CALLERS = Number(process.env.GIFTS_BENCH_CALLERS ?? 50);

function assert(ok: boolean, message: string): asserts ok {
  if (!ok) throw new Error(`gifts bench: ${message}`);
}

async function main(): Promise<void> {
  const database = await throwawayDatabase(postgresUrl);
  const ctx = await createContext(
    readEnv({ ...process.env, LOG_LEVEL: 'error', DATABASE_URL: database.url, REDIS_URL: '' }),
  );
  try {
    const db = ctx.database.db;
    const created = rowsOf<{ id: number; g: number }>(
      await db.execute(sql`
        insert into users (device_id, nickname, gender, birthday, country_id)
        select 'bench-gifts-' || g, 'Member ' || g, 1 + g % 2, date '1990-01-01', 840
        from generate_series(1, ${SENDERS + RECEIVERS}) g
        returning id, substring(device_id from 13)::integer as g`),
    );
    await db.execute(sql`analyze`);
    const ids = created.sort((a, b) => a.g - b.g).map((r) => r.id);
    const senders: Session[] = ids
      .slice(0, SENDERS)
      .map((id, i) => ({ userId: id, deviceId: `bench-gifts-${i + 1}` }));
    const receivers = ids.slice(SENDERS);
    const { gifts } = await ctx.gifts.service.catalogue();
    const cheap = gifts.filter((g) => g.coins <= 50);
    assert(cheap.length > 0, 'no gift of 50 coins or less in the catalogue');
    // Enough coins for every send a sender makes.
    const perSender = Math.ceil(SENDS / SENDERS);
    const funds = perSender * Math.max(...cheap.map((g) => g.coins));
    await drive(senders.length, 10, async (i) => {
      const s = senders[i] as Session;
      await ctx.ledger.run((tx) =>
        ctx.ledger.credit(tx, {
          key: `bench-fund-${s.userId}`,
          userId: s.userId,
          coins: funds,
          source: 'grant',
        }),
      );
    });

    const coinsOut = new Map<number, number>();
    const pointsIn = new Map<number, number>();
    const sendMs: number[] = [];
    let retried = 0;
    const loadBefore = loadAverage();
    console.log(
      `gifts bench: ${SENDS} gift sends by ${SENDERS} members to ${RECEIVERS} hosts from ${CALLERS} concurrent ` +
        `callers on PostgreSQL; ${os.cpus().length} CPUs, Node ${process.version}; load average before ${loadBefore}`,
    );
    const sendSeconds = await drive(SENDS, CALLERS, async (i) => {
      const session = senders[i % senders.length] as Session;
      const toUserId = receivers[(i * 7) % receivers.length] as number;
      const gift = cheap[i % cheap.length] as (typeof cheap)[number];
      const body = {
        toUserId,
        giftId: gift.giftId,
        idempotencyKey: `bench-send-${i}`,
        from: 'coins' as const,
        context: 'profile' as const,
      };
      const t0 = performance.now();
      if (i % 10 === 0) {
        const [a, b] = await Promise.all([
          ctx.gifts.service.send(session, body),
          ctx.gifts.service.send(session, body),
        ]);
        assert(a.sendId === b.sendId && a.replayed !== b.replayed, `send ${i}: the retry sent again`);
        retried++;
      } else {
        await ctx.gifts.service.send(session, body);
      }
      sendMs.push(performance.now() - t0);
      coinsOut.set(session.userId, (coinsOut.get(session.userId) ?? 0) + gift.coins);
      pointsIn.set(toUserId, (pointsIn.get(toUserId) ?? 0) + gift.points);
    });

    const movements = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::integer as n from wallet_transactions where label = 'gift'`),
    )[0]?.n;
    assert(movements === SENDS, `${movements} gift movements, expected ${SENDS}`);
    await drive(senders.length, 10, async (i) => {
      const s = senders[i] as Session;
      const b = await ctx.ledger.balance(s.userId);
      assert(b.coins === funds - (coinsOut.get(s.userId) ?? 0), `sender ${s.userId} has ${b.coins} coins`);
    });
    await drive(receivers.length, 10, async (i) => {
      const id = receivers[i] as number;
      const b = await ctx.ledger.balance(id);
      assert(b.points === (pointsIn.get(id) ?? 0), `receiver ${id} has ${b.points} points`);
    });
    const t1 = performance.now();
    const violations = await checkLedger(db);
    const checkMs = performance.now() - t1;
    assert(violations.length === 0, `ledger-check: ${violations.map((v) => v.detail).join('; ')}`);

    // Reference: the same number of plain ledger credits, from the same number of callers.
    const creditMs: number[] = [];
    const creditSeconds = await drive(SENDS, CALLERS, async (i) => {
      const userId = ids[i % ids.length] as number;
      const t0 = performance.now();
      await ctx.ledger.run((tx) =>
        ctx.ledger.credit(tx, { key: `bench-credit-${i}`, userId, coins: 1, source: 'promotion' }),
      );
      creditMs.push(performance.now() - t0);
    });
    assert((await checkLedger(db)).length === 0, 'ledger-check after the reference credits');
    const loadAfter = loadAverage();

    console.log('\n| operation | count | per second | p50 | p99 | max |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    const line = (name: string, samples: number[], perSecond: number) => {
      const s = [...samples].sort((a, b) => a - b);
      console.log(
        `| ${name} | ${s.length} | ${Math.round(perSecond)} | ${ms(percentile(s, 0.5))} ms | ` +
          `${ms(percentile(s, 0.99))} ms | ${ms(s[s.length - 1] ?? 0)} ms |`,
      );
    };
    line('gift send (one in ten retried at once)', sendMs, SENDS / sendSeconds);
    line('reference: plain ledger credit', creditMs, SENDS / creditSeconds);
    console.log(
      `\n${movements} gift movements for ${SENDS} sends (${retried} retried at once, each charged once); balances ` +
        `and points equal the sends; checkLedger ${Math.round(checkMs)} ms, 0 violations (and 0 after the ` +
        `reference credits)`,
    );
    console.log(`load average before ${loadBefore}, after ${loadAfter}`);
  } finally {
    await ctx.close();
    await database.drop();
  }
}

await main();
