import { answerText, CallCode, CONNECTING_TEXT, LOW_BALANCE_CALL_TEXT } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import english from '../../i18n/locales/en/calls.json';

describe('English call texts', () => {
  it("use spec §8.2's words for connecting, failing and running out of coins", () => {
    expect(english.status.connecting).toBe(CONNECTING_TEXT);
    expect(english.status.failed).toBe(answerText(CallCode.CONNECTION_FAILED));
    expect(english.status.lowBalance).toBe(LOW_BALANCE_CALL_TEXT);
  });
});
