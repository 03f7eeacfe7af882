import { randomBytes } from 'node:crypto';
import { friendsApi, profileApi, type HostSettings } from '@mingle/protocol';
import type { IssuedSession } from '../../src/modules/session/service';
import { buyCoins } from '../refunds-purchase';
import type { TestApp } from '../test-app';
import { testApi } from './api';
import { dataOf } from './envelope';

/** A test user: the session they call with, and their id. */
export interface TestUser extends IssuedSession {
  id: number;
}

export interface CompleteUserOptions {
  nickname?: string;
  /** 1 male, 2 female (user info gender codes). */
  gender?: 1 | 2;
  /** Country table id. */
  countryId?: number;
  birthday?: string;
}

/**
 * Users and what they own, made the way the product makes them (sign-up session, supplementary registration,
 * ledger grants, a real sandbox purchase), so tests start from real states instead of rows written by hand.
 */
export function factories(t: Pick<TestApp, 'app' | 'ctx'>) {
  const call = testApi(t);

  /** A fresh account with a session, as right after sign-up (no profile yet). */
  async function user(): Promise<TestUser> {
    const session = await t.ctx.sessions.createUserWithSession(`kit-${randomBytes(6).toString('hex')}`);
    return { ...session, id: session.userId };
  }

  /** An adult with a complete profile (supplementary registration done). */
  async function completeUser(options: CompleteUserOptions = {}): Promise<TestUser> {
    const who = await user();
    dataOf(
      await call(who, profileApi.complementInfo, {
        nickname: options.nickname ?? `User ${who.id}`,
        gender: options.gender ?? 2,
        birthday: options.birthday ?? '1995-04-12',
        ...(options.countryId ? { countryId: options.countryId } : {}),
      }),
    );
    return who;
  }

  /** Coins granted through the ledger (idempotent per key). */
  async function fund(
    who: { id: number },
    coins: number,
    key = `kit-grant:${who.id}:${randomBytes(4).toString('hex')}`,
  ) {
    const { ledger } = t.ctx;
    await ledger.run((tx) => ledger.credit(tx, { key, userId: who.id, coins, source: 'grant' }));
  }

  /** A host with call prices (coins per minute) and the friends-only switch. */
  async function host(
    settings: Partial<Omit<HostSettings, 'isHost'>> = {},
    options: CompleteUserOptions = {},
  ) {
    const who = await completeUser(options);
    const prices = await t.ctx.calls.makeHost(who.id, { callPrice: 10, ...settings });
    return { ...who, prices };
  }

  /** Two users who are friends (request sent and accepted through the endpoints). */
  async function friendPair(): Promise<[TestUser, TestUser]> {
    const a = await completeUser();
    const b = await completeUser();
    dataOf(await call(a, friendsApi.add, { friendUserId: b.id, price: 0 }));
    dataOf(await call(b, friendsApi.accept, { friendUserId: a.id }));
    return [a, b];
  }

  /** A VIP: bought a coin package through the sandbox provider, as a user does (spec §1: any package). */
  async function vip(options: CompleteUserOptions = {}): Promise<TestUser & { coins: number }> {
    const who = await completeUser(options);
    const { coins } = await buyCoins(t.app, t.ctx, who.id);
    return { ...who, coins };
  }

  /** An administrator. */
  async function admin(): Promise<TestUser> {
    const who = await user();
    await t.ctx.users.setAdmin(who.id, true);
    return who;
  }

  return { call, user, completeUser, fund, host, friendPair, vip, admin };
}
