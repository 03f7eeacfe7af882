import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/wallet/ledger-check';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let alice: number;
let bob: number;

/** A small, sound ledger: purchases, a gift paying a host, a pending hold. */
beforeEach(async () => {
  t = await createTestApp();
  const { ledger } = t.ctx;
  alice = (await t.ctx.sessions.createUserWithSession('check-a')).userId;
  bob = (await t.ctx.sessions.createUserWithSession('check-b')).userId;
  await ledger.run(async (tx) => {
    await ledger.credit(tx, { key: 'buy-1', userId: alice, coins: 100, source: 'purchase' });
    await ledger.spend(tx, {
      key: 'gift-1',
      userId: alice,
      coins: 30,
      purpose: 'gift',
      host: { userId: bob, points: 15 },
    });
    await ledger.hold(tx, {
      key: 'minute-1',
      userId: alice,
      coins: 20,
      purpose: 'call',
      expiresAt: new Date(Date.now() + 60_000),
    });
  });
});
afterEach(() => t.close());

const exec = (query: ReturnType<typeof sql>) => t.ctx.database.db.execute(query);
const invariants = async () => (await checkLedger(t.ctx.database.db)).map((v) => v.invariant).sort();
/** Entries are append-only in the database itself; tampering as the table's owner means switching that off first. */
const tamperWithEntries = () =>
  exec(sql`alter table wallet_entries disable trigger wallet_entries_no_update_or_delete`);

describe('ledger check', () => {
  it('finds nothing wrong with a sound ledger', async () => {
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it('is refused by the database when an entry is changed, removed or truncated', async () => {
    // Drizzle wraps the database's error; its cause carries the trigger's message.
    const refusal = (query: ReturnType<typeof sql>) =>
      exec(query).then(
        () => 'accepted',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(sql`update wallet_entries set amount = amount + 1`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from wallet_entries`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate wallet_entries cascade`)).toMatch(/append-only/);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it('names an edited entry: unbalanced transaction, drifted balance and a broken digest', async () => {
    await tamperWithEntries();
    await exec(sql`update wallet_entries set amount = amount + 1
      where account_id = (select id from wallet_accounts where code = ${`user:${alice}:coins`})
        and transaction_id = (select id from wallet_transactions where idempotency_key = 'gift-1')`);
    const violations = await checkLedger(t.ctx.database.db);
    expect(violations.map((v) => v.invariant).sort()).toEqual([
      'balance-drift',
      'entry-altered',
      'transaction-unbalanced',
    ]);
    expect(violations.find((v) => v.invariant === 'balance-drift')?.detail).toContain(`user:${alice}:coins`);
  });

  it('names an entry moved to another account even when the sums still balance', async () => {
    await tamperWithEntries();
    await exec(sql`update wallet_entries set account_id = (select id from wallet_accounts where code = 'system:spend:call')
      where account_id = (select id from wallet_accounts where code = 'system:spend:gift')`);
    expect(await invariants()).toEqual(['entry-altered']);
  });

  it('names a cached balance that no longer matches its entries', async () => {
    await exec(sql`update wallet_accounts set balance = balance + 50 where code = ${`user:${alice}:coins`}`);
    expect(await invariants()).toEqual(['balance-drift']);
  });

  it('names a negative balance the constraint would have refused', async () => {
    await exec(sql`alter table wallet_accounts drop constraint wallet_accounts_nonnegative_check`);
    await exec(sql`update wallet_accounts set balance = -5, held = 0 where code = ${`user:${bob}:points`}`);
    expect(await invariants()).toEqual(['balance-drift', 'negative-balance']);
  });

  it('names held coins that differ from the pending holds', async () => {
    await exec(sql`update wallet_holds set status = 'voided'`);
    expect(await invariants()).toEqual(['held-drift']);
  });

  it('names an idempotency key used twice', async () => {
    await exec(sql`drop index wallet_transactions_idempotency_key`);
    await exec(sql`insert into wallet_transactions (idempotency_key, kind, params, label, digest)
      values ('buy-1', 'credit', '{}', 'purchase', ${'0'.repeat(64)})`);
    expect(await invariants()).toEqual(['duplicate-key', 'entry-altered']);
  });

  it('names a deleted entry', async () => {
    await tamperWithEntries();
    await exec(
      sql`delete from wallet_entries where account_id = (select id from wallet_accounts where code = 'system:purchase')`,
    );
    expect(await invariants()).toEqual(['entry-altered', 'transaction-unbalanced']);
  });
});
