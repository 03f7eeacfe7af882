import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installRoute, isIosSafari } from './install';
import { clickTarget } from './push-click';
import { markEngaged, markPrompted, noteVisit, promptDue, PROMPT_PAUSE_MS } from './reach-moments';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('Safari on iOS (the install hint instead of a prompt)', () => {
  it('is Safari on iPhone, and on an iPad that calls itself a Mac', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_AS_MAC, 5)).toBe(true);
  });
  it('is not another browser on iOS, a Mac without touch, or Chrome', () => {
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(IPAD_AS_MAC, 0)).toBe(false);
    expect(isIosSafari(DESKTOP_CHROME, 0)).toBe(false);
  });
  it('the app page offers the browser prompt where there is one, the menu otherwise', () => {
    expect(installRoute(true, false)).toBe('prompt');
    expect(installRoute(false, true)).toBe('installed');
    expect(installRoute(false, false)).toBe('manual');
  });
});

describe('a notification click', () => {
  it('opens a call while it may still ring, the messages once the ring is over', () => {
    const call = { kind: 'calls', url: '/?call=r1', ringEndsAt: 1_000 };
    expect(clickTarget(call, 999)).toBe('/?call=r1');
    expect(clickTarget(call, 1_001)).toBe('/message');
  });
  it('opens only pages of this site', () => {
    expect(clickTarget({ kind: 'messages', url: '/message/session/7' }, 0)).toBe('/message/session/7');
    expect(clickTarget({ kind: 'messages', url: 'https://elsewhere.example/' }, 0)).toBe('/');
    expect(clickTarget({ kind: 'messages', url: '//elsewhere.example/' }, 0)).toBe('/');
  });
});

describe('when the push prompt may come', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('never on the first visit (its reloads included), even after a message', () => {
    noteVisit();
    markEngaged(1);
    expect(promptDue(1)).toBe(false);
    noteVisit();
    expect(promptDue(1)).toBe(false);
  });
  it('on a later visit after a call or message, then not again for two weeks', () => {
    noteVisit();
    // A later visit: another browser session on this device.
    sessionStorage.clear();
    noteVisit();
    expect(promptDue(1)).toBe(false);
    markEngaged(1);
    expect(promptDue(1)).toBe(true);
    expect(promptDue(2)).toBe(false);
    markPrompted(1);
    expect(promptDue(1)).toBe(false);
    vi.useFakeTimers({ now: Date.now() + PROMPT_PAUSE_MS + 1 });
    expect(promptDue(1)).toBe(true);
  });
});
