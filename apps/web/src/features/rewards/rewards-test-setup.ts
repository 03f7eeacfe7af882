import {
  answerText,
  checkInApi,
  entriesApi,
  firstWeekApi,
  luckyWheelApi,
  payApi,
  popupApi,
  profileApi,
  RewardCode,
  tasksApi,
  type ActivityEntry,
  type CheckInDay,
  type EntryLocation,
  type FirstWeekDay,
  type Popup,
  type Task,
  type WheelDraw,
  type WheelPrize,
} from '@mingle/protocol';
import { usePopupStore } from '../../app/popup-store';
import { ApiError, type RequestOptions } from '../../lib/api-client';
import { fakeUser, type FakeApiHandler } from '../../test/render-app';
import { AGE_CONFIRMED_KEY } from '../age-gate/age-gate-storage';
import { useSessionStore } from '../session/store';
import { fakePayStatus } from '../shop/shop-test-setup';

/** A member (user 9) past the 18+ gate and the cookie notice, with no pop-up left over from the test before. */
export function signInToRewards(): void {
  usePopupStore.setState({ entries: [], nextSeq: 0 });
  localStorage.setItem(AGE_CONFIRMED_KEY, 'yes');
  localStorage.setItem('cookie', 'accepted');
  useSessionStore.getState().signIn(9, 'tok');
}

const DAY_MS = 86_400_000;
const nextMidnight = () => Math.ceil((Date.now() + 1) / DAY_MS) * DAY_MS;

/** The default 7-day amounts (migration 0014). */
export const CHECK_IN_COINS = [10, 10, 20, 20, 30, 30, 50];
export const FIRST_WEEK_COINS = [10, 10, 10, 20, 20, 20, 30];
export const PRIZES: WheelPrize[] = [
  { id: 1, coins: 5, chance: 0.5 },
  { id: 2, coins: 10, chance: 0.3 },
  { id: 3, coins: 20, chance: 0.15 },
  { id: 4, coins: 50, chance: 0.04 },
  { id: 5, coins: 100, chance: 0.01 },
];

export function fakeTask(overrides: Partial<Task> = {}): Task {
  return {
    code: 'daily-check-in',
    kind: 'daily',
    measure: 'check-in',
    progress: 0,
    target: 1,
    rewardCoins: 0,
    rewardSpins: 1,
    state: 'open',
    ...overrides,
  };
}

export interface RewardsState {
  coins: number;
  isVip: boolean;
  /** The cycle day today's check-in counts as, and whether it is done. */
  checkInDay: number;
  checkedIn: boolean;
  /** Refuses the next check-in with this code (as the server does for "already" and "other account"). */
  refuseCheckIn?: RewardCode;
  /** Today's first-week day, or null once it has ended. */
  firstWeekDay: number | null;
  firstWeekClaimed: number[];
  tasks: Task[];
  spins: number;
  /** The prize ids the next spins draw, in order. */
  draws: number[];
  history: WheelDraw[];
  entries: Partial<Record<EntryLocation, ActivityEntry[]>>;
  popup: Popup | null;
}

