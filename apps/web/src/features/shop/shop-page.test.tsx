import {
  answerText,
  PaymentCode,
  payApi,
  profileApi,
  registerBannerApi,
  type NewUserBanner,
  type CoinPackage,
  type PackagesAnswer,
  type Subscription,
} from '@mingle/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { fakeUser, renderApp, type FakeApiHandler } from '../../test/render-app';
import { formatDay } from './format';
import { fakePayStatus, notFound, signInToShop } from './shop-test-setup';

function pack(overrides: Partial<CoinPackage>): CoinPackage {
  return {
    id: 1,
    kind: 'pack',
    interval: null,
    coins: 60,
    bonusCoins: 0,
    totalCoins: 60,
    extraPercent: 0,
    priceMinor: 99,
    currency: 'USD',
    currencyMark: '$',
    itemName: '60 coins',
    offer: null,
    ...overrides,
  };
}

const weekly = pack({
  id: 10,
  kind: 'subscription',
  interval: 'week',
  coins: 500,
  totalCoins: 500,
  priceMinor: 499,
  itemName: 'Weekly coins',
});
const monthly = pack({
  id: 11,
  kind: 'subscription',
  interval: 'month',
  coins: 2400,
  totalCoins: 2400,
  priceMinor: 1999,
  itemName: 'Monthly coins',
});

function packages(overrides: Partial<PackagesAnswer> = {}): PackagesAnswer {
  return {
    packs: [
      pack({}),
      pack({ id: 5, coins: 3000, bonusCoins: 600, totalCoins: 3600, extraPercent: 20, priceMinor: 3999 }),
    ],
    subscriptions: [weekly, monthly],
    upToExtraPercent: 20,
    firstPurchaseBonus: { coins: 100, eligible: true },
    offer: null,
    serverTime: new Date().toISOString(),
    ...overrides,
  };
}

const payStatus = fakePayStatus({
  isPay: true,
  isVip: true,
  vipSince: '2026-01-02T10:00:00.000Z',
  firstPaidAt: '2026-01-02T10:00:00.000Z',
  firstPurchaseBonus: { coins: 100, eligible: false },
});

interface ShopState {
  packages: PackagesAnswer;
  subscription: Subscription | null;
  cancel: () => Subscription;
  /** The +120 register banner while it may be claimed; claims counts the claim calls. */
  banner?: NewUserBanner | null;
  claims?: number;
}

function server(state: ShopState): FakeApiHandler {
  return (_method, path) => {
    if (path === payApi.packages.path) return state.packages;
    if (path === payApi.subscription.path) return { subscription: state.subscription };
    if (path === payApi.cancelSubscription.path) {
      state.subscription = state.cancel();
      return { subscription: state.subscription };
    }
    if (path === payApi.checkUserPayStatus.path) return payStatus;
    if (path === registerBannerApi.checkIfAddCoinForNew.path) return state.banner ?? null;
    if (path === registerBannerApi.claim.path) {
      state.claims = (state.claims ?? 0) + 1;
      state.banner = null;
      return { coins: 120, spins: 0 };
    }
    if (path === profileApi.getUserInfo.path) return fakeUser({ goldNum: 250 });
    return notFound(path);
  };
}

beforeEach(signInToShop);

afterEach(() => {
  vi.useRealTimers();
});

