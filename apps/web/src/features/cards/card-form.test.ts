import { CardCode, Code } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { messageForCode, validateCardForm } from './card-form';

const good = {
  holderName: 'Ann Lee',
  number: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  billingEmail: 'ann@example.com',
  mobile: '+49 151 2345678',
};

describe('card form', () => {
  it('accepts a valid card and billing details', () => {
    expect(validateCardForm(good, new Date('2026-11-21'))).toEqual({});
  });

  it('names every wrong field with its message', () => {
    expect(
      validateCardForm(
        {
          holderName: 'Ann',
          number: '4242 4242 4242 4241',
          expiry: '10/26',
          cvc: '12',
          billingEmail: 'a@',
          mobile: '1',
        },
        new Date('2026-11-21'),
      ),
    ).toEqual({
      holderName: CardCode.NAME_REQUIRED,
      number: 'numberInvalid',
      expiry: CardCode.CARD_EXPIRED,
      cvc: 'cvcInvalid',
      billingEmail: CardCode.EMAIL_INVALID,
      mobile: CardCode.MOBILE_INVALID,
    });
    expect(validateCardForm({ ...good, expiry: '13/30' }).expiry).toBe('expiryInvalid');
  });

  it("maps the server's refusals to fields", () => {
    expect(messageForCode(CardCode.PAYMENT_INFO_INCORRECT)).toEqual({
      field: 'form',
      message: CardCode.PAYMENT_INFO_INCORRECT,
    });
    expect(messageForCode(CardCode.MOBILE_INVALID)).toEqual({
      field: 'mobile',
      message: CardCode.MOBILE_INVALID,
    });
    expect(messageForCode(Code.TOO_MANY_REQUESTS)).toEqual({
      field: 'form',
      message: Code.TOO_MANY_REQUESTS,
    });
    expect(messageForCode(19_999)).toEqual({ field: 'form', message: 'failed' });
    expect(messageForCode(null)).toEqual({ field: 'form', message: 'failed' });
  });
});
