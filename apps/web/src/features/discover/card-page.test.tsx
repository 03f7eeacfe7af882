import { callsApi, discoverApi, WalletCode, WallTab } from '@mingle/protocol';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { tabId } from '../../lib/tab-id';
import { renderApp } from '../../test/render-app';
import { callData } from '../calls/test-kit';
import {
  discoverBackend,
  host,
  ME,
  price,
  signInToDiscover,
  type DiscoverBackendOptions,
} from './discover-test-kit';

beforeEach(() => signInToDiscover());
afterEach(() => vi.useRealTimers());

const zoe = host(7, 'Zoe');
const lea = host(8, 'Lea', { pricePerMinute: 60 });
/** Offline and busy people are never offered as cards. */
const deck = () => [[zoe, host(20, 'Olga', { status: 0 }), host(21, 'Bea', { status: 1 })], [lea]];

async function openCards(options: DiscoverBackendOptions = {}) {
  const backend = discoverBackend({ wall: deck, ...options });
  await renderApp({ path: '/card', handle: backend.handle });
  const card = await screen.findByRole('article', { name: 'Zoe' });
  return { backend, card };
}

describe('card flow', () => {
  it('offers people online now one at a time, from every country', async () => {
    const user = userEvent.setup();
    const { backend, card } = await openCards();
    expect(backend.to(discoverApi.wall.path)[0]?.params).toEqual({
      countryId: 0,
      tab: WallTab.FOR_YOU,
      size: 20,
    });
    expect(within(card).getByText('40 coins/min')).toBeTruthy();
    expect(within(card).getByRole('timer').textContent).toBe('Next in 10 s');
    await user.click(within(card).getByRole('button', { name: 'Pass on Zoe' }));
    // Olga (offline) and Bea (in a call) are skipped; Lea comes from the next page.
    const next = await screen.findByRole('article', { name: 'Lea' });
    expect(within(next).getByText('60 coins/min')).toBeTruthy();
    await user.click(within(next).getByRole('button', { name: 'Pass on Lea' }));
    expect(await screen.findByText(/Nobody else is online right now/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the wall' }).getAttribute('href')).toBe('/wall');
  });

  it('likes at the price shown on the button, then moves on', async () => {
    const user = userEvent.setup();
    const { backend, card } = await openCards();
    await user.click(within(card).getByRole('button', { name: 'Like Zoe for 10 coins' }));
    expect(await screen.findByRole('article', { name: 'Lea' })).toBeTruthy();
    expect(backend.to(discoverApi.like.path).map((c) => c.body)).toEqual([{ likedUserId: 7, price: 10 }]);
  });

  it("says the spec's words when coins are short for a like, and offers the shop", async () => {
    const user = userEvent.setup();
    const { card } = await openCards({
      answer: (path) => {
        if (path === discoverApi.like.path)
          throw new ApiError('answer', WalletCode.INSUFFICIENT_BALANCE, 'Insufficient Balance', 200);
        return undefined;
      },
    });
    await user.click(within(card).getByRole('button', { name: 'Like Zoe for 10 coins' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('Insufficient Balance');
    expect(within(alert).getByRole('link', { name: 'Buy coins' }).getAttribute('href')).toBe('/shop');
    // Still Zoe: nothing was liked.
    expect(screen.getByRole('article', { name: 'Zoe' })).toBe(card);
  });

  it('offers Add friend when the like makes a match, and keeps the card', async () => {
    const user = userEvent.setup();
    const { card } = await openCards({
      answer: (path) =>
        path === discoverApi.like.path
          ? { likedUserId: 7, match: true, price: 10, likedAt: Date.now(), repeated: false }
          : undefined,
    });
    await user.click(within(card).getByRole('button', { name: 'Like Zoe for 10 coins' }));
    expect(await within(card).findByText(/It's a match: you and Zoe like each other./)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Liked' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Add friend' })).toBeTruthy();
  });

  it("calls the host for real: the host's price first, then launch from the card with its location", async () => {
    const user = userEvent.setup();
    const { backend, card } = await openCards({
      answer: (path) => {
        if (path === callsApi.priceInfo.path) return price();
        if (path === callsApi.launch.path)
          return callData({ callRole: 'caller', source: 'card' }, { pricePerMinute: 40, payerId: ME });
        return undefined;
      },
    });
    await user.click(within(card).getByRole('button', { name: 'Call Zoe' }));
    const confirm = await within(card).findByRole('group', { name: 'Video call Zoe?' });
    expect(
      within(confirm).getByText('This call costs 40 coins per started minute. Your coins: 100.'),
    ).toBeTruthy();
    expect(
      within(confirm).getByText('Their devices ring for up to 30 seconds. An unanswered call costs nothing.'),
    ).toBeTruthy();
    // Nothing launched (nothing spent) before the person says so.
    expect(backend.to(callsApi.launch.path)).toHaveLength(0);
    // The card holds still while the person decides.
    expect(within(card).getByRole('timer').textContent).toBe('Next in 10 s');

    await user.click(within(confirm).getByRole('button', { name: 'Call now' }));
    expect(await screen.findByRole('dialog', { name: 'Outgoing call' })).toBeTruthy();
    expect(backend.to(callsApi.launch.path).map((c) => c.body)).toEqual([
      { matchUserId: 7, media: 'video', source: 'card', location: 140, tabId: tabId() },
    ]);
  });

  it('does not call when coins are short: says so and offers the shop', async () => {
    const user = userEvent.setup();
    const { backend, card } = await openCards({
      answer: (path) =>
        path === callsApi.priceInfo.path ? price({ goldNum: 10, enough: false }) : undefined,
    });
    await user.click(within(card).getByRole('button', { name: 'Call Zoe' }));
    const confirm = await within(card).findByRole('group', { name: 'Video call Zoe?' });
    expect(within(confirm).getByRole('alert').textContent).toBe("You don't have enough coins.");
    expect(within(confirm).queryByRole('button', { name: 'Call now' })).toBeNull();
    expect(backend.to(callsApi.launch.path)).toHaveLength(0);
  });

  it('moves on by itself when the countdown ends, unless paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { card } = await openCards();
    await user.click(within(card).getByRole('button', { name: 'Pause' }));
    expect(within(card).getByRole('timer').textContent).toBe('Paused');
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByRole('article', { name: 'Zoe' })).toBe(card);

    await user.click(within(card).getByRole('button', { name: 'Resume' }));
    expect(within(card).getByRole('timer').textContent).toBe('Next in 10 s');
    act(() => vi.advanceTimersByTime(10_000));
    expect(await screen.findByRole('article', { name: 'Lea' })).toBeTruthy();
  });

  it('passes on a swipe to the left and likes on a swipe to the right', async () => {
    const { backend, card } = await openCards({
      wall: () => [[zoe, lea, host(9, 'Kim')]],
    });
    const swipe = (target: Element, to: number) => {
      fireEvent.pointerDown(target, { pointerId: 1, clientX: 200 });
      fireEvent.pointerMove(target, { pointerId: 1, clientX: 200 + to });
      fireEvent.pointerUp(target, { pointerId: 1, clientX: 200 + to });
    };
    swipe(card, -120);
    const next = await screen.findByRole('article', { name: 'Lea' });
    expect(backend.to(discoverApi.like.path)).toHaveLength(0);
    swipe(next, 120);
    expect(await screen.findByRole('article', { name: 'Kim' })).toBeTruthy();
    expect(backend.to(discoverApi.like.path).map((c) => c.body)).toEqual([{ likedUserId: 8, price: 10 }]);
  });
});