describe('coin shop', () => {
  it('shows every price, the bubble, the bonus and VIP, and sends a purchase to the payment methods', async () => {
    await renderApp({
      path: '/shop',
      handle: server({
        packages: packages(),
        subscription: null,
        cancel: () => {
          throw new Error('no');
        },
      }),
    });
    const big = await screen.findByRole('listitem', { name: '3000 coins' });
    expect(within(big).getByText('+600 bonus')).toBeTruthy();
    expect(within(big).getByText('You get 3600 coins')).toBeTruthy();
    expect(within(big).getByRole('link', { name: 'Buy for $39.99' }).getAttribute('href')).toBe(
      '/paymentMethodsList?packageId=5',
    );
    expect(screen.getByText('Up to 20% extra coins')).toBeTruthy();
    expect(screen.getByText('First purchase bonus: +100 coins on your first package')).toBeTruthy();
    expect(await screen.findByText('Your balance: 250 coins')).toBeTruthy();
    expect(await screen.findByText('You are VIP')).toBeTruthy();
    // Subscriptions can be started while none runs.
    const week = screen.getByRole('listitem', { name: 'Weekly' });
    expect(within(week).getByText('$4.99 a week')).toBeTruthy();
    expect(within(week).getByRole('link', { name: 'Subscribe for $4.99' })).toBeTruthy();
  });

  it('shows the renewal date, allows no second subscription, and cancelling takes effect at the period end', async () => {
    const user = userEvent.setup();
    const periodEnd = '2026-02-01T12:00:00.000Z';
    const running: Subscription = {
      id: 1,
      packageId: 10,
      itemName: 'Weekly coins',
      interval: 'week',
      coinsPerPeriod: 500,
      priceMinor: 499,
      currency: 'USD',
      currencyMark: '$',
      status: 'active',
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
    };
    await renderApp({
      path: '/shop',
      handle: server({
        packages: packages(),
        subscription: running,
        cancel: () => ({ ...running, status: 'canceling', cancelAtPeriodEnd: true }),
      }),
    });
    const date = formatDay(periodEnd);
    expect(await screen.findByText(`Your subscription (Weekly) renews on ${date}.`)).toBeTruthy();
    for (const name of ['Subscribe for $4.99', 'Subscribe for $19.99']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.queryByRole('link', { name: /Subscribe for/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the subscription?' });
    expect(
      within(dialog).getByText(
        `It will not renew. You keep the coins of this period, and it ends on ${date}.`,
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(
      await screen.findByText(`Your subscription (Weekly) is cancelled and ends on ${date}.`),
    ).toBeTruthy();
    // Still running until then: a new one cannot be started yet.
    expect((screen.getByRole('button', { name: 'Subscribe for $4.99' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("shows the server's words when cancelling fails", async () => {
    const user = userEvent.setup();
    const running: Subscription = {
      id: 1,
      packageId: 11,
      itemName: 'Monthly coins',
      interval: 'month',
      coinsPerPeriod: 2400,
      priceMinor: 1999,
      currency: 'USD',
      currencyMark: '$',
      status: 'active',
      currentPeriodEnd: '2026-03-01T12:00:00.000Z',
      cancelAtPeriodEnd: false,
    };
    const text = answerText(PaymentCode.UNSUBSCRIBE_FAILED);
    await renderApp({
      path: '/shop',
      handle: server({
        packages: packages(),
        subscription: running,
        cancel: () => {
          throw new ApiError('answer', PaymentCode.UNSUBSCRIBE_FAILED, text, 200);
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(screen.getByText(/renews on/)).toBeTruthy();
  });

  it('offers the +120 register banner and grants it only when claimed', async () => {
    const user = userEvent.setup();
    const state: ShopState = {
      packages: packages(),
      subscription: null,
      cancel: () => {
        throw new Error('no');
      },
      banner: { gold: 120, callCount: 6, images: [] },
    };
    await renderApp({ path: '/shop', handle: server(state) });
    const banner = await screen.findByRole('complementary', { name: '+120 coins for new members' });
    expect(
      within(banner).getByText('Welcome! Claim 120 free coins, enough for about 6 minutes of video chat.'),
    ).toBeTruthy();
    // Opening the shop asked about the offer and claimed nothing.
    expect(state.claims ?? 0).toBe(0);
    await user.click(within(banner).getByRole('button', { name: 'Claim 120 coins' }));
    expect(await screen.findByText('120 free coins are now in your balance.')).toBeTruthy();
    expect(state.claims).toBe(1);
  });

  it('counts the limited-time offer down by itself and stops selling it when it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    const endsAt = new Date(now + 3_000).toISOString();
    const offerPack = pack({
      id: 7,
      coins: 300,
      bonusCoins: 100,
      totalCoins: 400,
      priceMinor: 399,
      offer: { endsAt, discountPercent: 20, extraCoins: 0, regularPriceMinor: 499 },
    });
    await renderApp({
      path: '/shop',
      handle: server({
        packages: packages({
          packs: [offerPack],
          offer: { packageId: 7, endsAt },
          serverTime: new Date(now).toISOString(),
        }),
        subscription: null,
        cancel: () => {
          throw new Error('no');
        },
      }),
    });
    const offer = await screen.findByRole('region', { name: 'Limited-time offer' });
    expect(within(offer).getByText('20% off')).toBeTruthy();
    const timer = within(offer).getByRole('timer');
    expect(timer.textContent).toMatch(/^Ends in 00:00:0[1-3]$/);
    const first = timer.textContent;
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(within(offer).getByRole('timer').textContent).not.toBe(first);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(within(offer).getByText('This offer has ended.')).toBeTruthy();
    expect(within(offer).queryByRole('link', { name: /Buy for/ })).toBeNull();
  });
});
