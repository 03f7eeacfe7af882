import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConsentFacts, useConsentStore } from '../consent/store';
import { reportAdConversion, useAdConversion } from './ad-conversion';

const conversion = {
  price: '4.99',
  currency: 'USD',
  orderId: 'MG20261121ABC',
  itemName: '300 coins',
  currencyMark: '$',
  tag: 'AW-123456',
};

const pushed = {
  event: 'purchase',
  send_to: 'AW-123456',
  value: 4.99,
  currency: 'USD',
  transaction_id: 'MG20261121ABC',
  items: [{ item_name: '300 coins' }],
  currency_mark: '$',
};

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
  };
}

/** A visitor who allowed marketing on the consent screen. */
function allowMarketing() {
  useConsentStore.getState().decide({ analytics: false, marketing: true });
}

// The store is the app's one instance: each test starts from nothing decided (local storage is cleared after
// each test) and an unknown region, as a fresh page load does.
beforeEach(() => useConsentStore.setState(loadConsentFacts()));

describe('ad conversion', () => {
  it('goes to the ad tag once per order, with price, currency, order id, item name and currency mark', () => {
    allowMarketing();
    const page = { dataLayer: [] as unknown[] };
    const storage = memoryStorage();
    expect(reportAdConversion(conversion, page, storage)).toBe(true);
    expect(reportAdConversion(conversion, page, storage)).toBe(false);
    expect(page.dataLayer).toEqual([pushed]);
  });

  it('sends nothing when no ad tag is installed on the page', () => {
    allowMarketing();
    const storage = memoryStorage();
    expect(reportAdConversion(conversion, {}, storage)).toBe(false);
    // Installed later, the order still counts once.
    const page = { dataLayer: [] as unknown[] };
    expect(reportAdConversion(conversion, page, storage)).toBe(true);
  });

  it('sends nothing without marketing consent, and the order still counts once consent comes', () => {
    const page = { dataLayer: [] as unknown[] };
    const storage = memoryStorage();
    expect(reportAdConversion(conversion, page, storage)).toBe(false);
    // Analytics alone is not marketing.
    useConsentStore.getState().decide({ analytics: true, marketing: false });
    expect(reportAdConversion(conversion, page, storage)).toBe(false);
    expect(page.dataLayer).toEqual([]);
    allowMarketing();
    expect(reportAdConversion(conversion, page, storage)).toBe(true);
    expect(page.dataLayer).toEqual([pushed]);
  });

  it("counts the simple notice's acceptance only outside the consent region", () => {
    const page = { dataLayer: [] as unknown[] };
    const storage = memoryStorage();
    useConsentStore.getState().acceptNotice();
    // Accepted once outside the region, but this page load is inside it (or does not know yet).
    expect(reportAdConversion(conversion, page, storage)).toBe(false);
    useConsentStore.getState().setRegion('inside');
    expect(reportAdConversion(conversion, page, storage)).toBe(false);
    useConsentStore.getState().setRegion('outside');
    expect(reportAdConversion(conversion, page, storage)).toBe(true);
  });

  it("lets a 'Reject all' on the consent screen win over the notice's acceptance", () => {
    const page = { dataLayer: [] as unknown[] };
    useConsentStore.getState().acceptNotice();
    useConsentStore.getState().setRegion('outside');
    useConsentStore.getState().decide({ analytics: false, marketing: false });
    expect(reportAdConversion(conversion, page, memoryStorage())).toBe(false);
    expect(page.dataLayer).toEqual([]);
  });
});

describe('useAdConversion', () => {
  const page = window as { dataLayer?: unknown[] };
  beforeEach(() => {
    page.dataLayer = [];
    sessionStorage.clear();
  });
  afterEach(() => {
    delete page.dataLayer;
  });

  it('waits on the result page until marketing is allowed, then reports the order once', () => {
    const { rerender } = renderHook(() => useAdConversion(conversion));
    expect(page.dataLayer).toEqual([]);
    act(allowMarketing);
    expect(page.dataLayer).toEqual([pushed]);
    rerender();
    expect(page.dataLayer).toEqual([pushed]);
  });
});
