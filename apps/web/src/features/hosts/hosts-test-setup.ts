import {
  answerText,
  DEFAULT_HOST_CONFIG,
  HOST_EARNINGS_DAYS,
  HostCode,
  hostsApi,
  profileApi,
  type AdminHostApplication,
  type AdminPayout,
  type EarningsDay,
  type HostApplicationState,
  type HostConfig,
  type HostSettings,
  type Payout,
} from '@mingle/protocol';
import { ApiError, type RequestOptions } from '../../lib/api-client';
import { fakeUser, type FakeApiHandler } from '../../test/render-app';
import { noticesServer } from '../zhushou/zhushou-test-setup';

/** 2031-03-10 12:00 UTC. */
export const HOSTS_TIME = Date.UTC(2031, 2, 10, 12);
const DAY_MS = 86_400_000;

export interface HostsState {
  isAdmin: boolean;
  application: HostApplicationState;
  settings: HostSettings;
  config: HostConfig;
  days: EarningsDay[];
  points: number;
  payouts: Payout[];
  adminApplications: AdminHostApplication[];
  adminPayouts: AdminPayout[];
}

/** Thirty days ending on HOSTS_TIME's day, with points on two of them. */
export function earningsDays(): EarningsDay[] {
  const days: EarningsDay[] = [];
  for (let i = HOST_EARNINGS_DAYS - 1; i >= 0; i--) {
    const day = new Date(HOSTS_TIME - i * DAY_MS).toISOString().slice(0, 10);
    days.push({ day, total: 0, bySource: {} });
  }
  const last = days.at(-1);
  const earlier = days.at(-3);
  if (last) Object.assign(last, { total: 1500, bySource: { call: 1200, gift: 300 } });
  if (earlier) Object.assign(earlier, { total: 600, bySource: { call: 600 } });
  return days;
}

export function hostsState(overrides: Partial<HostsState> = {}): HostsState {
  return {
    isAdmin: false,
    application: {
      isHost: false,
      requirements: { photoApproved: true, profileComplete: true, adult: true },
      application: null,
      reapplyAt: null,
      canApply: true,
    },
    settings: { isHost: true, callPrice: 20, friendsCallPrice: 20, friendsOnly: false, topic: 99 },
    config: { ...DEFAULT_HOST_CONFIG },
    days: earningsDays(),
    points: 2100,
    payouts: [],
    adminApplications: [],
    adminPayouts: [],
    ...overrides,
  };
}

function refuse(code: HostCode): never {
  throw new ApiError('answer', code, answerText(code), 400);
}

/**
 * The hosts server for the web tests: the rules of apps/server's hosts module that the pages rely on (bounds,
 * payout minimum and available points, pending applications), over `state`; the rest goes to the notices and
 * rewards fakes (profile, pay status, notices).
 */
export function hostsServer(state: HostsState) {
  const notices = noticesServer([]);
  const bounds = () => {
    const { callPriceMin, callPriceMax, friendsCallPriceMin, friendsCallPriceMax } = state.config;
    return { callPriceMin, callPriceMax, friendsCallPriceMin, friendsCallPriceMax };
  };
  const onHold = () => state.payouts.filter((p) => p.status === 'pending').reduce((s, p) => s + p.points, 0);
  const handle: FakeApiHandler = (method, path, options: RequestOptions<unknown>) => {
    const get = method === 'GET';
    const input = (get ? options.params : options.body) as Record<string, unknown> | undefined;
    switch (path) {
      case profileApi.getUserInfo.path:
        return fakeUser({ isAdmin: state.isAdmin });
      case hostsApi.application.path: {
        if (get) return state.application;
        if (!state.application.canApply) refuse(HostCode.REQUIREMENTS_NOT_MET);
        state.application = {
          ...state.application,
          application: { id: 41, status: 'pending', reason: null, createdAt: HOSTS_TIME, decidedAt: null },
          canApply: false,
        };
        return state.application;
      }
      case hostsApi.settings.path: {
        if (!state.settings.isHost) refuse(HostCode.HOSTS_ONLY);
        if (get) return { settings: state.settings, bounds: bounds() };
        const body = input as { callPrice: number; friendsCallPrice: number; friendsOnly: boolean };
        const b = bounds();
        if (body.callPrice < b.callPriceMin || body.callPrice > b.callPriceMax) {
          refuse(HostCode.PRICE_OUT_OF_BOUNDS);
        }
        state.settings = { ...state.settings, ...body };
        return { settings: state.settings, bounds: bounds() };
      }
      case hostsApi.earnings.path: {
        const bySource: Record<string, number> = {};
        for (const day of state.days) {
          for (const [source, points] of Object.entries(day.bySource)) {
            bySource[source] = (bySource[source] ?? 0) + points;
          }
        }
        return {
          days: state.days,
          bySource,
          total: state.days.reduce((s, d) => s + d.total, 0),
          points: state.points,
          onHold: onHold(),
          available: state.points - onHold(),
          rate: {
            pointsPerCurrencyUnit: state.config.pointsPerCurrencyUnit,
            currency: state.config.currency,
          },
          payoutMinimum: state.config.payoutMinimum,
        };
      }
      case hostsApi.payouts.path: {
        if (get) return state.payouts;
        const points = Number(input?.points);
        if (points < state.config.payoutMinimum) refuse(HostCode.PAYOUT_BELOW_MINIMUM);
        if (points > state.points - onHold()) refuse(HostCode.PAYOUT_OVER_AVAILABLE);
        const payout: Payout = {
          id: state.payouts.length + 1,
          points,
          status: 'pending',
          pointsPerCurrencyUnit: state.config.pointsPerCurrencyUnit,
          currency: state.config.currency,
          reason: null,
          createdAt: HOSTS_TIME,
          decidedAt: null,
        };
        state.payouts = [payout, ...state.payouts];
        return payout;
      }
      case hostsApi.adminApplications.path:
        return state.adminApplications.filter((a) => a.status === (input?.status ?? 'pending'));
      case hostsApi.adminDecideApplication.path: {
        const { id, decision, reason } = input as { id: number; decision: string; reason?: string };
        const found = state.adminApplications.find((a) => a.id === id);
        if (!found) refuse(HostCode.APPLICATION_NOT_FOUND);
        const decided: AdminHostApplication = {
          ...found,
          status: decision === 'approve' ? 'approved' : 'refused',
          reason: reason ?? null,
          decidedAt: HOSTS_TIME,
          decidedBy: 9,
        };
        state.adminApplications = state.adminApplications.map((a) => (a.id === id ? decided : a));
        return decided;
      }
      case hostsApi.adminPayouts.path:
        return state.adminPayouts.filter((p) => p.status === (input?.status ?? 'pending'));
      case hostsApi.adminDecidePayout.path: {
        const { id, decision, reason } = input as {
          id: number;
          decision: 'paid' | 'rejected';
          reason?: string;
        };
        const found = state.adminPayouts.find((p) => p.id === id);
        if (!found) refuse(HostCode.PAYOUT_NOT_FOUND);
        const decided: AdminPayout = {
          ...found,
          status: decision,
          reason: reason ?? null,
          decidedAt: HOSTS_TIME,
          decidedBy: 9,
        };
        state.adminPayouts = state.adminPayouts.map((p) => (p.id === id ? decided : p));
        return decided;
      }
      case hostsApi.adminConfig.path: {
        if (get) return state.config;
        state.config = input as HostConfig;
        return state.config;
      }
    }
    return notices.handle(method, path, options);
  };
  return { handle, state };
}
