import { expect, type Page } from '@playwright/test';

/** Passes the 18+ pop-up the way a visitor does. */
export async function enterAsAdult(page: Page, buttonName = 'Enter'): Promise<void> {
  const gate = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: buttonName }) });
  await gate.getByRole('button', { name: buttonName }).click();
  await expect(gate).toBeHidden();
}

/**
 * Resolves once the page has had the visitor's country and time to act on it, so asserting that no cookie
 * pop-up appears is not merely asserting it has not appeared yet.
 */
export async function gotoAndAwaitCountry(page: Page, url: string): Promise<void> {
  const byIp = page.waitForResponse((response) => response.url().includes('/country/byip'));
  await page.goto(url);
  await byIp;
  await page.waitForTimeout(300);
}
