import { describe, expect, it } from 'vitest';
import { TABLET_MIN_WIDTH, deviceClass } from './breakpoint';

describe('deviceClass', () => {
  it('makes a mobile device a tablet from exactly 580 px', () => {
    expect(TABLET_MIN_WIDTH).toBe(580);
    expect(deviceClass(579, true)).toBe('phone');
    expect(deviceClass(579.5, true)).toBe('phone');
    expect(deviceClass(580, true)).toBe('tablet');
    expect(deviceClass(1024, true)).toBe('tablet');
    expect(deviceClass(320, true)).toBe('phone');
  });

  it('keeps a desktop a desktop at any width', () => {
    expect(deviceClass(400, false)).toBe('desktop');
    expect(deviceClass(580, false)).toBe('desktop');
    expect(deviceClass(1920, false)).toBe('desktop');
  });
});
