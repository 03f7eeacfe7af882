import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useConsentStore } from '../features/consent/store';
import { AGE_CONFIRMED_KEY } from '../features/age-gate/age-gate-storage';
import { useSessionStore } from '../features/session/store';
import { renderApp } from '../test/render-app';
import { usePopupStore } from './popup-store';

beforeEach(() => {
  usePopupStore.setState({ entries: [], nextSeq: 0 });
  useConsentStore.setState({ consent: null });
  useSessionStore.getState().clear();
  document.body.innerHTML = '<div id="home-landpage"></div><div id="home-splash"></div>';
});

function confirmAgeBeforehand() {
  localStorage.setItem(AGE_CONFIRMED_KEY, 'yes');
}

describe('app shell', () => {
  it('shows the 18+ gate first; Escape does not close it; Enter does and is remembered', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/' });
    const gate = await screen.findByRole('dialog', { name: 'Adults only (18+)' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Adults only (18+)' })).toBe(gate);
    await user.click(within(gate).getByRole('button', { name: 'Enter' }));
    expect(localStorage.getItem(AGE_CONFIRMED_KEY)).toBe('yes');
    // Then the cookie notice of a visitor outside the consent region.
    expect(await screen.findByRole('dialog', { name: 'Cookies' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Adults only (18+)' })).toBeNull();
  });

  it('removes the landing elements once the app has rendered', async () => {
    confirmAgeBeforehand();
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Mingle' });
    expect(document.getElementById('home-landpage')).toBeNull();
    expect(document.getElementById('home-splash')).toBeNull();
  });

  it('sends a visitor from a guarded route to the login pop-up, keeping the query string', async () => {
    confirmAgeBeforehand();
    localStorage.setItem('cookie', 'accepted');
    const { router } = await renderApp({ path: '/shop?ref=abc' });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?ref=abc');
    expect(within(dialog).getAllByText('Not available yet').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Coin shop' })).toBeNull();
  });

  it('lets a logged-in user open the guarded route and connects the realtime client', async () => {
    confirmAgeBeforehand();
    localStorage.setItem('cookie', 'accepted');
    useSessionStore.getState().signIn(9, 'tok');
    const { router, realtime } = await renderApp({ path: '/de/shop' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Münzshop' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/de/shop');
    expect(screen.getByRole('status', { name: 'Echtzeitverbindung' })).toBeTruthy();
    expect(realtime.connect).toHaveBeenCalled();
  });

  it('redirects an unknown path home, keeping the language prefix', async () => {
    confirmAgeBeforehand();
    const { router } = await renderApp({ path: '/ar/no/such/page' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/'));
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('redirects matching home on the first load', async () => {
    confirmAgeBeforehand();
    useSessionStore.getState().signIn(9, 'tok');
    const { router } = await renderApp({ path: '/matching' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sets title and description of a marketing page in its language', async () => {
    confirmAgeBeforehand();
    await renderApp({ path: '/de/terms-of-use' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Nutzungsbedingungen – Mingle'));
    const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    expect(description?.content).toContain('Regeln');
  });

  it('asks a visitor from the consent region to decide; reject all is stored and changeable later', async () => {
    confirmAgeBeforehand();
    const user = userEvent.setup();
    await renderApp({ path: '/', country: 'DE' });
    const dialog = await screen.findByRole('dialog', { name: 'Your privacy choices' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Your privacy choices' })).toBe(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Reject all' }));
    expect(JSON.parse(localStorage.getItem('mingle.consent') ?? '{}')).toMatchObject({
      version: 1,
      analytics: false,
      marketing: false,
    });
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const again = await screen.findByRole('dialog', { name: 'Your privacy choices' });
    const analytics = within(again).getByRole('checkbox', { name: 'Analytics' });
    expect((analytics as HTMLInputElement).checked).toBe(false);
    await user.click(analytics);
    await user.click(within(again).getByRole('button', { name: 'Save choices' }));
    expect(JSON.parse(localStorage.getItem('mingle.consent') ?? '{}')).toMatchObject({
      analytics: true,
      marketing: false,
    });
  });
});
