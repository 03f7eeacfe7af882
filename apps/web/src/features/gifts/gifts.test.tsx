import {
  answerText,
  giftsApi,
  profileApi,
  WalletCode,
  type Backpack,
  type GiftCatalogue,
  type GiftSend,
} from '@mingle/protocol';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { ServicesContext } from '../../app/services-context';
import { createI18n } from '../../i18n/setup';
import { ApiError, type RequestOptions } from '../../lib/api-client';
import { fakeApiClient } from '../../test/fake-api';
import { fakeRealtime } from '../../test/fake-realtime';
import { fakeUser } from '../../test/render-app';
import { useSessionStore } from '../session/store';
import { BackpackPage } from './backpack-page';
import { GiftAnimations, GIFT_SHOW_MS } from './gift-animations';
import { GiftDialog } from './gift-dialog';

const CATALOGUE: GiftCatalogue = {
  gifts: [
    { giftId: 1, name: 'Rose', image: '/gifts/rose.svg', animation: 'float', coins: 10, stars: 1, points: 5 },
    {
      giftId: 8,
      name: 'Crown',
      image: '/gifts/crown.svg',
      animation: 'spin',
      coins: 999,
      stars: 5,
      points: 499,
    },
  ],
  terms: { hostShare: 0.5, rate: { pointsPerCurrencyUnit: 200, currency: 'USD' } },
  backpack: { backpackEntrance: true, backpackGiftEntrance: true, backpackUrl: '/backpack' },
};
const BACKPACK: Backpack = {
  items: [
    {
      giftId: 1,
      name: 'Rose',
      image: '/gifts/rose.svg',
      stars: 1,
      coins: 10,
      count: 2,
      expiresAt: Date.UTC(2031, 0, 20),
      expired: false,
    },
  ],
  expired: [
    {
      giftId: 8,
      name: 'Crown',
      image: '/gifts/crown.svg',
      stars: 5,
      coins: 999,
      count: 1,
      expiresAt: Date.UTC(2031, 0, 2),
      expired: true,
    },
  ],
};

function sendOf(overrides: Partial<GiftSend> = {}): GiftSend {
  return {
    sendId: 41,
    giftId: 1,
    name: 'Rose',
    image: '/gifts/rose.svg',
    animation: 'float',
    stars: 1,
    fromUserId: 9,
    toUserId: 7,
    coins: 10,
    points: 5,
    from: 'coins',
    context: 'call',
    roomNum: 'room-1',
    time: Date.now(),
    ...overrides,
  };
}

type Handle = (method: string, path: string, options: RequestOptions<unknown>) => unknown;

