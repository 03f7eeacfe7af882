import AxeBuilder from '@axe-core/playwright';
import { devices, type BrowserContextOptions, type Page } from '@playwright/test';

/** A phone as issue 20 tried it (390 x 844), with a phone's user agent, so it is also a phone to the app. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 5'].userAgent,
};
export const SMALL_PHONE: BrowserContextOptions = { ...PHONE, viewport: { width: 360, height: 640 } };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** axe's serious and critical findings against WCAG 2.1 A and AA: there must be none. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
