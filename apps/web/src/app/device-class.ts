import { deviceClass } from '@mingle/protocol';

interface NavigatorWithUaData {
  userAgent: string;
  maxTouchPoints: number;
  userAgentData?: { mobile: boolean };
}

/** Phones and tablets, including iPads that present themselves as desktop Safari. */
export function isMobileDevice(nav: NavigatorWithUaData = navigator): boolean {
  if (nav.userAgentData) return nav.userAgentData.mobile || /Android|iPad/i.test(nav.userAgent);
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent)) return true;
  return /Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1;
}

/**
 * Keeps <html data-device="phone|tablet|desktop"> current, so CSS can apply the spec §9 tablet rule (a mobile
 * device 580 px or wider) that a width media query alone cannot express.
 */
export function watchDeviceClass(
  root: HTMLElement = document.documentElement,
  win: Window = window,
): () => void {
  const mobile = isMobileDevice(win.navigator);
  const apply = () => {
    root.dataset.device = deviceClass(win.innerWidth, mobile);
  };
  apply();
  win.addEventListener('resize', apply);
  return () => win.removeEventListener('resize', apply);
}
