/** A mobile device at least this wide (CSS px) gets the tablet layout (spec §9). */
export const TABLET_MIN_WIDTH = 580;

export type DeviceClass = 'phone' | 'tablet' | 'desktop';

/**
 * Layout class of the current device. Width alone is not enough: a narrow desktop window keeps the desktop
 * layout (mouse, hover), while a wide phone or tablet keeps touch-sized controls.
 */
export function deviceClass(widthPx: number, isMobileDevice: boolean): DeviceClass {
  if (!isMobileDevice) return 'desktop';
  return widthPx >= TABLET_MIN_WIDTH ? 'tablet' : 'phone';
}
