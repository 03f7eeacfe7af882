import type { PaymentMethod } from '@mingle/protocol';
import { withPrefix, type LanguagePrefix } from '../../i18n/language-prefix';

/** Where a 'Buy' goes first: the payment methods, for this package. */
export function methodsLink(prefix: LanguagePrefix | null, packageId: number): string {
  return `${withPrefix(prefix, '/paymentMethodsList')}?packageId=${String(packageId)}`;
}

/** The page that pays a package with a method: the method's own route (pay, appplePay or pagsmile). */
export function payLink(prefix: LanguagePrefix | null, packageId: number, method: PaymentMethod): string {
  const query = new URLSearchParams({ packageId: String(packageId), method: method.id });
  return `${withPrefix(prefix, `/${method.route}`)}?${query.toString()}`;
}

/** A positive integer from a query parameter, else null. */
export function parsePositiveInt(raw: string | null): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}
