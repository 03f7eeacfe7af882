import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AGE_CONFIRMED_KEY } from '../features/age-gate/age-gate-storage';
import { useConsentStore } from '../features/consent/store';
import { CONSENT_EVALUATED_ATTRIBUTE } from '../features/consent/use-consent-prompt';
import { useSessionStore } from '../features/session/store';
import { renderApp } from '../test/render-app';
import { useChunkErrorStore } from './chunk-error-store';
import { usePopupStore } from './popup-store';

beforeEach(() => {
  usePopupStore.setState({ entries: [], nextSeq: 0 });
  useChunkErrorStore.setState({ error: null });
  document.documentElement.removeAttribute(CONSENT_EVALUATED_ATTRIBUTE);
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
    // An alert dialog: it must be answered before anything else.
    const gate = await screen.findByRole('alertdialog', { name: 'Adults only (18+)' });
    expect(within(gate).getByRole('button', { name: 'Enter' })).toBe(document.activeElement);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Adults only (18+)' })).toBe(gate);
    await user.click(within(gate).getByRole('button', { name: 'Enter' }));
    expect(localStorage.getItem(AGE_CONFIRMED_KEY)).toBe('yes');
    // Then the cookie notice of a visitor outside the consent region: a labelled region, not a dialog, that
    // leaves focus where it was.
    const notice = await screen.findByRole('region', { name: 'Cookies' });
    expect(document.documentElement.getAttribute(CONSENT_EVALUATED_ATTRIBUTE)).toBe('cookieNotice');
    expect(notice.contains(document.activeElement)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Escape on the page does not make it vanish unanswered.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Cookies' })).toBe(notice);
  });

  it('removes the landing elements once the app has rendered', async () => {
    confirmAgeBeforehand();
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Mingle' });
    // The layout removes them in an effect, which React may run just after the heading is in the document.
    await waitFor(() => expect(document.getElementById('home-landpage')).toBeNull());
    expect(document.getElementById('home-splash')).toBeNull();
  });

  it('sends a visitor from a guarded route to the login pop-up, keeping the query string', async () => {
    confirmAgeBeforehand();
    localStorage.setItem('cookie', 'accepted');
    const { router } = await renderApp({ path: '/shop?ref=abc' });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?ref=abc');
    expect(within(dialog).getByRole('tab', { name: 'E-mail', selected: true })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Phone' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Social' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Coin shop' })).toBeNull();
    // The notice was accepted before: the prompt decided on nothing.
    await waitFor(() =>
      expect(document.documentElement.getAttribute(CONSENT_EVALUATED_ATTRIBUTE)).toBe('none'),
    );
    // One control per name: the corner Close and the Not now button.
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    // Opened on the first load, so closing has nowhere of ours to go back to but home.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  });

  it('closing the login pop-up returns to the page the visitor was on', async () => {
    confirmAgeBeforehand();
    localStorage.setItem('cookie', 'accepted');
    const user = userEvent.setup();
    const { router } = await renderApp({ path: '/de/about-us?x=1' });
    await screen.findByRole('heading', { level: 1, name: 'Über uns' });
    await user.click(screen.getByRole('link', { name: 'Anmelden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anmelden' });
    expect(router.state.location.pathname).toBe('/de/login');
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/about-us'));
    expect(router.state.location.search).toBe('?x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Anmelden' })).toBeNull();
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

  it('redirects an upper-case language prefix to its lower-case form, so the page keeps its language', async () => {
    confirmAgeBeforehand();
    const { router } = await renderApp({ path: '/DE/shop?ref=x' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/login'));
    expect(router.state.location.search).toBe('?ref=x');
    expect(await screen.findByRole('dialog', { name: 'Anmelden' })).toBeTruthy();
  });

  it('shows the ChunkLoadError screen with Retry when a language chunk fails', async () => {
    confirmAgeBeforehand();
    await renderApp({
      path: '/de/',
      importers: {
        './locales/de/app.json': () =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
    });
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
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
    // The first time it must be answered: an alert dialog that Escape does not close.
    const dialog = await screen.findByRole('alertdialog', { name: 'Your privacy choices' });
    expect(document.documentElement.getAttribute(CONSENT_EVALUATED_ATTRIBUTE)).toBe('consent');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Your privacy choices' })).toBe(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Reject all' }));
    expect(JSON.parse(localStorage.getItem('mingle.consent') ?? '{}')).toMatchObject({
      version: 1,
      analytics: false,
      marketing: false,
    });
    // Reopened from Cookie settings it is an ordinary dialog that can be closed unchanged.
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
