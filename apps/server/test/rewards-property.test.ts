import {
  RewardCode,
  SIGNUP_BANNER_COINS,
  checkInApi,
  firstWeekApi,
  luckyWheelApi,
  registerBannerApi,
  tasksApi,
} from '@mingle/protocol';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, utcDayStart } from '../src/infra/clock';
import type { Answer } from './kit/api';
import type { TestUser } from './kit/factories';
import { useRewardsApp } from './rewards-app';

/**
 * Random claims of every reward by four members (two sharing a device, one VIP) in concurrent batches over many
 * UTC days. Every answer must be explained by the rules applied to what was granted before and within its batch
 * (each reward once per account and once per device per period, first week days 1-7 only, banner in the first
 * week, check-in coins for the VIP only and by the cycle), every member's coins must equal what the rules paid,
 * and the ledger check must find nothing.
 */

const r = useRewardsApp();
const RUNS = Number(process.env.REWARDS_PROPERTY_RUNS ?? 12);
/** Seeded amounts (migration 0014). */
const CYCLE = [10, 10, 20, 20, 30, 30, 50];
const WEEK = [10, 10, 10, 20, 20, 20, 30];

type Kind = 'banner' | 'checkIn' | 'firstWeek' | 'task';
interface Op {
  member: number;
  kind: Kind;
}
interface Batch {
  days: number;
  ops: Op[];
}

const opArb: fc.Arbitrary<Op> = fc.record({
  // The VIP and check-ins come up more often, so that runs of consecutive check-ins walk the cycle.
  member: fc.constantFrom(0, 1, 2, 3, 3),
  kind: fc.constantFrom<Kind>('banner', 'checkIn', 'checkIn', 'firstWeek', 'task'),
});
const batchArb: fc.Arbitrary<Batch> = fc.record({
  days: fc.constantFrom(0, 1, 1, 1, 2),
  ops: fc.array(opArb, { minLength: 1, maxLength: 4 }),
});

/** What the rules say, kept as plain sets: taken account keys, taken device keys, the VIP's check-in run. */
class Model {
  readonly accounts = new Set<string>();
  readonly devices = new Set<string>();
  readonly paid = [0, 0, 0, 0];
  readonly spins = [0, 0, 0, 0];
  private readonly steps = new Map<string, number>();

  constructor(
    readonly members: TestUser[],
    readonly vip: number,
  ) {}

  period(kind: Kind, day: number): string {
    return kind === 'banner' ? 'once' : String(day);
  }
  accountKey(op: Op, day: number) {
    return `${op.member}|${op.kind}|${this.period(op.kind, day)}`;
  }
  deviceKey(op: Op, day: number) {
    return `${this.members[op.member]?.deviceId}|${op.kind}|${this.period(op.kind, day)}`;
  }
  checkedIn(member: number, day: number) {
    return this.accounts.has(`${member}|checkIn|${day}`);
  }

  /** The coins a granted op pays on `day` (days since sign-up, 0 = the sign-up day). */
  coins(op: Op, day: number): number {
    switch (op.kind) {
      case 'banner':
        return SIGNUP_BANNER_COINS;
      case 'firstWeek':
        return WEEK[day] ?? 0;
      case 'task':
        return 0;
      case 'checkIn': {
        const step = ((this.steps.get(`${op.member}|${day - 1}`) ?? 0) % CYCLE.length) + 1;
        this.steps.set(`${op.member}|${day}`, step);
        return op.member === this.vip ? (CYCLE[step - 1] ?? 0) : 0;
      }
    }
  }
}

const PATHS = {
  banner: registerBannerApi.claim,
  checkIn: checkInApi.save,
  firstWeek: firstWeekApi.claim,
  task: tasksApi.claim,
} as const;

