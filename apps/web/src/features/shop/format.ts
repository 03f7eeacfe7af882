import { formatDate, formatMinor } from '@mingle/protocol';

/** A price in the user's language, e.g. '$4.99' (en) or '4,99 $' (de); the protocol's plain form if Intl cannot. */
export function formatPrice(amountMinor: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amountMinor / 100);
  } catch {
    return formatMinor(amountMinor, currency);
  }
}

/** Spec §9 date format for order times: 'YYYY-MM-DD HH:mm:ss' in local time. */
export function formatOrderTime(iso: string): string {
  return formatDate(new Date(iso));
}

/** A calendar day (renewal dates, VIP since). */
export function formatDay(iso: string): string {
  return formatDate(new Date(iso), 'YYYY-MM-DD');
}

/** The ms epoch of an ISO time, corrected by how far the device clock is off the server's. */
export function serverAlignedEnd(endsAtIso: string, serverTimeIso: string, receivedAt: number): number {
  const skew = receivedAt - Date.parse(serverTimeIso);
  return Date.parse(endsAtIso) + (Number.isNaN(skew) ? 0 : skew);
}
