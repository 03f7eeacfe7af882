import { z } from 'zod';
import { defineEndpoint, noData } from '../endpoint';
import { dbId, safeString } from '../fields';
import { defineCodes, type AreaCode } from '../define-codes';
import { PaymentCode } from '../payments/codes';

/** Answer codes 12300-12339 (the payments area's 'payment info incorrect' is reused for refused tokens). */
export const cardCodes = defineCodes('cards', {
  NAME_REQUIRED: [12301, 'Please enter your full name'],
  EMAIL_INVALID: [12302, 'Please enter the correct email'],
  MOBILE_INVALID: [12303, 'Please enter a valid mobile number'],
  CARD_EXPIRED: [12304, 'This card has expired. Please use another card.'],
  TOO_MANY_CARDS: [12305, 'You can save up to 5 cards. Please delete one first.'],
  NOT_FOUND: [12306, 'This card is not saved in your account.'],
  PAYMENT_INFO_INCORRECT: PaymentCode.PAYMENT_INFO_INCORRECT,
});
export const CardCode = cardCodes.code;
export type CardCode = AreaCode<typeof cardCodes>;

export const MAX_SAVED_CARDS = 5;
export const CARD_HOLDER_NAME_MAX = 80;

/** A full name: two parts at least (given and family name), letters of any script. */
export function isFullName(value: string): boolean {
  const parts = value.trim().split(/\s+/).filter(Boolean);
  return (
    value.trim().length <= CARD_HOLDER_NAME_MAX &&
    parts.length >= 2 &&
    parts.every((p) => /^[\p{L}\p{M}'.-]+$/u.test(p))
  );
}

/** The same rule as the sign-up e-mail check: something@domain.tld, no spaces. */
export function isBillingEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/** International or national numbers: an optional +, then 7 to 15 digits; spaces, dots, dashes, brackets allowed. */
export function isMobileNumber(value: string): boolean {
  const v = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15;
}

/** The first billing field that is wrong, checked in the order the form shows them; null when all are fine. */
export function billingProblem(input: {
  holderName: string;
  billingEmail: string;
  mobile: string;
}): CardCode | null {
  if (!isFullName(input.holderName)) return CardCode.NAME_REQUIRED;
  if (!isBillingEmail(input.billingEmail)) return CardCode.EMAIL_INVALID;
  if (!isMobileNumber(input.mobile)) return CardCode.MOBILE_INVALID;
  return null;
}

/** Luhn checksum over 12 to 19 digits (spaces and dashes ignored). */
export function isLuhnValid(number: string): boolean {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month. */
export function isCardExpired(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

/** 'MM/YY' or 'MM/YYYY' as typed on a card; null when it is not a month and year. */
export function parseCardExpiry(value: string): { expMonth: number; expYear: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m?.[1] || !m[2]) return null;
  const expMonth = Number(m[1]);
  const expYear = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear };
}

export const addCardBodySchema = z.object({
  /** The provider's token for the card (sandbox tok_sbx_..., Stripe pm_...). */
  cardToken: safeString().trim().min(1).max(255),
  holderName: safeString().max(200),
  billingEmail: safeString().max(320),
  mobile: safeString().max(40),
});
export type AddCardBody = z.infer<typeof addCardBodySchema>;

export const cardIdBodySchema = z.object({ cardId: dbId() });

export const savedCardSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  holderName: z.string(),
  billingEmail: z.string(),
  /** ISO time. */
  createdAt: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/**
 * Saved cards (spec §2.1 cardList, paymentInfoAdd; §3 Card; §5 'Card and billing fields are required'). The
 * card number, expiry and CVV go from the browser to the provider's tokenisation endpoint only; this API gets
 * the provider's token and the billing details. The server keeps the token, brand, last 4 digits, expiry,
 * holder name and billing e-mail, never the number or the CVV. Every path needs a session.
 */
export const cardsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/facade/api/pay/cards',
    data: savedCardSchema.array(),
    summary: "The caller's saved cards (cardList)",
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/facade/api/pay/cards/add',
    input: addCardBodySchema,
    data: savedCardSchema,
    codes: [
      CardCode.NAME_REQUIRED,
      CardCode.EMAIL_INVALID,
      CardCode.MOBILE_INVALID,
      CardCode.CARD_EXPIRED,
      CardCode.TOO_MANY_CARDS,
      CardCode.PAYMENT_INFO_INCORRECT,
    ],
    summary: "Save a card by the provider's token and its billing details (paymentInfoAdd)",
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/facade/api/pay/cards/delete',
    input: cardIdBodySchema,
    data: noData,
    codes: [CardCode.NOT_FOUND],
    summary: "Delete one of the caller's saved cards",
  }),
} as const;
