import { discoverApi, presenceApi, WallTab } from '@mingle/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { emit } from '../../test/emit-event';
import { discoverBackend, FRANCE, GERMANY, host, signInToDiscover } from './discover-test-kit';
import { useWallStore } from './store';
import { WALL_TIP_KEY } from './wall-page';

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  signInToDiscover();
  // jsdom has no layout; the wall's kept scroll position is asked of the browser through scrollTo.
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const zoe = host(7, 'Zoe');
const lea = host(8, 'Lea', { status: 1, pricePerMinute: 60, languages: [7], age: 31 });
const ines = host(11, 'Ines', { status: 0, countryId: FRANCE, pricePerMinute: 0, languages: [] });

/** Germany's For You and Singing in two pages each; France has Ines. */
function wallOf(countryId: number, tab: number) {
  if (countryId === FRANCE) return [[ines]];
  if (tab === 1) return [[zoe], [host(13, 'Kim')]];
  return [[zoe, lea], [host(12, 'Mona')]];
}

async function openWall(backend = discoverBackend({ wall: wallOf })) {
  const view = await renderApp({ path: '/wall', handle: backend.handle });
  const people = await screen.findByRole('list', { name: 'People' });
  return { ...view, backend, people };
}

describe('Discover wall', () => {
  it("opens the user's own country group and shows each host's facts, presence and price", async () => {
    const { backend, people } = await openWall();
    // No country asked for: the server answers the user's own, and the wall of that group follows.
    expect(backend.to(discoverApi.wallGroups.path)[0]?.params).toEqual({});
    expect(backend.to(discoverApi.wall.path)[0]?.params).toEqual({
      countryId: GERMANY,
      tab: WallTab.FOR_YOU,
      size: 20,
    });
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe(
      String(GERMANY),
    );
    const tabs = screen.getByRole('tablist', { name: 'Topics' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['For You · 3', 'New · 3', 'Singing · 2', 'Dancing · 1']);
    expect(within(tabs).getByRole('tab', { name: 'For You · 3' }).getAttribute('aria-selected')).toBe('true');

    const zoeTile = within(people).getByRole('link', { name: /Zoe/ });
    expect(zoeTile.getAttribute('href')).toBe('/profile/7');
    expect(zoeTile.textContent).toContain('27 years · Germany');
    expect(zoeTile.textContent).toContain('Speaks English, German');
    expect(zoeTile.textContent).toContain('Online');
    expect(zoeTile.textContent).toContain('40 coins/min');
    const leaTile = within(people).getByRole('link', { name: /Lea/ });
    expect(leaTile.textContent).toContain('In a call');
    expect(leaTile.textContent).toContain('60 coins/min');
  });

  it('keeps the presence dots live: the people shown are asked for again, their order stays', async () => {
    const backend = discoverBackend({ wall: wallOf, presence: { 7: 0, 8: 2 } });
    const { people } = await openWall(backend);
    await waitFor(() =>
      expect(within(people).getByRole('link', { name: /Zoe/ }).textContent).toContain('Offline'),
    );
    expect(within(people).getByRole('link', { name: /Lea/ }).textContent).toContain('Online');
    expect(backend.to(presenceApi.batch.path)[0]?.params).toEqual({ userIds: '7,8' });
  });

  it('loads the next page with the server cursor, and says when everyone was shown', async () => {
    const user = userEvent.setup();
    const { backend, people } = await openWall();
    expect(within(people).queryByRole('link', { name: /Mona/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(people).findByRole('link', { name: /Mona/ })).toBeTruthy();
    expect(backend.to(discoverApi.wall.path).map((c) => c.params)).toEqual([
      { countryId: GERMANY, tab: WallTab.FOR_YOU, size: 20 },
      { countryId: GERMANY, tab: WallTab.FOR_YOU, size: 20, cursor: '1' },
    ]);
    expect(screen.getByText('You have seen everyone here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('changes topic and country, and shows offline people as offline with their free calls', async () => {
    const user = userEvent.setup();
    const { backend } = await openWall();
    await user.click(screen.getByRole('tab', { name: 'Singing · 2' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Lea/ })).toBeNull());
    expect(backend.to(discoverApi.wall.path).at(-1)?.params).toEqual({
      countryId: GERMANY,
      tab: 1,
      size: 20,
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'France (1)');
    const tile = await screen.findByRole('link', { name: /Ines/ });
    expect(backend.to(discoverApi.wallGroups.path).at(-1)?.params).toEqual({ countryId: FRANCE });
    expect(tile.textContent).toContain('Offline');
    expect(tile.textContent).toContain('Free calls');
  });

  it('keeps group, tab, loaded pages and scroll position when the person leaves and comes back', async () => {
    const user = userEvent.setup();
    const { backend, router } = await openWall();
    await user.click(screen.getByRole('tab', { name: 'Singing · 2' }));
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: /Kim/ });
    // The person scrolls down the wall.
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    fireEvent.scroll(window);
    await waitFor(() => expect(useWallStore.getState().scroll[`${String(GERMANY)}:1`]).toBe(640));
    const asked = backend.to(discoverApi.wall.path).length;

    await act(() => router.navigate('/me'));
    expect(await screen.findByRole('button', { name: 'Settings' })).toBeTruthy();
    scrollTo.mockClear();
    await act(() => router.navigate('/wall'));

    const people = await screen.findByRole('list', { name: 'People' });
    expect(screen.getByRole('tab', { name: 'Singing · 2' }).getAttribute('aria-selected')).toBe('true');
    const tiles = within(people).getAllByRole('link');
    expect(tiles).toHaveLength(2);
    ['Zoe', 'Kim'].forEach((name, index) => expect(tiles[index]?.textContent).toContain(name));
    // The same pages from the cache: nothing asked again, and the page goes back where it was.
    expect(backend.to(discoverApi.wall.path)).toHaveLength(asked);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('explains the wall once, on the first visit', async () => {
    localStorage.removeItem(WALL_TIP_KEY);
    const user = userEvent.setup();
    await renderApp({ path: '/wall', handle: discoverBackend({ wall: wallOf }).handle });
    const tip = await screen.findByRole('dialog', { name: 'Welcome to Discover' });
    await user.click(within(tip).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog', { name: 'Welcome to Discover' })).toBeNull();
    expect(localStorage.getItem(WALL_TIP_KEY)).toBe('yes');
  });

  it('says so when nobody is there, and offers every country', async () => {
    const user = userEvent.setup();
    const backend = discoverBackend({ wall: (countryId) => (countryId === 0 ? [[zoe]] : [[]]) });
    await renderApp({ path: '/wall', handle: backend.handle });
    expect(
      await screen.findByText('Nobody to show here right now. Try another topic or country.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all countries' }));
    expect(await screen.findByRole('link', { name: /Zoe/ })).toBeTruthy();
  });

  it('tells the person live when someone likes them', async () => {
    const { realtime } = await openWall();
    emit(realtime, 'discover:liked', {
      from: host(21, 'Ana', { isHost: false }),
      likedAt: Date.now(),
      match: false,
    });
    expect((await screen.findByText('Ana liked you.')).closest('[role="alert"]')).toBeTruthy();
  });
});
