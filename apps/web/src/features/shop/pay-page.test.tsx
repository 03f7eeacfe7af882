import {
  answerText,
  cardsApi,
  PaymentCode,
  payApi,
  profileApi,
  type CoinPackage,
  type PackagesAnswer,
  type SavedCard,
} from '@mingle/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, type RequestOptions } from '../../lib/api-client';
import { fakeUser, renderApp, type FakeApiHandler } from '../../test/render-app';
import { notFound, signInToShop } from './shop-test-setup';

const pack300: CoinPackage = {
  id: 2,
  kind: 'pack',
  interval: null,
  coins: 300,
  bonusCoins: 15,
  totalCoins: 315,
  extraPercent: 5,
  priceMinor: 499,
  currency: 'USD',
  currencyMark: '$',
  itemName: '300 coins',
  offer: null,
};

const packages: PackagesAnswer = {
  packs: [pack300],
  subscriptions: [],
  upToExtraPercent: 5,
  firstPurchaseBonus: { coins: 100, eligible: true },
  offer: null,
  serverTime: new Date().toISOString(),
};

const visa: SavedCard = {
  id: 31,
  brand: 'Visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2031,
  holderName: 'Mia Tester',
  billingEmail: 'mia@example.test',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function server(created: RequestOptions<unknown>[], createOrder: () => unknown): FakeApiHandler {
  return (method, path, options) => {
    if (path === payApi.packages.path) return packages;
    if (path === payApi.methods.path)
      return {
        provider: 'sandbox',
        methods: [
          { id: 'card', route: 'pay' },
          { id: 'wallet', route: 'appplePay' },
        ],
      };
    if (path === cardsApi.list.path) return [visa];
    // GET on the same path reads one order: the result page this test goes on to.
    if (method === payApi.createOrder.method && path === payApi.createOrder.path) {
      created.push(options);
      return createOrder();
    }
    if (path === profileApi.getUserInfo.path) return fakeUser();
    return notFound(path);
  };
}

/** A checkout attempt's key as the page makes it: 16 random bytes in hex. */
const KEY_SHAPE = expect.stringMatching(/^[0-9a-f]{32}$/);

beforeEach(() => {
  signInToShop();
  // Attempts are kept per tab; each test is a fresh tab.
  sessionStorage.clear();
});

describe('pay page', () => {
  it('charges a chosen saved card without the provider page and goes straight to the result', async () => {
    const user = userEvent.setup();
    const created: RequestOptions<unknown>[] = [];
    const app = await renderApp({
      path: '/de/pay?packageId=2&method=card',
      handle: server(created, () => ({ orderNo: 'MG7', redirectUrl: null, status: 'processing' })),
    });
    // In German, the language of the prefix: the price as Germans write it, and payRes will open in German.
    expect(await screen.findByText(/^Du erhältst 315 Münzen für 4,99\s\$$/)).toBeTruthy();
    await user.click(await screen.findByRole('radio', { name: 'Visa •••• 4242, gültig bis 04/31' }));
    await user.click(screen.getByRole('button', { name: /^4,99\s\$ bezahlen$/ }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/de/payRes'));
    expect(app.router.state.location.search).toBe('?orderNo=MG7');
    expect(created[0]?.body).toEqual({
      packageId: 2,
      methodId: 'card',
      savedCardId: 31,
      lang: 'de',
      idempotencyKey: KEY_SHAPE,
    });
  });

  it("shows the server's words when the order cannot be made, and stays on the page", async () => {
    const user = userEvent.setup();
    const created: RequestOptions<unknown>[] = [];
    const text = answerText(PaymentCode.PURCHASE_FAILED);
    const app = await renderApp({
      path: '/pay?packageId=2&method=card',
      handle: server(created, () => {
        throw new ApiError('answer', PaymentCode.PURCHASE_FAILED, text, 200);
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay $4.99' }));
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    // No saved card chosen: the provider's page asks for the card.
    expect(created[0]?.body).toEqual({ packageId: 2, methodId: 'card', idempotencyKey: KEY_SHAPE });
    expect(app.router.state.location.pathname).toBe('/pay');
  });

  it("says a refusal in the page's language under /de/, from the code, not the server's English", async () => {
    const user = userEvent.setup();
    await renderApp({
      path: '/de/pay?packageId=2&method=card',
      handle: server([], () => {
        throw new ApiError(
          'answer',
          PaymentCode.PURCHASE_FAILED,
          answerText(PaymentCode.PURCHASE_FAILED),
          200,
        );
      }),
    });
    await user.click(await screen.findByRole('button', { name: /^4,99\s\$ bezahlen$/ }));
    expect(
      await screen.findByText(
        'Der Kauf ist fehlgeschlagen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsmethode.',
      ),
    ).toBeTruthy();
  });

  it("shows the server's own words for a code this build does not know", async () => {
    const user = userEvent.setup();
    await renderApp({
      path: '/de/pay?packageId=2&method=card',
      handle: server([], () => {
        throw new ApiError('answer', 19_999, 'Ein neuer Grund', 200);
      }),
    });
    await user.click(await screen.findByRole('button', { name: /^4,99\s\$ bezahlen$/ }));
    expect(await screen.findByText('Ein neuer Grund')).toBeTruthy();
  });
});

describe('one checkout attempt, one key', () => {
  /** A fake order endpoint whose answers the test gives one by one, as they come back from a slow network. */
  function slowOrderEndpoint() {
    const bodies: Record<string, unknown>[] = [];
    const answers: { resolve(value: unknown): void; reject(error: unknown): void }[] = [];
    const handle = server([], () => {
      throw new Error('answered by the test');
    });
    return {
      bodies,
      keys: () => bodies.map((b) => b.idempotencyKey),
      handle: ((method, path, options) => {
        if (method === payApi.createOrder.method && path === payApi.createOrder.path) {
          bodies.push(options.body ?? {});
          return new Promise((resolve, reject) => answers.push({ resolve, reject }));
        }
        return handle(method, path, options);
      }) satisfies FakeApiHandler,
      /** The answer to the oldest request still waiting. */
      answer: (outcome: { data: unknown } | { error: unknown }) => {
        const next = answers.shift();
        if (!next) throw new Error('no request is waiting');
        if ('data' in outcome) next.resolve(outcome.data);
        else next.reject(outcome.error);
      },
    };
  }

  const payButton = () => screen.findByRole('button', { name: 'Pay $4.99' });
  const lost = { error: new ApiError('timeout', null, 'request timed out after 50000 ms') };

  it('sends one request for a double click, and the same key after a lost answer and a reload', async () => {
    const user = userEvent.setup();
    const orders = slowOrderEndpoint();
    const first = await renderApp({ path: '/pay?packageId=2&method=card', handle: orders.handle });
    const button = await payButton();
    // Both clicks land before the page has drawn anything in between.
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Creating your order…').getAttribute('role')).toBe('status');
    expect(orders.bodies).toHaveLength(1);

    // The answer is lost on the way: the retry is the same attempt.
    orders.answer(lost);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    await waitFor(() => expect(orders.bodies).toHaveLength(2));
    orders.answer(lost);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));

    // A reload of the pay page: the tab still knows the attempt.
    first.unmount();
    const reloaded = await renderApp({ path: '/pay?packageId=2&method=card', handle: orders.handle });
    await user.click(await payButton());
    await waitFor(() => expect(orders.bodies).toHaveLength(3));
    const [key] = orders.keys();
    expect(key).toEqual(KEY_SHAPE);
    expect(orders.keys()).toEqual([key, key, key]);

    // The order is known now; buying the package again later is a new attempt.
    orders.answer({ data: { orderNo: 'MG8', redirectUrl: null, status: 'processing' } });
    await waitFor(() => expect(reloaded.router.state.location.pathname).toBe('/payRes'));
    reloaded.unmount();
    await renderApp({ path: '/pay?packageId=2&method=card', handle: orders.handle });
    await user.click(await payButton());
    await waitFor(() => expect(orders.bodies).toHaveLength(4));
    expect(orders.keys()[3]).toEqual(KEY_SHAPE);
    expect(orders.keys()[3]).not.toBe(key);
  });

  it("starts a new attempt after a refusal, and keeps it while the order is 'still being set up'", async () => {
    const user = userEvent.setup();
    const orders = slowOrderEndpoint();
    await renderApp({ path: '/pay?packageId=2&method=card', handle: orders.handle });
    const refuse = (code: PaymentCode) => ({ error: new ApiError('answer', code, answerText(code), 200) });
    const button = await payButton();

    await user.click(button);
    await waitFor(() => expect(orders.bodies).toHaveLength(1));
    orders.answer(refuse(PaymentCode.PURCHASE_FAILED));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    await waitFor(() => expect(orders.bodies).toHaveLength(2));
    orders.answer(refuse(PaymentCode.ORDER_IN_PROGRESS));
    expect(await screen.findByText(answerText(PaymentCode.ORDER_IN_PROGRESS))).toBeTruthy();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    await waitFor(() => expect(orders.bodies).toHaveLength(3));

    const [refused, waited, retried] = orders.keys();
    expect(waited).not.toBe(refused);
    expect(retried).toBe(waited);
  });
});
