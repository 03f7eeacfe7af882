// Reward claims at UTC midnight (issue 16, docs/decisions/024-rewards.md): USERS members all claim the moment a
// new UTC day starts, on PostgreSQL. The context is the server's (createContext) with a ManualClock standing
// just after 0:00 UTC, and the claims go through the rewards services as the routes call them (check-in, the
// first-week bonus, the daily check-in task), so the figures are the service and the database, without HTTP.
// Each member claims the three in the order the web offers them, CALLERS members at a time; one in ten double
// taps the check-in (two at once), which must give one grant and one "already checked in". Afterwards: every
// member has exactly one claim per activity for the day, every balance and spin count equals what the
// configured amounts say, and checkLedger finds nothing; otherwise the bench fails. Reference in the same run:
// as many plain ledger credits (one ledger.run each) from the same number of callers.
// Run: `npx tsx bench/reward-claims.ts` (or `npm run bench:rewards -w bench`). DATABASE_URL (default
// postgres://root@127.0.0.1:5432/test; a throw-away database is made in it and dropped); REWARDS_BENCH_USERS
// (10000), REWARDS_BENCH_CALLERS (50).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { RewardCode } from '@mingle/protocol';
import { sql } from 'drizzle-orm';
import { readEnv } from '../apps/server/src/config';
import { createContext, type AppContext } from '../apps/server/src/context';
import { DAY_MS, utcDayOf, utcDayStart } from '../apps/server/src/infra/clock';
import { ManualClock } from '../apps/server/src/infra/manual-clock';
import { RewardError } from '../apps/server/src/modules/rewards/errors';
import type { Session } from '../apps/server/src/modules/session/service';
import { checkLedger } from '../apps/server/src/modules/wallet/ledger-check';
import { throwawayDatabase } from '../apps/server/test/throwaway-database';
import { drive, loadAverage, ms, percentile, rowsOf } from './stats';

const postgresUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const USERS = Number(process.env.REWARDS_BENCH_USERS ?? 10_000);
const CALLERS = Number(process.env.REWARDS_BENCH_CALLERS ?? 50);
const TASK = 'daily-check-in';

function assert(ok: boolean, message: string): asserts ok {
  if (!ok) throw new Error(`rewards bench: ${message}`);
}

interface Member {
  session: Session;
  vip: boolean;
  /** Cycle day of yesterday's check-in, or null. */
  yesterdayStep: number | null;
  /** Day of the first week today is (1 = the day of sign-up). */
  firstWeekDay: number;
  doubleTap: boolean;
}

/**
 * Members in bulk: signed up 1 to 6 days before today (first-week days 2 to 7), each on their own device; every
 * other one VIP (only VIPs get check-in coins); a third checked in yesterday (so today continues their cycle).
 */
async function seed(ctx: AppContext, today: number): Promise<Member[]> {
  const db = ctx.database.db;
  const created = rowsOf<{ id: number; g: number }>(
    await db.execute(sql`
      insert into users (device_id, nickname, gender, birthday, country_id, created_at)
      select 'bench-rewards-' || g, 'Member ' || g, 1 + g % 2, date '1990-01-01', 840,
             to_timestamp(${today / 1000}) - (1 + g % 6) * interval '1 day' + (g % 86000) * interval '1 second'
      from generate_series(1, ${USERS}) g
      returning id, substring(device_id from 15)::integer as g`),
  );
  const yesterday = utcDayOf(today - DAY_MS);
  await db.execute(sql`
    insert into user_pay_status (user_id, first_paid_at, vip_since)
    select id, to_timestamp(${today / 1000}) - interval '10 days', to_timestamp(${today / 1000}) - interval '10 days'
    from users where device_id like 'bench-rewards-%' and substring(device_id from 15)::integer % 2 = 0`);
  await db.execute(sql`
    insert into reward_claims (user_id, activity, period, device_id, coins, spins, step, created_at)
    select id, 'check-in', ${yesterday}, device_id, 0, 0, 1 + substring(device_id from 15)::integer % 7,
           to_timestamp(${today / 1000}) - interval '12 hours'
    from users where device_id like 'bench-rewards-%' and substring(device_id from 15)::integer % 3 = 0`);
  await db.execute(sql`analyze`);
  return created.map(({ id, g }) => ({
    session: { userId: id, deviceId: `bench-rewards-${g}` },
    vip: g % 2 === 0,
    yesterdayStep: g % 3 === 0 ? 1 + (g % 7) : null,
    firstWeekDay: 2 + (g % 6),
    doubleTap: g % 10 === 0,
  }));
}

