import {
  CardCode,
  isAnswerCode,
  type AnswerCode,
  isBillingEmail,
  isCardExpired,
  isFullName,
  isLuhnValid,
  isMobileNumber,
  parseCardExpiry,
} from '@mingle/protocol';

export interface CardFormValues {
  holderName: string;
  number: string;
  expiry: string;
  cvc: string;
  billingEmail: string;
  mobile: string;
}

export type CardField = keyof CardFormValues | 'form';

/**
 * A message of the form: a key under shop:cards for what only the browser checks, or an answer code whose
 * text (the server's words, in the language shown) says it, also when the browser finds it first.
 */
export type CardMessage = 'numberInvalid' | 'expiryInvalid' | 'cvcInvalid' | 'failed' | AnswerCode;

export type CardFormErrors = Partial<Record<CardField, CardMessage>>;

/** The input each card refusal belongs next to; the others go above the button. */
const FIELD_OF_CODE: Readonly<Partial<Record<number, CardField>>> = {
  [CardCode.NAME_REQUIRED]: 'holderName',
  [CardCode.EMAIL_INVALID]: 'billingEmail',
  [CardCode.MOBILE_INVALID]: 'mobile',
  [CardCode.CARD_EXPIRED]: 'expiry',
};

/** A refusal as a form message; a code this build does not know is shown as a general failure. */
export function messageForCode(code: number | null): { field: CardField; message: CardMessage } {
  if (code === null || !isAnswerCode(code)) return { field: 'form', message: 'failed' };
  return { field: FIELD_OF_CODE[code] ?? 'form', message: code };
}

/**
 * Everything the browser can check before the card leaves it: billing fields with the spec's messages, the
 * Luhn sum of the number, a real month that has not passed, and a 3 or 4 digit CVC.
 */
export function validateCardForm(values: CardFormValues, now: Date = new Date()): CardFormErrors {
  const errors: CardFormErrors = {};
  if (!isFullName(values.holderName)) errors.holderName = CardCode.NAME_REQUIRED;
  if (!isLuhnValid(values.number)) errors.number = 'numberInvalid';
  const expiry = parseCardExpiry(values.expiry);
  if (!expiry) errors.expiry = 'expiryInvalid';
  else if (isCardExpired(expiry.expMonth, expiry.expYear, now)) errors.expiry = CardCode.CARD_EXPIRED;
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = 'cvcInvalid';
  if (!isBillingEmail(values.billingEmail)) errors.billingEmail = CardCode.EMAIL_INVALID;
  if (!isMobileNumber(values.mobile)) errors.mobile = CardCode.MOBILE_INVALID;
  return errors;
}
