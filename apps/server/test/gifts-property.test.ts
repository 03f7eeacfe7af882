import { GiftCode, giftsApi, WalletCode, type Gift, type SendGiftBody } from '@mingle/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DAY_MS } from '../src/infra/clock';
import { ManualClock } from '../src/infra/manual-clock';
import { checkLedger } from '../src/modules/wallet/ledger-check';
import { testApi, type Answer } from './kit/api';
import { dataOf } from './kit/envelope';
import { factories, type TestUser } from './kit/factories';
import { createTestApp, type TestApp } from './test-app';

/**
 * Random concurrent gift sends (bought and from the backpack), retries of earlier sends, purchases and
 * backpack grants among four members. After every batch: each answer is one the rules allow (a send goes
 * through, or is refused for want of coins or backpack gifts), a retry never moves anything, every member's
 * coins and points equal what the successful answers say (credits minus gifts bought; points of gifts
 * received), nobody is below zero, and the ledger check finds nothing.
 */
const RUNS = Number(process.env.GIFTS_PROPERTY_RUNS ?? 10);
const clock = new ManualClock(Date.UTC(2031, 6, 1, 12));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
});
afterAll(() => t.close());

type Op =
  | { kind: 'send'; from: number; to: number; gift: number; backpack: boolean }
  | { kind: 'retry'; which: number }
  | { kind: 'buy'; who: number; coins: number }
  | { kind: 'grant'; who: number; gift: number; count: number };

const member = fc.integer({ min: 0, max: 3 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('send' as const),
      from: member,
      to: member,
      gift: fc.integer({ min: 0, max: 3 }),
      backpack: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('retry' as const), which: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      who: member,
      coins: fc.integer({ min: 1, max: 120 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('grant' as const),
      who: member,
      gift: fc.integer({ min: 0, max: 3 }),
      count: fc.integer({ min: 1, max: 3 }),
    }),
  },
);
const scenarioArb = fc.array(fc.array(opArb, { minLength: 1, maxLength: 5 }), {
  minLength: 3,
  maxLength: 10,
});

it('random concurrent gift sends and purchases keep every ledger invariant', async () => {
  const call = testApi(t);
  const kit = factories(t);
  const { gifts } = dataOf(await call(await kit.user(), giftsApi.catalogue));
  const cheap: Gift[] = gifts.slice(0, 4);
  let run = 0;
  await fc.assert(
    fc.asyncProperty(scenarioArb, async (batches) => {
      run++;
      const members: TestUser[] = [];
      for (let i = 0; i < 4; i++) members.push(await kit.completeUser());
      const coins = [0, 0, 0, 0];
      const points = [0, 0, 0, 0];
      const sent: { who: TestUser; body: SendGiftBody; sendId: number }[] = [];
      let n = 0;
      for (const batch of batches) {
        const work = batch.map(async (op): Promise<void> => {
          if (op.kind === 'buy') {
            const who = members[op.who] as TestUser;
            await t.ctx.ledger.run((tx) =>
              t.ctx.ledger.credit(tx, {
                key: `prop:${run}:${n++}:buy`,
                userId: who.id,
                coins: op.coins,
                source: 'purchase',
              }),
            );
            coins[op.who] = (coins[op.who] ?? 0) + op.coins;
            return;
          }
          if (op.kind === 'grant') {
            await t.ctx.gifts.backpack.grant({
              userId: (members[op.who] as TestUser).id,
              giftId: (cheap[op.gift] as Gift).giftId,
              count: op.count,
              expiresAt: new Date(clock.now() + DAY_MS),
              source: 'promotion',
              key: `prop:${run}:${n++}:grant`,
            });
            return;
          }
          if (op.kind === 'retry') {
            const earlier = sent[op.which % Math.max(sent.length, 1)];
            if (!earlier) return;
            const again = dataOf(await call(earlier.who, giftsApi.send, earlier.body));
            expect(again).toMatchObject({ sendId: earlier.sendId, replayed: true });
            return;
          }
          if (op.from === op.to) return;
          const who = members[op.from] as TestUser;
          const gift = cheap[op.gift] as Gift;
          const body: SendGiftBody = {
            toUserId: (members[op.to] as TestUser).id,
            giftId: gift.giftId,
            idempotencyKey: `prop-${run}-${n++}-send`,
            from: op.backpack ? 'backpack' : 'coins',
            context: 'profile',
          };
          const answer: Answer = await call(who, giftsApi.send, body);
          if (answer.code === 200) {
            const result = dataOf(answer as Answer<{ sendId: number; replayed: boolean }>);
            expect(result.replayed).toBe(false);
            sent.push({ who, body, sendId: result.sendId });
            if (!op.backpack) coins[op.from] = (coins[op.from] ?? 0) - gift.coins;
            points[op.to] = (points[op.to] ?? 0) + gift.points;
          } else {
            expect(answer.code).toBe(op.backpack ? GiftCode.BACKPACK_EMPTY : WalletCode.INSUFFICIENT_BALANCE);
          }
        });
        await Promise.all(work);
        for (let i = 0; i < 4; i++) {
          const b = await t.ctx.ledger.balance((members[i] as TestUser).id);
          expect(b.coins).toBe(coins[i]);
          expect(b.coins).toBeGreaterThanOrEqual(0);
          expect(b.points).toBe(points[i]);
        }
        expect(await checkLedger(t.ctx.database.db)).toEqual([]);
      }
    }),
    { numRuns: RUNS },
  );
});