type Activity = 'check-in' | 'first-week' | `task:${typeof TASK}`;

async function main(): Promise<void> {
  // Just after 0:00 UTC of the next day: everyone's new day has begun.
  const today = utcDayStart(Date.now()) + DAY_MS;
  const clock = new ManualClock(today + 50);
  const database = await throwawayDatabase(postgresUrl);
  const ctx = await createContext(
    readEnv({ ...process.env, LOG_LEVEL: 'error', DATABASE_URL: database.url, REDIS_URL: '' }),
    { clock },
  );
  try {
    const db = ctx.database.db;
    const members = await seed(ctx, today);
    const day = utcDayOf(clock.now());
    const checkInCoins = new Map(
      rowsOf<{ day: number; coins: number }>(
        await db.execute(sql`select day, coins from reward_check_in_days`),
      ).map((r) => [Number(r.day), Number(r.coins)]),
    );
    const firstWeekCoins = new Map(
      rowsOf<{ day: number; coins: number }>(
        await db.execute(sql`select day, coins from reward_first_week_days`),
      ).map((r) => [Number(r.day), Number(r.coins)]),
    );
    const [task] = rowsOf<{ coins: number; spins: number }>(
      await db.execute(
        sql`select reward_coins as coins, reward_spins as spins from reward_tasks where code = ${TASK}`,
      ),
    );
    assert(task !== undefined, `no task ${TASK}`);
    const cycle = checkInCoins.size;

    const timings = new Map<Activity | 'check-in double tap (both taps)', number[]>();
    const time = async <T>(
      activity: Activity | 'check-in double tap (both taps)',
      work: () => Promise<T>,
    ) => {
      const t0 = performance.now();
      const out = await work();
      const list = timings.get(activity) ?? [];
      list.push(performance.now() - t0);
      timings.set(activity, list);
      return out;
    };
    const expected = new Map<number, { coins: number; spins: number }>();
    let refusedTaps = 0;

    const loadBefore = loadAverage();
    console.log(
      `rewards bench: ${USERS} members claim at ${new Date(clock.now()).toISOString()} from ${CALLERS} ` +
        `concurrent callers on PostgreSQL; ${os.cpus().length} CPUs, Node ${process.version}; ` +
        `load average before ${loadBefore}`,
    );
    const claimSeconds = await drive(members.length, CALLERS, async (i) => {
      const m = members[i] as Member;
      const { checkIn, firstWeek, tasks } = ctx.rewards;
      // Check-in, as a double tap for some: exactly one of the two may succeed.
      if (m.doubleTap) {
        const t0 = performance.now();
        const both = await Promise.allSettled([checkIn.save(m.session), checkIn.save(m.session)]);
        const took = performance.now() - t0;
        const ok = both.filter((r) => r.status === 'fulfilled');
        const refused = both.filter(
          (r) =>
            r.status === 'rejected' &&
            r.reason instanceof RewardError &&
            r.reason.code === RewardCode.ALREADY_CHECKED_IN,
        );
        assert(
          ok.length === 1 && refused.length === 1,
          `member ${m.session.userId}: double tap gave ${ok.length}`,
        );
        refusedTaps += 1;
        timings.set('check-in', [...(timings.get('check-in') ?? []), took]);
        timings.set('check-in double tap (both taps)', [
          ...(timings.get('check-in double tap (both taps)') ?? []),
          took,
        ]);
      } else {
        await time('check-in', () => checkIn.save(m.session));
      }
      await time('first-week', () => firstWeek.claim(m.session));
      await time(`task:${TASK}`, () => tasks.claim(m.session, TASK));
      const step = m.yesterdayStep === null ? 1 : (m.yesterdayStep % cycle) + 1;
      expected.set(m.session.userId, {
        coins:
          (m.vip ? (checkInCoins.get(step) ?? 0) : 0) +
          (firstWeekCoins.get(m.firstWeekDay) ?? 0) +
          task.coins,
        spins: task.spins,
      });
    });
    const claims = members.length * 3;

    // Every member: exactly one claim per activity today, the coins and spins the configuration says.
    const perActivity = rowsOf<{ activity: string; claims: number; members: number }>(
      await db.execute(sql`
        select activity, count(*)::integer as claims, count(distinct user_id)::integer as members
        from reward_claims where period = ${day} group by activity order by activity`),
    );
    for (const activity of ['check-in', 'first-week', `task:${TASK}`]) {
      const row = perActivity.find((r) => r.activity === activity);
      assert(
        row?.claims === members.length && row.members === members.length,
        `${activity}: ${row?.claims} claims by ${row?.members} members, expected ${members.length}`,
      );
    }
    const movements = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::integer as n from wallet_transactions where idempotency_key like ${`reward:%:${day}`}`),
    )[0]?.n;
    const coinClaims =
      members.filter((m) => m.vip).length + members.length + (task.coins > 0 ? members.length : 0);
    assert(movements === coinClaims, `${movements} reward movements today, expected ${coinClaims}`);
    const spins = new Map(
      rowsOf<{ user_id: number; earned: number }>(
        await db.execute(sql`select user_id, earned from reward_spins`),
      ).map((r) => [Number(r.user_id), Number(r.earned)]),
    );
    const ids = members.map((m) => m.session.userId);
    await drive(ids.length, 10, async (i) => {
      const userId = ids[i] as number;
      const want = expected.get(userId);
      const balance = await ctx.ledger.balance(userId);
      assert(
        balance.coins === want?.coins,
        `member ${userId} has ${balance.coins} coins, expected ${want?.coins}`,
      );
      assert((spins.get(userId) ?? 0) === want.spins, `member ${userId} has ${spins.get(userId)} spins`);
    });
    const t1 = performance.now();
    const violations = await checkLedger(db);
    const checkMs = performance.now() - t1;
    assert(violations.length === 0, `ledger-check: ${violations.map((v) => v.detail).join('; ')}`);

    // Reference: the same number of plain ledger credits, from the same number of callers.
    const creditMs: number[] = [];
    const creditSeconds = await drive(claims, CALLERS, async (i) => {
      const userId = ids[i % ids.length] as number;
      const t0 = performance.now();
      await ctx.ledger.run((tx) =>
        ctx.ledger.credit(tx, { key: `bench-credit-${i}`, userId, coins: 1, source: 'promotion' }),
      );
      creditMs.push(performance.now() - t0);
    });
    const reference = await checkLedger(db);
    assert(reference.length === 0, 'ledger-check after the reference credits');
    const loadAfter = loadAverage();

    console.log('\n| operation | count | per second | p50 | p99 | max |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    const line = (name: string, samples: number[], perSecond: string) => {
      const s = [...samples].sort((a, b) => a - b);
      console.log(
        `| ${name} | ${s.length} | ${perSecond} | ${ms(percentile(s, 0.5))} ms | ${ms(percentile(s, 0.99))} ms | ` +
          `${ms(s[s.length - 1] ?? 0)} ms |`,
      );
    };
    const all = [...timings.entries()]
      .filter(([k]) => k !== 'check-in double tap (both taps)')
      .flatMap(([, v]) => v);
    line(`all claims (${USERS} members × 3)`, all, String(Math.round(claims / claimSeconds)));
    for (const [name, samples] of timings) line(name, samples, '');
    line('reference: plain ledger credit', creditMs, String(Math.round(claims / creditSeconds)));
    console.log(
      `\nburst ${claimSeconds.toFixed(1)} s; ${refusedTaps} double taps each gave one grant and one ` +
        `"already checked in"; ${perActivity.map((r) => `${r.activity} ${r.claims}`).join(', ')} claims for ` +
        `${day}; ${movements} reward movements; balances and spins equal the configuration's amounts; ` +
        `checkLedger ${Math.round(checkMs)} ms, 0 violations (and 0 after the reference credits)`,
    );
    console.log(`load average before ${loadBefore}, after ${loadAfter}`);
  } finally {
    await ctx.close();
    await database.drop();
  }
}

await main();
