import {
  RewardCode,
  callsApi,
  luckyWheelApi,
  tasksApi,
  type ClaimTaskResult,
  type CompletedReward,
  type Task,
  type TaskList,
  type Wheel,
} from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { nextUtcMidnight } from '../src/infra/clock';
import { ManualClock } from '../src/infra/manual-clock';
import { countsTowardCoinTasks } from '../src/modules/rewards/task-progress';
import { data, eventWhere, useCallsApp, type Party } from './calls-app';
import './kit/envelope';

const MINUTE_MS = 60_000;
const clock = new ManualClock();
const app = useCallsApp({}, { clock });

const tasksOf = async (who: Party) => data(await app.c.get<TaskList>(who.session, tasksApi.list.path)).tasks;
const task = async (who: Party, code: string): Promise<Task | undefined> =>
  (await tasksOf(who)).find((t) => t.code === code);
const claim = (who: Party, code: string) =>
  app.c.post<ClaimTaskResult>(who.session, tasksApi.claim.path, { code });

/** A call at `price` coins a minute, connected for `minutes` started minutes, then hung up by the caller. */
async function paidCall(price: number, minutes: number) {
  const caller = await app.party('Caller');
  const host = await app.party('Host');
  await app.host(host, { callPrice: price });
  await app.grant(caller, 1000);
  const roomNum = await app.connected(caller, host);
  await app.elapse((minutes - 1) * MINUTE_MS + 1_000, caller, host);
  data(await app.act(caller, callsApi.hangup.path, roomNum));
  return { caller, host, roomNum };
}

describe('tasks', () => {
  it("counts a per-minute call's coins and the call for both sides, live, and pays a claimed task once", async () => {
    const caller = await app.party('Caller');
    const host = await app.party('Host');
    await app.host(host, { callPrice: 20 });
    await app.grant(caller, 1000);
    const coinsNews = eventWhere(caller.socket, 'reward:task', (t) => t.code === 'daily-call-coins');
    const hostNews = eventWhere(host.socket, 'reward:task', (t) => t.code === 'daily-call');
    const roomNum = await app.connected(caller, host);
    // Five started minutes at 20 coins a minute: 100 coins, the daily target.
    await app.elapse(4 * MINUTE_MS + 1_000, caller, host);
    data(await app.act(caller, callsApi.hangup.path, roomNum));
    expect(await coinsNews).toMatchObject({ progress: 100, target: 100, state: 'done' });
    expect(await hostNews).toMatchObject({ progress: 1, state: 'done' });

    expect(await task(caller, 'daily-call')).toMatchObject({ progress: 1, state: 'done' });
    expect(await task(caller, 'first-call')).toMatchObject({ progress: 1, state: 'done' });
    // The host earned points, spent no coins.
    expect(await task(host, 'daily-call-coins')).toMatchObject({ progress: 0, state: 'open' });

    const completed = data(await app.c.get<CompletedReward>(caller.session, tasksApi.completed.path));
    expect(completed.codes.sort()).toEqual(['daily-call', 'daily-call-coins', 'first-call']);
    expect(completed).toMatchObject({ coins: 10 + 10 + 20, spins: 1 + 1 });

    const before = (await app.balance(caller)).coins;
    const answers = await Promise.all([claim(caller, 'daily-call-coins'), claim(caller, 'daily-call-coins')]);
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.find((a) => a.code !== 200)).toBeRefusedWith(RewardCode.ALREADY_CLAIMED);
    expect(answers.find((a) => a.code === 200)?.data).toMatchObject({
      coins: 10,
      spins: 1,
      task: { code: 'daily-call-coins', state: 'claimed' },
    });
    expect((await app.balance(caller)).coins).toBe(before + 10);
    expect(data(await app.c.get<Wheel>(caller.session, luckyWheelApi.wheel.path)).spins).toBe(1);
    await app.expectLedgerSound();
  });

  it('follows spec §9: coins of calls priced per time do not count, coins of calls per minute do', async () => {
    expect(countsTowardCoinTasks('per_minute')).toBe(true);
    expect(countsTowardCoinTasks('per_time')).toBe(false);
    expect(countsTowardCoinTasks('free')).toBe(false);
    const payer = await app.party('Payer');
    const other = await app.party('Other');
    const { progress } = app.t.ctx.rewards;
    const ended = { callerId: payer.id, calleeId: other.id, payerId: payer.id, coins: 20, connected: true };
    await progress.callEnded({ ...ended, roomNum: 'per-time-room', taskRule: 'per_time' });
    expect(await task(payer, 'daily-call-coins')).toMatchObject({ progress: 0 });
    await progress.callEnded({ ...ended, roomNum: 'per-minute-room', taskRule: 'per_minute' });
    expect(await task(payer, 'daily-call-coins')).toMatchObject({ progress: 20 });
    // The same call told twice counts once.
    await progress.callEnded({ ...ended, roomNum: 'per-minute-room', taskRule: 'per_minute' });
    expect(await task(payer, 'daily-call-coins')).toMatchObject({ progress: 20 });
    // Progress shows up to the target: two calls make a one-call task done, not 2 of 1.
    expect(await task(payer, 'daily-call')).toMatchObject({ progress: 1, target: 1, state: 'done' });
  });

  it('counts a friendship for both, refuses unfinished and unknown tasks', async () => {
    const a = await app.party('A');
    const b = await app.party('B');
    expect(await claim(a, 'daily-add-friend')).toBeRefusedWith(RewardCode.TASK_NOT_DONE);
    expect(await claim(a, 'no-such-task')).toBeRefusedWith(RewardCode.TASK_NOT_FOUND);
    await app.befriend(a.session, b.session);
    expect(await task(a, 'daily-add-friend')).toMatchObject({ progress: 1, state: 'done' });
    expect(await task(b, 'first-friend')).toMatchObject({ progress: 1, state: 'done' });
    expect(data(await claim(b, 'daily-add-friend'))).toMatchObject({ coins: 5, spins: 0 });
  });

  it('daily tasks start again at 0:00 UTC; one-off tasks do not', async () => {
    const { caller } = await paidCall(20, 5);
    data(await claim(caller, 'daily-call'));
    data(await claim(caller, 'first-call'));
    const resetsAt = data(await app.c.get<TaskList>(caller.session, tasksApi.list.path)).resetsAt;
    expect(resetsAt).toBe(nextUtcMidnight(clock.now()));
    await app.elapse(resetsAt - 1 - clock.now(), caller);
    expect(await task(caller, 'daily-call')).toMatchObject({ state: 'claimed' });
    await app.elapse(1, caller);
    expect(await task(caller, 'daily-call')).toMatchObject({ progress: 0, state: 'open' });
    expect(await task(caller, 'daily-call-coins')).toMatchObject({ progress: 0, state: 'open' });
    expect(await task(caller, 'first-call')).toMatchObject({ progress: 1, state: 'claimed' });
    expect(await claim(caller, 'first-call')).toBeRefusedWith(RewardCode.ALREADY_CLAIMED);
    await app.expectLedgerSound();
  });
});