async function run(batches: Batch[]): Promise<void> {
  // Each run starts on a fresh UTC day, one hour in; members sign up then.
  await r.clock.advanceTo(utcDayStart(r.clock.now()) + DAY_MS + HOUR_MS);
  const runStart = r.clock.now();
  const device = `prop-${runStart}`;
  const members = [await r.member(device), await r.member(device), await r.member(), await r.vipMember()];
  const baseline = await Promise.all(members.map((m) => r.coins(m)));
  const model = new Model(members, 3);
  let day = 0;
  for (const batch of batches) {
    if (batch.days > 0) {
      day += batch.days;
      await r.clock.advanceTo(runStart + day * DAY_MS);
    }
    const answers = await Promise.all(
      batch.ops.map((op) => {
        const who = members[op.member] as TestUser;
        const endpoint = PATHS[op.kind];
        return (
          op.kind === 'task'
            ? r.call()(who, tasksApi.claim, { code: 'daily-check-in' })
            : r.call()(who, endpoint as typeof checkInApi.save)
        ) as Promise<Answer<{ coins: number; spins: number }>>;
      }),
    );
    check(model, batch.ops, answers, day);
  }
  for (const [i, member] of members.entries()) {
    expect((await r.coins(member)) - (baseline[i] ?? 0), `coins of member ${i}`).toBe(model.paid[i]);
    const wheel = await r.call()(member, luckyWheelApi.wheel);
    expect(wheel.data.spins, `spins of member ${i}`).toBe(model.spins[i]);
  }
  expect(await r.ledgerProblems()).toEqual([]);
}

/** Every answer of one concurrent batch explained by the rules, then the model takes the grants in. */
function check(model: Model, ops: Op[], answers: Answer<{ coins: number; spins: number }>[], day: number) {
  const granted = ops.filter((_, i) => answers[i]?.code === 200);
  const takenAccount = (key: string) =>
    model.accounts.has(key) || granted.some((g) => model.accountKey(g, day) === key);
  const takenDevice = (op: Op) => {
    const key = model.deviceKey(op, day);
    return (
      model.devices.has(key) || granted.some((g) => g.member !== op.member && model.deviceKey(g, day) === key)
    );
  };
  // No two grants of one batch share an account key or a device key.
  expect(new Set(granted.map((g) => model.accountKey(g, day))).size).toBe(granted.length);
  expect(new Set(granted.map((g) => model.deviceKey(g, day))).size).toBe(granted.length);
  for (const [i, op] of ops.entries()) {
    const answer = answers[i] as Answer<{ coins: number; spins: number }>;
    const what = `${op.kind} by member ${op.member} on day ${day}: ${answer.code} ${answer.msg ?? ''}`;
    if (answer.code === 200) {
      expect(model.accounts.has(model.accountKey(op, day)), what).toBe(false);
      expect(model.devices.has(model.deviceKey(op, day)), what).toBe(false);
      if (op.kind === 'banner') expect(day, what).toBeLessThanOrEqual(7);
      if (op.kind === 'firstWeek') expect(day, what).toBeLessThanOrEqual(6);
      if (op.kind === 'task') {
        const checkInNow = granted.some((g) => g.member === op.member && g.kind === 'checkIn');
        expect(model.checkedIn(op.member, day) || checkInNow, what).toBe(true);
      }
      const coins = model.coins(op, day);
      expect(answer.data.coins, what).toBe(coins);
      model.paid[op.member] = (model.paid[op.member] ?? 0) + coins;
      model.spins[op.member] = (model.spins[op.member] ?? 0) + (op.kind === 'task' ? 1 : 0);
      continue;
    }
    const own = takenAccount(model.accountKey(op, day));
    switch (answer.code) {
      case RewardCode.ALREADY_CLAIMED:
      case RewardCode.ALREADY_CHECKED_IN:
        expect(own, what).toBe(true);
        break;
      case RewardCode.DEVICE_CLAIMED:
      case RewardCode.DEVICE_CHECKED_IN:
        expect(takenDevice(op), what).toBe(true);
        break;
      case RewardCode.FIRST_WEEK_ENDED:
        expect(op.kind === 'firstWeek' && day > 6, what).toBe(true);
        break;
      case RewardCode.NOT_NEW_USER:
        expect(op.kind === 'banner' && day > 7, what).toBe(true);
        break;
      case RewardCode.TASK_NOT_DONE:
        expect(op.kind === 'task' && !model.checkedIn(op.member, day), what).toBe(true);
        break;
      default:
        expect.fail(`unexpected answer to ${what}`);
    }
  }
  for (const g of granted) {
    model.accounts.add(model.accountKey(g, day));
    model.devices.add(model.deviceKey(g, day));
  }
}

it(`random claims over many days never grant more than the rules allow (${RUNS} runs)`, async () => {
  await fc.assert(fc.asyncProperty(fc.array(batchArb, { minLength: 4, maxLength: 14 }), run), {
    numRuns: RUNS,
  });
}, 600_000);
