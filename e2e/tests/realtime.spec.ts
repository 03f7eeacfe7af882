import { expect, signIn, test } from '../fixtures';
import { enterAsAdult, gotoAndAwaitCountry } from './helpers';

test("a signed-in user's realtime connection shows Connected", async ({ browser, baseURL, server }) => {
  if (!baseURL) throw new Error('baseURL is not set');
  const context = await browser.newContext({ baseURL });
  await signIn(context, baseURL, await server.createSession());
  const page = await context.newPage();
  await page.goto('/');
  await enterAsAdult(page);
  await expect(page.getByRole('status', { name: 'Realtime connection' })).toHaveText('Connected');
  await context.close();
});

test('a visitor has no realtime connection', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  // Settled: the country has been answered and acted on, so everything the page starts on load has started.
  await gotoAndAwaitCountry(page, '/');
  await enterAsAdult(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mingle' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Realtime connection' })).toHaveCount(0);
  expect(sockets).toEqual([]);
});
