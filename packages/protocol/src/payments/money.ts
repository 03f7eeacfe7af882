/** Symbols of the currencies the shop prices in; others show their ISO code. */
const CURRENCY_MARKS: Record<string, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  TRY: '₺',
  BRL: 'R$',
  INR: '₹',
};

/** Spec §3 ad conversion 'currencyMark': the currency's symbol. */
export function currencyMark(currency: string): string {
  return CURRENCY_MARKS[currency.toUpperCase()] ?? currency.toUpperCase();
}

/** Minor units as a plain decimal string, e.g. 499 -> '4.99' (two-decimal currencies). */
export function minorToDecimal(amountMinor: number): string {
  const sign = amountMinor < 0 ? '-' : '';
  const abs = Math.abs(amountMinor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '$4.99'; the web app uses Intl for localised display, this is for server pages and logs. */
export function formatMinor(amountMinor: number, currency: string): string {
  return `${currencyMark(currency)}${minorToDecimal(amountMinor)}`;
}
