import { callsApi, discoverApi } from '@mingle/protocol';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tabId } from '../../lib/tab-id';
import { renderApp } from '../../test/render-app';
import { callData } from '../calls/test-kit';
import {
  discoverBackend,
  FRANCE,
  host,
  ME,
  price,
  signInToDiscover,
  type DiscoverBackendOptions,
} from './discover-test-kit';

beforeEach(() => signInToDiscover());

const zoe = host(7, 'Zoe');
const lea = host(8, 'Lea', { pricePerMinute: 60, countryId: FRANCE });

async function openBrowse(options: DiscoverBackendOptions = {}) {
  const backend = discoverBackend({
    // The server answers a few at a time; an empty page with a cursor means it read on past offline hosts.
    searchFlow: () => [[zoe], [], [lea]],
    answer: (path) => {
      if (path === callsApi.priceInfo.path) return price({ pricePerMinute: 40 });
      if (path === callsApi.launch.path)
        return callData({ callRole: 'caller', source: 'search' }, { pricePerMinute: 40, payerId: ME });
      return undefined;
    },
    ...options,
  });
  const user = userEvent.setup();
  await renderApp({ path: '/search', handle: backend.handle });
  await user.click(await screen.findByRole('tab', { name: "Browse who's online" }));
  const filters = await screen.findByRole('form', { name: 'Who to meet' });
  return { user, backend, filters };
}

describe('the search flow', () => {
  it('filters by gender, a country that has hosts and a language, then shows one online host at a time', async () => {
    const { user, backend, filters } = await openBrowse();
    expect(within(filters).getByText(/Only people online now are shown/)).toBeTruthy();
    await user.click(within(filters).getByRole('radio', { name: 'Women' }));
    const country = within(filters).getByRole('combobox', { name: 'Country' });
    // The countries come from the country filter: the ones that have hosts.
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any country', 'France', 'Germany']);
    await user.selectOptions(country, 'France');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Speaks' }), 'German');
    expect(backend.to(discoverApi.searchFlow.path)).toHaveLength(0);
    await user.click(within(filters).getByRole('button', { name: 'Show people' }));

    const card = await screen.findByRole('article', { name: 'Zoe' });
    expect(screen.getByText('Showing: Women · France · German')).toBeTruthy();
    expect(backend.to(discoverApi.searchFlow.path)[0]?.params).toEqual({
      gender: 2,
      countryId: FRANCE,
      language: 7,
      size: 5,
    });
    expect(within(card).getByText('40 coins/min')).toBeTruthy();
    expect(within(card).getByRole('timer').textContent).toBe('Next in 10 s');
    await user.click(within(card).getByRole('button', { name: 'Pass on Zoe' }));
    // The empty page in between is read past.
    const next = await screen.findByRole('article', { name: 'Lea' });
    expect(within(next).getByText('60 coins/min')).toBeTruthy();
    await user.click(within(next).getByRole('button', { name: 'Pass on Lea' }));
    expect(await screen.findByText(/Nobody online right now matches these filters/)).toBeTruthy();

    await user.click(screen.getAllByRole('button', { name: 'Change filters' })[0] as HTMLElement);
    expect(await screen.findByRole('form', { name: 'Who to meet' })).toBeTruthy();
  });

  it('invites a host for real from the search flow, the price shown first, with the search location', async () => {
    const { user, backend, filters } = await openBrowse();
    await user.click(within(filters).getByRole('button', { name: 'Show people' }));
    const card = await screen.findByRole('article', { name: 'Zoe' });
    expect(backend.to(discoverApi.searchFlow.path)[0]?.params).toEqual({
      gender: 0,
      countryId: 0,
      language: 0,
      size: 5,
    });
    await user.click(within(card).getByRole('button', { name: 'Call Zoe' }));
    const confirm = await within(card).findByRole('group', { name: 'Video call Zoe?' });
    expect(
      within(confirm).getByText('This call costs 40 coins per started minute. Your coins: 100.'),
    ).toBeTruthy();
    expect(backend.to(callsApi.launch.path)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Call now' }));
    expect(await screen.findByRole('dialog', { name: 'Outgoing call' })).toBeTruthy();
    expect(backend.to(callsApi.launch.path).map((c) => c.body)).toEqual([
      { matchUserId: 7, media: 'video', source: 'search', location: 136, tabId: tabId() },
    ]);
  });

  it('likes at the price shown and moves on', async () => {
    const { user, backend, filters } = await openBrowse();
    await user.click(within(filters).getByRole('button', { name: 'Show people' }));
    const card = await screen.findByRole('article', { name: 'Zoe' });
    await user.click(within(card).getByRole('button', { name: 'Like Zoe for 10 coins' }));
    expect(await screen.findByRole('article', { name: 'Lea' })).toBeTruthy();
    expect(backend.to(discoverApi.like.path).map((c) => c.body)).toEqual([{ likedUserId: 7, price: 10 }]);
  });

  it('never offers someone the page shows busy or offline', async () => {
    const { user, filters } = await openBrowse({
      searchFlow: () => [[host(20, 'Olga', { status: 0 }), host(21, 'Bea', { status: 1 }), lea]],
    });
    await user.click(within(filters).getByRole('button', { name: 'Show people' }));
    expect(await screen.findByRole('article', { name: 'Lea' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Olga' })).toBeNull();
  });
});
