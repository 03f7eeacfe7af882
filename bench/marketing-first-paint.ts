/**
 * When a marketing page's text is first on screen, prerendered (decision 032) against the app's shell, on an emulated
 * slow mobile network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; the network dominates, so the machine's
 * load matters little). Both load /about-us in English in a fresh browser context (nothing cached): the prerendered
 * page as a first visit gets it, the shell as a returning visitor does (the deviceId cookie, see the decision). Times
 * from navigation start: first contentful paint (the shell's is its splash) and largest contentful paint (the
 * page's text), read once the app has drawn.
 * Needs the build (`npm run build`) and chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { buildApp } from '../apps/server/src/app';
import { readEnv } from '../apps/server/src/config';
import { createContext } from '../apps/server/src/context';
import { freePort } from '../apps/server/test/free-port';
import e2eConfig from '../e2e/playwright.config';

const here = path.dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.RUNS ?? 5);

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const config = readEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: url,
  RATE_LIMIT_PER_MINUTE: '100000',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'mingle-first-paint-')),
  WEB_DIST_DIR: path.join(here, '..', 'apps', 'web', 'dist'),
});
const ctx = await createContext(config, { databaseLocation: { kind: 'pglite', dir: undefined } });
const app = await buildApp(ctx);
await app.listen({ host: config.host, port });

async function measure(browser: Browser, returning: boolean): Promise<{ fcp: number; lcp: number }> {
  const context = await browser.newContext({ locale: 'en-GB' });
  if (returning) {
    await context.addCookies([{ name: 'deviceId', value: 'bench', domain: '127.0.0.1', path: '/' }]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto(`${url}/about-us`, { waitUntil: 'commit' });
  // The app has drawn when the landing element is gone (shell: the splash; prerendered: the page); then give the
  // largest contentful paint a moment to settle. A string, not a function: tsx would wrap inner functions in a
  // helper the page does not have.
  await page.locator('#home-landpage').waitFor({ state: 'detached', timeout: 60_000 });
  // Attached, not 'visible' by role: the 18+ gate makes the page behind it inert.
  await page.locator('h1', { hasText: 'About us' }).waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForTimeout(500);
  const [fcp, lcp] = await page.evaluate<[number, number]>(`new Promise((resolve) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve([paint ? paint.startTime : NaN, entries[entries.length - 1].startTime]);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  })`);
  await context.close();
  return { fcp, lcp };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const browser = await chromium.launch({ ...e2eConfig.use?.launchOptions, headless: true });
try {
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${RUNS} runs each`,
  );
  console.log(
    '| page | first contentful paint (median) | largest contentful paint (median) | all runs (LCP) |',
  );
  console.log('| --- | --- | --- | --- |');
  for (const [name, returning] of [
    ['prerendered (first visit)', false],
    ['shell (returning visitor)', true],
  ] as const) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, returning));
    const ms = (n: number) => `${Math.round(n)} ms`;
    console.log(
      `| ${name} | ${ms(median(runs.map((r) => r.fcp)))} | ${ms(median(runs.map((r) => r.lcp)))} | ` +
        `${runs.map((r) => Math.round(r.lcp)).join(', ')} |`,
    );
  }
} finally {
  await browser.close();
  await app.close();
  await ctx.close();
}
