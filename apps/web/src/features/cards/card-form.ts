import {
  CardCode,
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

/** Keys under shop:cards for each message of the form. */
export type CardMessageKey =
  | 'nameRequired'
  | 'emailInvalid'
  | 'mobileInvalid'
  | 'numberInvalid'
  | 'expiryInvalid'
  | 'expired'
  | 'cvcInvalid'
  | 'paymentInfoIncorrect'
  | 'tooMany'
  | 'failed';

export type CardFormErrors = Partial<Record<CardField, CardMessageKey>>;

/** The server's card codes as form messages; an unknown code is shown as a general failure. */
export function messageForCode(code: number | null): { field: CardField; key: CardMessageKey } {
  switch (code) {
    case CardCode.NAME_REQUIRED:
      return { field: 'holderName', key: 'nameRequired' };
    case CardCode.EMAIL_INVALID:
      return { field: 'billingEmail', key: 'emailInvalid' };
    case CardCode.MOBILE_INVALID:
      return { field: 'mobile', key: 'mobileInvalid' };
    case CardCode.CARD_EXPIRED:
      return { field: 'expiry', key: 'expired' };
    case CardCode.PAYMENT_INFO_INCORRECT:
      return { field: 'form', key: 'paymentInfoIncorrect' };
    case CardCode.TOO_MANY_CARDS:
      return { field: 'form', key: 'tooMany' };
    default:
      return { field: 'form', key: 'failed' };
  }
}

/**
 * Everything the browser can check before the card leaves it: billing fields with the spec's messages, the
 * Luhn sum of the number, a real month that has not passed, and a 3 or 4 digit CVC.
 */
export function validateCardForm(values: CardFormValues, now: Date = new Date()): CardFormErrors {
  const errors: CardFormErrors = {};
  if (!isFullName(values.holderName)) errors.holderName = 'nameRequired';
  if (!isLuhnValid(values.number)) errors.number = 'numberInvalid';
  const expiry = parseCardExpiry(values.expiry);
  if (!expiry) errors.expiry = 'expiryInvalid';
  else if (isCardExpired(expiry.expMonth, expiry.expYear, now)) errors.expiry = 'expired';
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = 'cvcInvalid';
  if (!isBillingEmail(values.billingEmail)) errors.billingEmail = 'emailInvalid';
  if (!isMobileNumber(values.mobile)) errors.mobile = 'mobileInvalid';
  return errors;
}
