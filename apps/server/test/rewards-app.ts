import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { users } from '../src/infra/db/schema';
import { ManualClock } from '../src/infra/manual-clock';
import { checkLedger } from '../src/modules/wallet/ledger-check';
import { testApi } from './kit/api';
import { factories, type TestUser } from './kit/factories';
import { createTestApp, type TestApp } from './test-app';

/** 2031-03-10 12:00 UTC: a fixed noon, so tests reach any UTC midnight by moving whole hours. */
export const REWARDS_START = Date.UTC(2031, 2, 10, 12);

/**
 * The real app on a ManualClock for the rewards tests: members signed up "now" (the clock's time), on a device
 * of their own or a shared one, and helpers to read coins and check the books.
 */
export function useRewardsApp() {
  const clock = new ManualClock(REWARDS_START);
  const state: { t?: TestApp } = {};
  beforeAll(async () => {
    // Property runs make many requests within one real minute; the rate limit is not under test here.
    state.t = await createTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  });
  afterAll(() => state.t?.close());
  const t = (): TestApp => {
    if (!state.t) throw new Error('the rewards app is not built yet');
    return state.t;
  };
  /** Dates the account's sign-up at the clock's time (the column's default is the database's own time). */
  const signedUpNow = async (userId: number) => {
    await t().ctx.database.db.update(users).set({ createdAt: clock.date() }).where(eq(users.id, userId));
  };
  return {
    clock,
    t,
    call: () => testApi(t()),
    kit: () => factories(t()),
    /** A new account signed up at the clock's time, on `deviceId` (a fresh device by default). */
    async member(deviceId = `dev-${randomBytes(6).toString('hex')}`): Promise<TestUser> {
      const session = await t().ctx.sessions.createUserWithSession(deviceId);
      await signedUpNow(session.userId);
      return { ...session, id: session.userId };
    },
    /** A new account that bought a package (VIP), signed up at the clock's time. */
    async vipMember(): Promise<TestUser & { coins: number }> {
      const vip = await factories(t()).vip();
      await signedUpNow(vip.id);
      return vip;
    },
    /** Signs the same account in on another device (a second phone, a new browser). */
    async elsewhere(who: TestUser, deviceId: string): Promise<TestUser> {
      const session = await t().ctx.sessions.issueSession(who.id, deviceId);
      return { ...session, id: who.id };
    },
    coins: async (who: TestUser) => (await t().ctx.ledger.balance(who.id)).coins,
    ledgerProblems: () => checkLedger(t().ctx.database.db),
  };
}
