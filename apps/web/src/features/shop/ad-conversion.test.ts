import { describe, expect, it } from 'vitest';
import { reportAdConversion } from './ad-conversion';

const conversion = {
  price: '4.99',
  currency: 'USD',
  orderId: 'MG20261121ABC',
  itemName: '300 coins',
  currencyMark: '$',
  tag: 'AW-123456',
};

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
  };
}

describe('ad conversion', () => {
  it('goes to the ad tag once per order, with price, currency, order id, item name and currency mark', () => {
    const page = { dataLayer: [] as unknown[] };
    const storage = memoryStorage();
    expect(reportAdConversion(conversion, page, storage)).toBe(true);
    expect(reportAdConversion(conversion, page, storage)).toBe(false);
    expect(page.dataLayer).toEqual([
      {
        event: 'purchase',
        send_to: 'AW-123456',
        value: 4.99,
        currency: 'USD',
        transaction_id: 'MG20261121ABC',
        items: [{ item_name: '300 coins' }],
        currency_mark: '$',
      },
    ]);
  });

  it('sends nothing when no ad tag is installed on the page', () => {
    const storage = memoryStorage();
    expect(reportAdConversion(conversion, {}, storage)).toBe(false);
    // Installed later, the order still counts once.
    const page = { dataLayer: [] as unknown[] };
    expect(reportAdConversion(conversion, page, storage)).toBe(true);
  });
});
