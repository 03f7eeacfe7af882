import { payApi, profileApi, type Order } from '@mingle/protocol';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, renderApp, type FakeApiHandler } from '../../test/render-app';
import { fakePayStatus, notFound, signInToShop } from './shop-test-setup';

function fakeOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderNo: 'MG20260101ABC',
    packageId: 2,
    kind: 'pack',
    itemName: '315 coins',
    amountMinor: 499,
    currency: 'USD',
    currencyMark: '$',
    coins: 300,
    bonusCoins: 15,
    firstPurchaseBonusCoins: 100,
    status: 'processing',
    method: 'card',
    failureReason: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    paidAt: null,
    adConversion: null,
    ...overrides,
  };
}

/** The server as payRes sees it: the order as it stands now, the user's own info and pay status. */
function server(state: { order: Order; goldNum: number; calls: string[] }): FakeApiHandler {
  return (method, path, { params }) => {
    state.calls.push(path);
    if (method === 'GET' && path === payApi.order.path && params?.orderNo === state.order.orderNo) {
      return state.order;
    }
    if (path === profileApi.getUserInfo.path) return fakeUser({ goldNum: state.goldNum });
    if (path === payApi.checkUserPayStatus.path) return fakePayStatus();
    return notFound(path);
  };
}

beforeEach(signInToShop);

afterEach(() => {
  vi.useRealTimers();
});

describe('payRes', () => {
  it('counts down by itself while processing, polls the order and shows the coins once it succeeded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const state = { order: fakeOrder(), goldNum: 120, calls: [] as string[] };
    await renderApp({ path: '/payRes?orderNo=MG20260101ABC', handle: server(state) });

    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/Waiting for the payment provider to confirm… (60|59) s/);
    const before = Number(/(\d+) s/.exec(timer.textContent)?.[1]);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(Number(/(\d+) s/.exec(screen.getByRole('timer').textContent)?.[1])).toBeLessThan(before);

    // The provider confirms; no realtime event reaches this test, so the poll must find it.
    state.order = fakeOrder({ status: 'success', paidAt: '2026-01-01T10:00:05.000Z' });
    state.goldNum = 535;
    const pollsBefore = state.calls.filter((p) => p === payApi.order.path).length;
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    expect(state.calls.filter((p) => p === payApi.order.path).length).toBeGreaterThan(pollsBefore);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    expect(screen.getByText('415 coins have been added to your balance.')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();

    // Settled: no more polling.
    const settledPolls = state.calls.filter((p) => p === payApi.order.path).length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(state.calls.filter((p) => p === payApi.order.path).length).toBe(settledPolls);
  });

  it('after the countdown it says the coins come when the provider confirms, and keeps checking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const state = { order: fakeOrder(), goldNum: 0, calls: [] as string[] };
    await renderApp({ path: '/payRes?orderNo=MG20260101ABC', handle: server(state) });
    await screen.findByRole('timer');
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByText(/This is taking longer than usual/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
  });

  it('shows a declined payment as failed and offers another method for the same package', async () => {
    const state = {
      order: fakeOrder({ status: 'failed', failureReason: 'card_declined' }),
      goldNum: 0,
      calls: [] as string[],
    };
    await renderApp({ path: '/payRes?orderNo=MG20260101ABC', handle: server(state) });
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByText('The card was declined.')).toBeTruthy();
    const another = screen.getByRole('link', { name: 'Try another payment method' });
    expect(another.getAttribute('href')).toBe('/paymentMethodsList?packageId=2');
  });

  it('refuses an empty order id with the spec text', async () => {
    await renderApp({ path: '/payRes', handle: server({ order: fakeOrder(), goldNum: 0, calls: [] }) });
    expect(await screen.findByText('The order id cannot be empty')).toBeTruthy();
  });
});
