import { chatApi, friendsApi, profileApi } from '@mingle/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AGE_CONFIRMED_KEY } from '../features/age-gate/age-gate-storage';
import { useSessionStore } from '../features/session/store';
import { ApiError } from '../lib/api-client';
import { fakeUser, renderApp, type FakeApiHandler } from '../test/render-app';
import { APP_TABS } from './app-tabs';
import { usePopupStore } from './popup-store';

beforeEach(() => {
  usePopupStore.setState({ entries: [], nextSeq: 0 });
  useSessionStore.getState().clear();
  localStorage.setItem(AGE_CONFIRMED_KEY, 'yes');
  localStorage.setItem('cookie', 'accepted');
});

function memberBackend(unread: number): FakeApiHandler {
  return (_method, path) => {
    if (path === profileApi.getUserInfo.path) return fakeUser({ goldNum: 120 });
    if (path === chatApi.unread.path) return { total: unread, sayHi: 0 };
    if (path === chatApi.list.path) return [];
    if (path === friendsApi.list.path) return [];
    if (path === friendsApi.requests.path) return { incoming: [], outgoing: [] };
    throw new ApiError('answer', 10404, 'Not found', 404);
  };
}

describe('app shell for a signed-in person', () => {
  beforeEach(() => useSessionStore.getState().signIn(9, 'tok'));

  it('has one navigation with the tabs Home, Discover, Messages, Friends and Me, the current one marked', async () => {
    await renderApp({ path: '/friends', handle: memberBackend(0) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Discover', 'Messages', 'Friends', 'Me']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/wall',
      '/message',
      '/friends',
      '/me',
    ]);
    // Exactly the tab table: a tab is added there and nowhere else.
    expect(links).toHaveLength(APP_TABS.length);
    expect(within(nav).getByRole('link', { name: 'Friends' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    // Settings, profile and language are no longer in the top bar; they are on the Me page.
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('button', { name: 'Settings' })).toBeNull();
    expect(within(header).queryByRole('combobox', { name: 'Language' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('shows the unread count on the Messages tab and in its name', async () => {
    await renderApp({ path: '/friends', handle: memberBackend(3) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const messages = await within(nav).findByRole('link', { name: 'Messages, 3 unread' });
    expect(messages.querySelector('.tab-badge')?.textContent).toBe('3');
  });

  it('shows the coin balance as a chip that opens the shop, and the connection state', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ path: '/friends', handle: memberBackend(0) });
    const header = await screen.findByRole('banner');
    const chip = await within(header).findByRole('link', { name: '120 coins' });
    expect(chip.textContent).toBe('120');
    expect(within(header).getByRole('status', { name: 'Realtime connection' })).toBeTruthy();
    await user.click(chip);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
  });

  it('marks app screens, so phones hide the footer there, and not the public pages', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/friends', handle: memberBackend(0) });
    await screen.findByRole('heading', { level: 1, name: 'Friends' });
    const app = document.querySelector('.app');
    expect(app?.getAttribute('data-shell')).toBe('member');
    expect(app?.getAttribute('data-screen')).toBe('app');
    await user.click(screen.getByRole('link', { name: 'About us' }));
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(app?.getAttribute('data-screen')).toBe('public');
  });
});

describe('app shell for a visitor', () => {
  it('keeps a simple header: logo, language and the login button, no tabs', async () => {
    await renderApp({ path: '/about-us' });
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Mingle' })).toBeTruthy();
    expect(within(header).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(document.querySelector('.app')?.getAttribute('data-shell')).toBe('visitor');
  });
});
