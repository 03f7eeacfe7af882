import type { AdConversion } from '@mingle/protocol';
import { useEffect } from 'react';

/** What the page's ad tag reads (the Google tag / Tag Manager convention); only present when one is installed. */
interface AdTagWindow {
  dataLayer?: unknown[];
}

const REPORTED_PREFIX = 'mingle.adConversion.';

/**
 * Spec §7.2: a purchase is reported to the ad network only when an ad tag exists. The server includes the
 * conversion data only when AD_CONVERSION_TAG is configured, and the event goes to the tag's data layer only when
 * the operator installed the tag on the page; each order is reported once per browser, even after a reload.
 */
export function reportAdConversion(
  conversion: AdConversion,
  target: AdTagWindow = window as AdTagWindow,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): boolean {
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

/** Reports a successful order's conversion once it is on screen. */
export function useAdConversion(conversion: AdConversion | null): void {
  useEffect(() => {
    if (conversion) reportAdConversion(conversion);
  }, [conversion]);
}
