import { describe, expect, it } from 'vitest';
import {
  CARD_FLOW,
  CONSENT_RETRY,
  DATE_FORMAT,
  IMAGE_MAX_BYTES,
  MATCHING_FLOW,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_PASSWORD_MIN,
  REQUEST_TIMEOUT_MS,
  SEARCH_FLOW,
} from './constants';

describe('constants', () => {
  it('keeps the spec §9 limits', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(50_000);
    expect(IMAGE_MAX_BYTES).toBe(5_242_880);
    expect([PASSWORD_MIN, PASSWORD_MAX, PHONE_PASSWORD_MIN]).toEqual([6, 16, 8]);
    expect(CONSENT_RETRY).toEqual({ times: 3, delayMs: 15 });
    expect(DATE_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
  });

  it('gives every flow a 30 s ring window of a real invitation and its own prices', () => {
    for (const flow of [CARD_FLOW, SEARCH_FLOW, MATCHING_FLOW]) {
      expect(flow.ringSeconds).toBe(30);
      expect(flow.countdownSeconds).toBe(10);
    }
    expect([CARD_FLOW.normalPrice, CARD_FLOW.playPrice]).toEqual([40, 12]);
    expect([SEARCH_FLOW.normalPrice, SEARCH_FLOW.playPrice]).toEqual([80, 0]);
    expect([MATCHING_FLOW.normalPrice, MATCHING_FLOW.embedPrice, MATCHING_FLOW.nextCountdownSeconds]).toEqual(
      [20, 20, 5],
    );
  });

  it('keeps the location codes of each flow distinct within the flow', () => {
    expect(CARD_FLOW.locations).toEqual([140, 141, 142, 102]);
    expect(SEARCH_FLOW.locations).toEqual([136, 137, 138, 104]);
    expect(MATCHING_FLOW.locations).toEqual([252, 264, 102]);
    for (const flow of [CARD_FLOW, SEARCH_FLOW, MATCHING_FLOW]) {
      expect(new Set(flow.locations).size).toBe(flow.locations.length);
    }
  });
});
