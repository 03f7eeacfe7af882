import { describe, expect, it } from 'vitest';
import { answerText, CODE_AREAS, ENGLISH_CODE_TEXTS, findCodeClashes, isAnswerCode } from './answer-codes';
import { CardCode } from './cards/cards';
import { defineCodes } from './define-codes';
import { Code } from './error-codes';
import { PaymentCode } from './payments/codes';
import { RefundCode } from './refunds/refunds';
import { WalletCode } from './wallet/codes';

describe('answer codes', () => {
  it('gives every number one meaning: no two codes share one, within an area or across areas', () => {
    expect(findCodeClashes(CODE_AREAS)).toEqual([]);
  });

  it('finds a number declared twice, and a reused number nobody declares', () => {
    const a = defineCodes('a', { X: [1, 'x'], Y: [2, 'y'] });
    const b = defineCodes('b', { Z: [1, 'z'], W: 99 });
    const c = defineCodes('c', { V: [3, 'v'], U: [3, 'u'] });
    expect(findCodeClashes([a, b, c])).toEqual([
      '1 is declared by a.X and b.Z',
      '3 is declared by c.V and c.U',
      'b.W reuses 99, which no area declares',
    ]);
  });

  it('lets an area answer with a code another area declares, keeping one number and one text', () => {
    expect(CardCode.PAYMENT_INFO_INCORRECT).toBe(PaymentCode.PAYMENT_INFO_INCORRECT);
    expect(RefundCode.ORDER_ID_EMPTY).toBe(PaymentCode.ORDER_ID_EMPTY);
    expect(answerText(CardCode.PAYMENT_INFO_INCORRECT)).toBe(
      'Payment information is incorrect. Please check it and try again.',
    );
  });

  it('keeps the texts of spec §8.1/§8.2 word for word', () => {
    expect(answerText(Code.LOGIN_AGAIN)).toBe('Failed to get information, log in again.');
    expect(answerText(Code.BANNED_ACCOUNT_AND_DEVICE)).toBe(
      'Login failed, the account and device have been banned',
    );
    expect(answerText(Code.INTERNAL)).toBe('Something went wrong. We apologise. Please try again later');
    expect(answerText(WalletCode.INSUFFICIENT_BALANCE)).toBe('Insufficient Balance');
    expect(answerText(PaymentCode.ORDER_ID_EMPTY)).toBe('The order id cannot be empty');
  });

  it('looks a text up in the given translation, then in English; unknown numbers have none', () => {
    expect(answerText(Code.NOT_FOUND, { [Code.NOT_FOUND]: 'Nicht gefunden' })).toBe('Nicht gefunden');
    expect(answerText(Code.NOT_FOUND, {})).toBe('Not found');
    expect(answerText(19_999)).toBeUndefined();
    expect(isAnswerCode(19_999)).toBe(false);
    expect(isAnswerCode(Code.OK)).toBe(true);
    expect(Object.keys(ENGLISH_CODE_TEXTS).length).toBeGreaterThan(100);
  });
});
