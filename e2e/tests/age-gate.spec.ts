import { expect, test } from '../fixtures';

test('a visitor must click Enter on the 18+ pop-up before using the page, and it is remembered', async ({
  page,
}) => {
  await page.goto('/');
  const gate = page.getByRole('alertdialog', { name: 'Adults only (18+)' });
  await expect(gate).toBeVisible();
  // The static landing content and splash of index.html are gone once the app has rendered.
  await expect(page.locator('#home-splash')).toHaveCount(0);
  await expect(page.locator('#home-landpage')).toHaveCount(0);

  // The page behind is inert: hidden from assistive technology, and a click on a header link does not reach it.
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  const loginLink = page.locator('.top-bar a', { hasText: 'Log in' });
  await expect(loginLink).toBeVisible();
  const hit = await loginLink.evaluate((link) => {
    const box = link.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return { onLink: !!top && link.contains(top), onOverlay: !!top?.closest('.popup-overlay') };
  });
  expect(hit).toEqual({ onLink: false, onOverlay: true });
  // Playwright refuses a click on an inert element (the page behind a modal pop-up is inert, decision 022);
  // with a broken gate this click would go through.
  await expect(loginLink.click({ timeout: 500 })).rejects.toThrow(/element is inert/);
  await expect(page).toHaveURL(/\/$/);
  await expect(gate).toBeVisible();

  // Neither Escape nor a click outside dismisses it, and keyboard focus stays inside it.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(gate).toBeVisible();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await gate.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  await gate.getByRole('button', { name: 'Enter' }).click();
  await expect(gate).toBeHidden();
  await page.getByRole('link', { name: 'Terms of use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Adults only (18+)' })).toHaveCount(0);
});
