import { payApi, type CoinPackage, type PackagesAnswer, type Popup } from '@mingle/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, type FakeApiHandler } from '../../test/render-app';
import { matchingBackend, resetMatchingTest } from '../matching/matching-test-setup';
import { rewardsServer, rewardsState } from '../rewards/rewards-test-setup';
import { useSessionStore } from '../session/store';
import { DISCOUNT_CHECKOUT_MESSAGE } from './discount-offer';
import { offerSeenKey } from './offer-popup';

beforeEach(() => {
  resetMatchingTest();
  useSessionStore.getState().signIn(9, 'tok');
});
afterEach(() => vi.restoreAllMocks());

const HOUR_MS = 3_600_000;

function offerPackages(endsAt = new Date(Date.now() + 5 * HOUR_MS).toISOString()): PackagesAnswer {
  const offerPack: CoinPackage = {
    id: 7,
    kind: 'pack',
    interval: null,
    coins: 300,
    bonusCoins: 100,
    totalCoins: 400,
    extraPercent: 0,
    priceMinor: 399,
    currency: 'USD',
    currencyMark: '$',
    itemName: '300 coins',
    offer: { endsAt, discountPercent: 20, extraCoins: 0, regularPriceMinor: 499 },
  };
  return {
    packs: [offerPack],
    subscriptions: [],
    upToExtraPercent: 0,
    firstPurchaseBonus: { coins: 100, eligible: false },
    offer: { packageId: 7, endsAt },
    serverTime: new Date().toISOString(),
  };
}

/** Home with its rewards and matching, the shop's packages answered by `packages`. */
function home(packages: PackagesAnswer | null, popup: Popup | null = null) {
  const matching = matchingBackend().handle;
  const fallback: FakeApiHandler = (method, path, options) =>
    path === payApi.packages.path && packages ? packages : matching(method, path, options);
  return rewardsServer(rewardsState({ checkedIn: true, popup }), fallback);
}

describe('the limited-time offer pop-up', () => {
  it("shows the server's running offer once per offer period, with its price", async () => {
    const user = userEvent.setup();
    const packages = offerPackages();
    const first = await renderApp({ path: '/', handle: home(packages).handle });
    const dialog = await screen.findByRole('dialog', { name: 'Limited-time offer' });
    expect(within(dialog).getByText('You get 400 coins')).toBeTruthy();
    expect(within(dialog).getByText('20% off')).toBeTruthy();
    expect(within(dialog).getByText('Price: $3.99')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog', { name: 'Limited-time offer' })).toBeNull();
    expect(localStorage.getItem(offerSeenKey(9))).toBe(`7:${packages.offer?.endsAt ?? ''}`);
    first.unmount();

    // The same period again (another visit): not shown.
    await renderApp({ path: '/', handle: home(packages).handle });
    expect(await screen.findByRole('region', { name: 'Video match' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Limited-time offer' })).toBeNull());
  }, 15_000);

  it('waits for the server’s own pop-up, and shows nothing without a real offer', async () => {
    const user = userEvent.setup();
    const popup: Popup = {
      id: 4,
      title: 'Weekend bonus',
      body: 'Spins this weekend.',
      image: '',
      targetUrl: '',
    };
    await renderApp({ path: '/', handle: home(offerPackages(), popup).handle });
    const first = await screen.findByRole('dialog', { name: 'Weekend bonus' });
    expect(screen.queryByRole('dialog', { name: 'Limited-time offer' })).toBeNull();
    await user.click(within(first).getByRole('button', { name: 'Not now' }));
    expect(await screen.findByRole('dialog', { name: 'Limited-time offer' })).toBeTruthy();
  }, 15_000);

  it('shows nothing when the server has no offer', async () => {
    const packages = { ...offerPackages(), offer: null };
    await renderApp({ path: '/', handle: home(packages).handle });
    expect(await screen.findByRole('region', { name: 'Video match' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 15_000);

  it('opens the discount-coin page in an iframe; its Buy leads to the normal checkout', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ path: '/', handle: home(offerPackages()).handle });
    const dialog = await screen.findByRole('dialog', { name: 'Limited-time offer' });
    await user.click(within(dialog).getByRole('button', { name: 'See the offer' }));
    const frame = within(dialog).getByTitle<HTMLIFrameElement>('Discount coins');
    expect(frame.getAttribute('src')).toBe('/discountCoins');

    // A message from anyone else is ignored.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: DISCOUNT_CHECKOUT_MESSAGE, packageId: 7 },
        origin: 'https://elsewhere.example',
        source: frame.contentWindow,
      }),
    );
    expect(router.state.location.pathname).toBe('/');
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: DISCOUNT_CHECKOUT_MESSAGE, packageId: 7 },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/paymentMethodsList'));
    expect(router.state.location.search).toBe('?packageId=7');
    expect(screen.queryByRole('dialog', { name: 'Limited-time offer' })).toBeNull();
  }, 15_000);
});

describe('the discount-coin page', () => {
  it('inside the frame: the offer, its price before paying, and Buy asks the page around it to check out', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    await renderApp({ path: '/discountCoins', handle: home(offerPackages()).handle });
    const page = await screen.findByRole('region', { name: 'Limited-time offer' });
    expect(await within(page).findByText('You get 400 coins')).toBeTruthy();
    expect(within(page).getByText('Regular price $4.99')).toBeTruthy();
    expect(within(page).getByText('Price: $3.99')).toBeTruthy();
    // The page alone: no site header or tab bar around it.
    expect(screen.queryByRole('banner')).toBeNull();
    await user.click(within(page).getByRole('button', { name: 'Buy for $3.99' }));
    expect(post).toHaveBeenCalledWith(
      { type: DISCOUNT_CHECKOUT_MESSAGE, packageId: 7 },
      window.location.origin,
    );
  });

  it('says so when no offer runs, and outside a frame sends the person to the shop', async () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    const framed = await renderApp({
      path: '/de/discountCoins',
      handle: home({ ...offerPackages(), offer: null }).handle,
    });
    expect(await screen.findByText('Gerade gibt es kein zeitlich begrenztes Angebot.')).toBeTruthy();
    framed.unmount();
    vi.restoreAllMocks();

    const { router } = await renderApp({ path: '/discountCoins', handle: home(offerPackages()).handle });
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
  });
});
