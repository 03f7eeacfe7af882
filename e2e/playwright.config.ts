import { defineConfig } from '@playwright/test';

/** Debian's chromium, headless, with a fake camera and microphone (see docs/decisions on browser tests). */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  // Screenshot baselines (screens.spec.ts) are committed beside the specs. No platform in the name: CI runs the
  // same Debian chromium on the same kind of machine, which is what makes the comparisons meaningful.
  snapshotPathTemplate: '{testDir}/../screenshots/{testFileName}/{arg}{ext}',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // One worker: each worker starts its own server, and the machines have two cores.
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
