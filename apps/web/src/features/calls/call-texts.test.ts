import { answerText, CallCode, CONNECTING_TEXT, LOW_BALANCE_CALL_TEXT, WalletCode } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import english from '../../i18n/locales/en/calls.json';
import { CALL_ERROR_KEYS } from './call-errors';

/** Reads a dotted key ('errors.peerBusy') from the English namespace. */
function englishText(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], english);
}

describe('English call texts', () => {
  it('say what the server says for every answer code a call screen shows', () => {
    for (const [code, key] of Object.entries(CALL_ERROR_KEYS)) {
      const server =
        Number(code) === WalletCode.INSUFFICIENT_BALANCE
          ? answerText(WalletCode.INSUFFICIENT_BALANCE)
          : answerText(Number(code) as CallCode);
      expect(englishText(key), key).toBe(server);
    }
  });

  it("use spec §8.2's words for connecting, failing and running out of coins", () => {
    expect(english.status.connecting).toBe(CONNECTING_TEXT);
    expect(english.status.failed).toBe(answerText(CallCode.CONNECTION_FAILED));
    expect(english.status.lowBalance).toBe(LOW_BALANCE_CALL_TEXT);
  });
});
