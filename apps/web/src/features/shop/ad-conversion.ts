import type { AdConversion } from '@mingle/protocol';
import { useEffect } from 'react';
import { isAllowed, useConsentAllows } from '../consent/store';

/** What the page's ad tag reads (the Google tag / Tag Manager convention); only present when one is installed. */
interface AdTagWindow {
  dataLayer?: unknown[];
}

const REPORTED_PREFIX = 'mingle.adConversion.';

/**
 * Spec §7.2: a purchase is reported to the ad network only when an ad tag exists. The server includes the
 * conversion data only when AD_CONVERSION_TAG is configured, and the event goes to the tag's data layer only when
 * the operator installed the tag on the page and the visitor allowed marketing (the consent store decides); each
 * order is reported once per browser, even after a reload.
 */
export function reportAdConversion(
  conversion: AdConversion,
  target: AdTagWindow = window as AdTagWindow,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): boolean {
  if (!isAllowed('marketing')) return false;
  if (!Array.isArray(target.dataLayer)) return false;
  const marker = REPORTED_PREFIX + conversion.orderId;
  if (storage.getItem(marker)) return false;
  target.dataLayer.push({
    event: 'purchase',
    send_to: conversion.tag,
    value: Number(conversion.price),
    currency: conversion.currency,
    transaction_id: conversion.orderId,
    items: [{ item_name: conversion.itemName }],
    currency_mark: conversion.currencyMark,
  });
  storage.setItem(marker, '1');
  return true;
}

/**
 * Reports a successful order's conversion once it is on screen, or as soon as consent is given while it is
 * (the consent region is known only after the country lookup, which may answer after the order).
 */
export function useAdConversion(conversion: AdConversion | null): void {
  const allowed = useConsentAllows('marketing');
  useEffect(() => {
    if (conversion && allowed) reportAdConversion(conversion);
  }, [conversion, allowed]);
}
