import { matchingApi } from '@mingle/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { useSessionStore } from '../session/store';
import { matchingBackend, resetMatchingTest } from './matching-test-setup';
import { fakeGlobalConf } from './test-fixtures';

beforeEach(resetMatchingTest);
afterEach(() => {
  vi.useRealTimers();
});

describe('home for a signed-in user', () => {
  beforeEach(() => useSessionStore.getState().signIn(9, 'tok'));

  it('opens the filters as a sheet, shows their price before Start, and sends exactly that price', async () => {
    const user = userEvent.setup();
    const backend = matchingBackend({ goldNum: 100 });
    const { router } = await renderApp({ path: '/', handle: backend.handle });
    const home = await screen.findByRole('region', { name: 'Video match' });
    const price = await within(home).findByText('Matches without filters are free.');
    expect(within(home).getByText('Free matches left today: 3 of 5')).toBeTruthy();

    // The filters wait behind one chip that says what is chosen.
    const chip = within(home).getByRole('button', { name: 'Filters', description: 'Both · Any country' });
    await user.click(chip);
    const sheet = await screen.findByRole('dialog', { name: 'Match filters' });
    expect(within(sheet).getByRole('radio', { name: 'Both' })).toHaveProperty('checked', true);
    await user.click(within(sheet).getByRole('radio', { name: 'Female' }));
    // The price follows in the sheet and on the screen behind it.
    expect(await within(sheet).findByText('A match with these filters costs 10 coins.')).toBeTruthy();
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Country' }), 'Germany');
    expect(within(sheet).getByText('A match with these filters costs 25 coins.')).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Match filters' })).toBeNull());
    // Focus goes back to the chip, which now says what was chosen.
    await waitFor(() => expect(document.activeElement).toBe(chip), { timeout: 3_000 });
    expect(chip).toBe(within(home).getByRole('button', { name: 'Filters', description: 'Female · Germany' }));
    expect(within(home).getByText('A match with these filters costs 25 coins.')).toBeTruthy();
    expect(within(home).getByText('You have 100 coins.')).toBeTruthy();
    expect(price.isConnected).toBe(false);

    // The Start button is described by the price, so it is read out with it.
    const start = within(home).getByRole('button', { name: 'Start' });
    expect(start.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(start);
    await waitFor(() => expect(router.state.location.pathname).toBe('/matching'));
    await waitFor(() => expect(backend.sent(matchingApi.matching.path)).toHaveLength(1));
    expect(backend.sent(matchingApi.matching.path)[0]?.body).toEqual({
      gender: 2,
      countryId: 276,
      price: 25,
    });
    // A long walk through a sheet and a 250-country select: more than the default 5 s on a busy machine.
  }, 20_000);

  it('closes the filter sheet with Escape, keeping what was chosen', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/', handle: matchingBackend({ goldNum: 100 }).handle });
    const home = await screen.findByRole('region', { name: 'Video match' });
    await user.click(await within(home).findByRole('button', { name: /^Filters/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Match filters' });
    await user.click(within(sheet).getByRole('radio', { name: 'Male' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Match filters' })).toBeNull());
    expect(within(home).getByRole('button', { name: 'Filters' }).textContent).toContain('Male');
  });

  it('offers coins when the balance does not cover the filtered price', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/', handle: matchingBackend({ goldNum: 5 }).handle });
    const home = await screen.findByRole('region', { name: 'Video match' });
    await user.click(await within(home).findByRole('button', { name: /^Filters/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Match filters' });
    await user.click(within(sheet).getByRole('radio', { name: 'Male' }));
    expect(await within(sheet).findByText('You have 5 coins.')).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'Get coins' }).getAttribute('href')).toBe('/shop');
    // The screen behind says the same once the sheet is closed.
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(await within(home).findByRole('link', { name: 'Get coins' })).toBeTruthy();
  });

  it('counts down to new free matches when the quota is used up, and offers VIP', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2025, 0, 1, 22, 0, 0));
    const resetAt = Date.UTC(2025, 0, 2);
    const conf = fakeGlobalConf({ remaining: 0, resetAt });
    await renderApp({ path: '/', handle: matchingBackend({ conf }).handle });
    const home = await screen.findByRole('region', { name: 'Video match' });
    expect(await within(home).findByText(/No free matches left today\. New ones in 02:00:00\./)).toBeTruthy();
    vi.setSystemTime(resetAt - 61_000);
    // The countdown follows the clock on its next tick.
    expect(
      await within(home).findByText(/New ones in 00:01:01\./, undefined, { timeout: 3_000 }),
    ).toBeTruthy();
    expect(
      within(home).getByRole('link', { name: 'Become VIP for unlimited matches' }).getAttribute('href'),
    ).toBe('/shop');
  });

  it('says VIP matches are unlimited', async () => {
    const conf = fakeGlobalConf({ vip: true, remaining: null });
    await renderApp({ path: '/', handle: matchingBackend({ conf }).handle });
    expect(await screen.findByText('VIP: unlimited matches')).toBeTruthy();
  });
});

describe('home for a visitor', () => {
  it('lists people on Mingle and asks for a login on Start, keeping the query string', async () => {
    const user = userEvent.setup();
    const backend = matchingBackend({
      guests: [
        { id: 3, userName: 'Ana', headImg: '', age: 24, countryId: 76, online: true },
        { id: 4, userName: 'Ben', headImg: '', age: null, countryId: null, online: false },
      ],
    });
    const { router } = await renderApp({ path: '/?ref=ad', handle: backend.handle });
    const list = await screen.findByRole('region', { name: 'People on Mingle' });
    const people = await within(list).findAllByRole('listitem');
    expect(people.map((p) => p.textContent)).toEqual(['AAnaAge 24 · BrazilOnline', 'BBenAway']);
    // Visitors never ask for what needs a session.
    expect(backend.sent(matchingApi.globalconf.path)).toEqual([]);
    expect(screen.queryByRole('radio', { name: 'Female' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?ref=ad');
    expect(backend.sent(matchingApi.matching.path)).toEqual([]);
  });
});