export function rewardsState(overrides: Partial<RewardsState> = {}): RewardsState {
  return {
    coins: 0,
    isVip: false,
    checkInDay: 1,
    checkedIn: false,
    firstWeekDay: 1,
    firstWeekClaimed: [],
    tasks: [
      fakeTask(),
      fakeTask({ code: 'daily-call', measure: 'call-completed', rewardCoins: 10, rewardSpins: 0 }),
      fakeTask({
        code: 'daily-call-coins',
        measure: 'call-coins',
        target: 100,
        progress: 40,
        rewardCoins: 10,
        rewardSpins: 1,
      }),
      fakeTask({
        code: 'first-friend',
        kind: 'once',
        measure: 'friend-added',
        rewardCoins: 10,
        rewardSpins: 0,
        progress: 1,
        state: 'claimed',
      }),
    ],
    spins: 0,
    draws: [],
    history: [],
    entries: {},
    popup: null,
    ...overrides,
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

function refuse(code: RewardCode): never {
  throw new ApiError('answer', code, answerText(code), 200);
}

/**
 * The rewards server for the web tests: the same answers and refusals as apps/server's rewards module, kept
 * in `state`; every call is recorded. Unknown calls go to `fallback` (the 404 of the real gateway by default).
 */
export function rewardsServer(state: RewardsState, fallback?: FakeApiHandler) {
  const calls: RecordedCall[] = [];
  const checkInDays = (): CheckInDay[] =>
    CHECK_IN_COINS.map((coins, i) => {
      const day = i + 1;
      const state_ =
        day < state.checkInDay || (day === state.checkInDay && state.checkedIn)
          ? 'claimed'
          : day === state.checkInDay
            ? 'today'
            : 'upcoming';
      return { day, coins, state: state_ };
    });
  const firstWeekDays = (): FirstWeekDay[] =>
    FIRST_WEEK_COINS.map((coins, i) => {
      const day = i + 1;
      const today = state.firstWeekDay ?? 8;
      const claimed = state.firstWeekClaimed.includes(day);
      return {
        day,
        coins,
        state: claimed ? 'claimed' : day === today ? 'today' : day < today ? 'missed' : 'upcoming',
      };
    });
  const total = CHECK_IN_COINS.reduce((a, b) => a + b, 0);

  const handle: FakeApiHandler = (method, path, options: RequestOptions<unknown>) => {
    calls.push({ method, path, body: options.body });
    const get = method === 'GET';
    switch (path) {
      case profileApi.getUserInfo.path:
        return fakeUser({ goldNum: state.coins });
      case payApi.checkUserPayStatus.path:
        return fakePayStatus({ isPay: state.isVip, isVip: state.isVip });
      case checkInApi.hasCheckedIn.path:
        return { show: !state.checkedIn, hasCheck: state.checkedIn, totalCoin: total };
      case checkInApi.list.path: {
        if (get) {
          return {
            days: checkInDays(),
            today: state.checkInDay,
            hasCheck: state.checkedIn,
            isVip: state.isVip,
            totalCoin: total,
            nextAt: nextMidnight(),
          };
        }
        if (state.refuseCheckIn) refuse(state.refuseCheckIn);
        if (state.checkedIn) refuse(RewardCode.ALREADY_CHECKED_IN);
        state.checkedIn = true;
        const vipCoins = CHECK_IN_COINS[state.checkInDay - 1] ?? 0;
        const coins = state.isVip ? vipCoins : 0;
        state.coins += coins;
        state.tasks = state.tasks.map((t) =>
          t.measure === 'check-in' ? { ...t, progress: 1, state: t.state === 'open' ? 'done' : t.state } : t,
        );
        return { coins, spins: 0, day: state.checkInDay, isVip: state.isVip, vipCoins };
      }
      case firstWeekApi.status.path:
        return {
          days: firstWeekDays(),
          today: state.firstWeekDay,
          ended: state.firstWeekDay === null,
          endsAt: nextMidnight() + 6 * DAY_MS,
        };
      case firstWeekApi.claim.path: {
        if (state.firstWeekDay === null) refuse(RewardCode.FIRST_WEEK_ENDED);
        if (state.firstWeekClaimed.includes(state.firstWeekDay)) refuse(RewardCode.ALREADY_CLAIMED);
        state.firstWeekClaimed.push(state.firstWeekDay);
        const coins = FIRST_WEEK_COINS[state.firstWeekDay - 1] ?? 0;
        state.coins += coins;
        return { coins, spins: 0 };
      }
      case tasksApi.list.path: {
        if (get) return { tasks: state.tasks, resetsAt: nextMidnight() };
        const code = options.body?.code;
        const task = state.tasks.find((t) => t.code === code);
        if (!task) return refuse(RewardCode.TASK_NOT_FOUND);
        if (task.state === 'claimed') refuse(RewardCode.ALREADY_CLAIMED);
        if (task.state !== 'done') refuse(RewardCode.TASK_NOT_DONE);
        const claimed: Task = { ...task, state: 'claimed' };
        state.tasks = state.tasks.map((t) => (t.code === code ? claimed : t));
        state.coins += task.rewardCoins;
        state.spins += task.rewardSpins;
        return { coins: task.rewardCoins, spins: task.rewardSpins, task: claimed };
      }
      case tasksApi.completed.path: {
        const done = state.tasks.filter((t) => t.state === 'done');
        return {
          codes: done.map((t) => t.code),
          coins: done.reduce((sum, t) => sum + t.rewardCoins, 0),
          spins: done.reduce((sum, t) => sum + t.rewardSpins, 0),
        };
      }
      case luckyWheelApi.wheel.path:
        return { spins: state.spins, prizes: PRIZES };
      case luckyWheelApi.spin.path: {
        if (state.spins === 0) refuse(RewardCode.NO_SPINS);
        const drawn = state.draws.shift();
        const prize = PRIZES.find((p) => p.id === drawn) ?? PRIZES[0];
        if (!prize) throw new Error('no prizes');
        state.spins -= 1;
        state.coins += prize.coins;
        const draw: WheelDraw = {
          drawId: state.history.length + 1,
          prizeId: prize.id,
          coins: prize.coins,
          time: Date.now(),
        };
        state.history.unshift(draw);
        return { ...draw, spins: state.spins };
      }
      case luckyWheelApi.draws.path:
        return { list: state.history, page: 1, size: 20, total: state.history.length };
      case entriesApi.locationEntrysMap.path:
        return { home: [], matching: [], livecam: [], task: [], ...state.entries };
      case popupApi.get.path:
        return state.popup;
    }
    if (fallback) return fallback(method, path, options);
    throw new ApiError('answer', 10404, `Not found: ${path}`, 404);
  };
  const sent = (path: string, method?: string) =>
    calls.filter((c) => c.path === path && (!method || c.method === method));
  return { handle, calls, sent };
}
