import { randomBytes } from 'node:crypto';
import { answerText, CardCode, cardsApi, MAX_SAVED_CARDS, type SavedCard } from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedCards } from '../src/infra/db/schema';
import { checkCard, SANDBOX_TEST_CARDS } from '../src/infra/payments/sandbox/sandbox-cards';
import type { IssuedSession } from '../src/modules/session/service';
import { signedInject } from './signed';
import { createTestApp, memoryLogStream, type TestApp } from './test-app';

/** The value, or a failed test naming what was missing. */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

let t: TestApp;
const logs = memoryLogStream();
beforeAll(async () => {
  t = await createTestApp({ logStream: logs, env: { LOG_LEVEL: 'debug' } });
});
afterAll(() => t.close());

const newUser = () => t.ctx.sessions.createUserWithSession(`dev-${randomBytes(4).toString('hex')}`);
const post = (p: string, user: IssuedSession, body: Record<string, unknown>) =>
  t.app.inject(signedInject({ method: 'POST', path: p, body, credentials: { ...user } }));
const list = async (user: IssuedSession) =>
  (
    await t.app.inject(signedInject({ method: 'GET', path: cardsApi.list.path, credentials: { ...user } }))
  ).json().data as SavedCard[];

/** What the browser gets from the sandbox's tokenisation endpoint: the provider checked the card, not us. */
function tokenFor(number: string, expYear = new Date().getUTCFullYear() + 3): string {
  const checked = checkCard({ number, expMonth: 12, expYear, cvc: '737', name: 'Ann Lee' }, new Date());
  if (!('card' in checked)) throw new Error(checked.error);
  return present(t.ctx.sandboxPay, 'sandbox').tokenize(checked.card);
}

const billing = { holderName: 'Ann Lee', billingEmail: 'Ann@Example.com', mobile: '+49 151 2345 6789' };

function refused(res: { statusCode: number; json(): unknown }, code: CardCode, status = 400) {
  expect(res.json()).toEqual({ code, data: null, msg: answerText(code) });
  expect(res.statusCode).toBe(status);
}

describe('saved cards', () => {
  it('saves the provider token with brand, last 4 and expiry, lists and deletes it', async () => {
    const me = await newUser();
    const cardToken = tokenFor(SANDBOX_TEST_CARDS.succeeds);
    const res = await post(cardsApi.add.path, me, { cardToken, ...billing });
    expect(res.json()).toMatchObject({
      code: 200,
      data: {
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        holderName: 'Ann Lee',
        billingEmail: 'ann@example.com',
      },
    });
    const saved = await list(me);
    expect(saved.map((c) => c.last4)).toEqual(['4242']);
    // Another user sees none of it and cannot delete it.
    const other = await newUser();
    expect(await list(other)).toEqual([]);
    refused(
      await post(cardsApi.remove.path, other, { cardId: present(saved[0], 'card').id }),
      CardCode.NOT_FOUND,
      404,
    );

    expect((await post(cardsApi.remove.path, me, { cardId: present(saved[0], 'card').id })).json()).toEqual({
      code: 200,
      data: null,
    });
    expect(await list(me)).toEqual([]);
  });

  it('stores no card number or CVV anywhere, and logs neither', async () => {
    const me = await newUser();
    const cardToken = tokenFor('5555555555554444');
    await post(cardsApi.add.path, me, { cardToken, ...billing });
    const [row] = await t.ctx.database.db.select().from(savedCards).where(eq(savedCards.userId, me.userId));
    expect(Object.keys(present(row, 'row')).sort()).toEqual(
      [
        'billingEmail',
        'brand',
        'createdAt',
        'expMonth',
        'expYear',
        'holderName',
        'id',
        'last4',
        'provider',
        'token',
        'userId',
      ].sort(),
    );
    expect(JSON.stringify(row)).not.toContain('5555555555554444');
    expect(logs.text()).not.toContain('5555555555554444');
    expect(logs.text()).toContain('card saved');
  });

  it('asks for each billing field with the product wording', async () => {
    const me = await newUser();
    const cardToken = tokenFor(SANDBOX_TEST_CARDS.succeeds);
    refused(
      await post(cardsApi.add.path, me, { cardToken, ...billing, holderName: ' ' }),
      CardCode.NAME_REQUIRED,
    );
    refused(
      await post(cardsApi.add.path, me, { cardToken, ...billing, holderName: 'Ann' }),
      CardCode.NAME_REQUIRED,
    );
    refused(
      await post(cardsApi.add.path, me, { cardToken, ...billing, billingEmail: 'ann@' }),
      CardCode.EMAIL_INVALID,
    );
    refused(
      await post(cardsApi.add.path, me, { cardToken, ...billing, mobile: '12ab' }),
      CardCode.MOBILE_INVALID,
    );
    expect(answerText(CardCode.NAME_REQUIRED)).toBe('Please enter your full name');
    expect(answerText(CardCode.EMAIL_INVALID)).toBe('Please enter the correct email');
    expect(answerText(CardCode.MOBILE_INVALID)).toBe('Please enter a valid mobile number');
    expect(await list(me)).toEqual([]);
  });

  it("answers 'payment info incorrect' when the provider does not know the token", async () => {
    const me = await newUser();
    const res = await post(cardsApi.add.path, me, { cardToken: 'tok_sbx_made_up', ...billing });
    refused(res, CardCode.PAYMENT_INFO_INCORRECT);
    expect(res.json().msg).toMatch(/payment information is incorrect/i);
  });

  it('does not let a second account take over a saved token', async () => {
    const cardToken = tokenFor(SANDBOX_TEST_CARDS.succeeds);
    const first = await newUser();
    expect((await post(cardsApi.add.path, first, { cardToken, ...billing })).json().code).toBe(200);
    // The same form sent twice answers the same card.
    expect((await post(cardsApi.add.path, first, { cardToken, ...billing })).json().code).toBe(200);
    expect(await list(first)).toHaveLength(1);
    refused(
      await post(cardsApi.add.path, await newUser(), { cardToken, ...billing }),
      CardCode.PAYMENT_INFO_INCORRECT,
    );
  });

  it(`keeps at most ${MAX_SAVED_CARDS} cards`, async () => {
    const me = await newUser();
    for (let i = 0; i < MAX_SAVED_CARDS; i++) {
      const res = await post(cardsApi.add.path, me, {
        cardToken: tokenFor(SANDBOX_TEST_CARDS.succeeds),
        ...billing,
      });
      expect(res.json().code).toBe(200);
    }
    refused(
      await post(cardsApi.add.path, me, { cardToken: tokenFor(SANDBOX_TEST_CARDS.succeeds), ...billing }),
      CardCode.TOO_MANY_CARDS,
    );
  });

  it("never logs the card number or CVC passing through the provider's tokenisation endpoint", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/v1/tokens',
      payload: { number: '4000056655665556', expMonth: 12, expYear: 2039, cvc: '918', name: 'Ann Lee' },
    });
    expect(res.json()).toMatchObject({ token: expect.stringMatching(/^tok_sbx/), last4: '5556' });
    t.ctx.logger.info(
      { card: { cvc: '918', cvv: '918', cardNumber: '4000056655665556' } },
      'redaction probe',
    );
    expect(logs.text()).toContain('redaction probe');
    expect(logs.text()).not.toContain('4000056655665556');
    expect(logs.text()).not.toContain('"918"');
  });

  it('needs a session', async () => {
    const res = await t.app.inject(signedInject({ method: 'GET', path: cardsApi.list.path }));
    expect(res.statusCode).toBe(401);
  });
});