async function renderWith(ui: ReactNode, handle: Handle) {
  const i18n = await createI18n({ language: 'en', root: null, throwOnMissingKey: true });
  const realtime = fakeRealtime();
  const call = vi.fn(async (method: string, path: string, options: RequestOptions<unknown> = {}) => {
    if (path === profileApi.getUserInfo.path) return fakeUser({ goldNum: 25 });
    return handle(method, path, options);
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '/shop', element: <p>The shop</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ServicesContext value={{ api: fakeApiClient(call), realtime: realtime.client }}>
          <RouterProvider router={router} />
        </ServicesContext>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { call, realtime, router };
}

const sends = (call: ReturnType<typeof vi.fn>) =>
  call.mock.calls
    .filter(([, path]) => path === giftsApi.send.path)
    .map(([, , options]) => (options as RequestOptions<unknown>).body as Record<string, unknown>);

beforeEach(() => useSessionStore.getState().signIn(9, 'tok'));
afterEach(() => vi.useRealTimers());

describe('the gift pop-up', () => {
  it('shows each price before sending, what the receiver earns and the terms; a retry keeps its key', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const onClose = vi.fn();
    const { call } = await renderWith(
      <GiftDialog toUserId={7} userName="Ben" context="call" roomNum="room-1" onClose={onClose} />,
      (_method, path) => {
        if (path === giftsApi.catalogue.path) return CATALOGUE;
        if (path === giftsApi.send.path) {
          attempts++;
          if (attempts === 1) throw new ApiError('network', null, 'offline');
          return { ...sendOf(), replayed: false };
        }
        throw new Error(`unexpected ${path}`);
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send Ben a gift' });
    const rose = await within(dialog).findByRole('button', { name: 'Rose, 10 coins' });
    expect(within(dialog).getByRole('button', { name: 'Crown, 999 coins' })).toBeTruthy();
    expect(
      within(dialog).getByText(
        "The receiver earns 50% of a gift's coins as points; 100 points are worth $0.50 at payout.",
      ),
    ).toBeTruthy();
    await user.click(rose);
    expect(rose.getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByText('Ben earns 5 points')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send Rose for 10 coins' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send Rose for 10 coins' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const bodies = sends(call);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({
      toUserId: 7,
      giftId: 1,
      from: 'coins',
      context: 'call',
      roomNum: 'room-1',
    });
    expect(bodies[1]?.idempotencyKey).toBe(bodies[0]?.idempotencyKey);
  });

  it("in a call, short of coins: the spec's text and the way to the shop; elsewhere the shop opens", async () => {
    const user = userEvent.setup();
    const refuse = () => {
      throw new ApiError(
        'answer',
        WalletCode.INSUFFICIENT_BALANCE,
        answerText(WalletCode.INSUFFICIENT_BALANCE),
        200,
      );
    };
    const handle: Handle = (_m, path) => (path === giftsApi.catalogue.path ? CATALOGUE : refuse());
    await renderWith(
      <GiftDialog toUserId={7} userName="Ben" context="call" roomNum="room-1" onClose={() => undefined} />,
      handle,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send Ben a gift' });
    await user.click(await within(dialog).findByRole('button', { name: 'Crown, 999 coins' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Crown for 999 coins' }));
    expect(await within(dialog).findByText("You don't have enough coins.")).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Get coins' }).getAttribute('href')).toBe('/shop');
  });

  it('outside a call, short of coins, the shop opens', async () => {
    const user = userEvent.setup();
    const { router } = await renderWith(
      <GiftDialog toUserId={7} userName="Ben" context="profile" onClose={() => undefined} />,
      (_m, path) => {
        if (path === giftsApi.catalogue.path) return CATALOGUE;
        throw new ApiError('answer', WalletCode.INSUFFICIENT_BALANCE, 'Insufficient Balance', 200);
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send Ben a gift' });
    await user.click(await within(dialog).findByRole('button', { name: 'Crown, 999 coins' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Crown for 999 coins' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
  });

  it('sends from the backpack for no coins', async () => {
    const user = userEvent.setup();
    const { call } = await renderWith(
      <GiftDialog toUserId={7} userName="Ben" context="chat" onClose={() => undefined} />,
      (_m, path) => {
        if (path === giftsApi.catalogue.path) return CATALOGUE;
        if (path === giftsApi.backpack.path) return BACKPACK;
        if (path === giftsApi.send.path)
          return { ...sendOf({ from: 'backpack', coins: 0 }), replayed: false };
        throw new Error(`unexpected ${path}`);
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send Ben a gift' });
    await user.click(within(dialog).getByRole('tab', { name: 'Backpack' }));
    await user.click(await within(dialog).findByRole('button', { name: /^Rose, 2 left, expires/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Rose from your backpack' }));
    await vi.waitFor(() => expect(sends(call)).toHaveLength(1));
    expect(sends(call)[0]).toMatchObject({ giftId: 1, from: 'backpack', context: 'chat' });
  });
});

describe('the backpack page', () => {
  it('lists gifts with counts and expiry, and the ones expired in the last 30 days apart', async () => {
    const user = userEvent.setup();
    await renderWith(<BackpackPage />, (_m, path, options) => {
      if (path === giftsApi.backpack.path) return BACKPACK;
      if (path === giftsApi.history.path) {
        const sent = (options.params as { direction?: string } | undefined)?.direction === 'sent';
        const list = sent
          ? [sendOf({ sendId: 2, name: 'Crown', coins: 999 })]
          : [sendOf({ fromUserId: 7, toUserId: 9 })];
        return { list, page: 1, size: 50, total: 1 };
      }
      throw new Error(`unexpected ${path}`);
    });
    expect(await screen.findByRole('heading', { name: 'Backpack', level: 1 })).toBeTruthy();
    const usable = await screen.findByRole('list', { name: 'Backpack' });
    expect(within(usable).getByText('×2')).toBeTruthy();
    expect(within(usable).getByText('Expires Jan 20, 2031')).toBeTruthy();
    const expired = screen.getByRole('region', { name: 'Expired in the last 30 days' });
    expect(within(expired).getByText('Expired Jan 2, 2031')).toBeTruthy();
    expect(within(expired).queryByRole('button')).toBeNull();
    // The gift history: points of gifts received, coins of gifts sent.
    const history = screen.getByRole('region', { name: 'Gift history' });
    expect(await within(history).findByText('Rose: +5 points')).toBeTruthy();
    await user.click(within(history).getByRole('tab', { name: 'Sent' }));
    expect(await within(history).findByText('Crown: 999 coins')).toBeTruthy();
  });
});

describe('gift animations in a call', () => {
  it("show the call's gifts for both sides, say who sent what, then go; other calls' gifts are not shown", async () => {
    const { realtime } = await renderWith(<GiftAnimations roomNum="room-1" peerName="Ben" />, () => {
      throw new Error('no calls');
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => realtime.fire('gift:sent', sendOf({ fromUserId: 7, toUserId: 9 })));
    expect(await screen.findByText('Ben sent you Rose!')).toBeTruthy();
    act(() => realtime.fire('gift:sent', sendOf({ sendId: 42, name: 'Crown', fromUserId: 9, toUserId: 7 })));
    expect(await screen.findByText('You sent Crown!')).toBeTruthy();
    act(() => realtime.fire('gift:sent', sendOf({ sendId: 43, name: 'Cake', roomNum: 'room-2' })));
    expect(screen.queryByText(/Cake/)).toBeNull();
    // The layer is decoration over the video: its artwork is hidden from assistive tech, the line is a status.
    expect(screen.getByRole('status').textContent).toContain('Ben sent you Rose!');
    await act(() => vi.advanceTimersByTimeAsync(GIFT_SHOW_MS + 10));
    expect(screen.queryByText('Ben sent you Rose!')).toBeNull();
    expect(screen.queryByText('You sent Crown!')).toBeNull();
  });
});
