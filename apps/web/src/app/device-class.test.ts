import { describe, expect, it } from 'vitest';
import { isMobileDevice, watchDeviceClass } from './device-class';

const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';

describe('device class', () => {
  it('recognises phones, tablets posing as desktops, and desktops', () => {
    expect(isMobileDevice({ userAgent: ANDROID_PHONE, maxTouchPoints: 5 })).toBe(true);
    expect(isMobileDevice({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe(true);
    expect(isMobileDevice({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe(false);
    expect(isMobileDevice({ userAgent: DESKTOP, maxTouchPoints: 0, userAgentData: { mobile: false } })).toBe(
      false,
    );
  });

  it('marks <html> phone, then tablet from 580 px, and follows resizes', () => {
    const root = document.createElement('html');
    const listeners: (() => void)[] = [];
    const win = {
      innerWidth: 579,
      navigator: { userAgent: ANDROID_PHONE, maxTouchPoints: 5 },
      addEventListener: (_: string, fn: () => void) => listeners.push(fn),
      removeEventListener: () => undefined,
    };
    watchDeviceClass(root, win as unknown as Window);
    expect(root.dataset.device).toBe('phone');
    win.innerWidth = 580;
    for (const fn of listeners) fn();
    expect(root.dataset.device).toBe('tablet');
  });

  it('keeps a narrow desktop window on the desktop layout', () => {
    const root = document.createElement('html');
    const win = {
      innerWidth: 400,
      navigator: { userAgent: DESKTOP, maxTouchPoints: 0 },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    watchDeviceClass(root, win as unknown as Window);
    expect(root.dataset.device).toBe('desktop');
  });
});
