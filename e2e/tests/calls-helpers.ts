import { expect, type Page } from '@playwright/test';

/**
 * Waits until the call pop-up's remote video has decoded a real frame from the other browser (chromium's fake
 * camera), not merely until the element exists: the proof that media crossed the peer connection.
 */
export async function expectRemoteFrame(page: Page): Promise<void> {
  const remote = page.getByLabel('Remote video');
  await expect(remote).toBeVisible();
  // ICE (a TURN allocation on the relay path) can take a while on a loaded two-core machine; this waits for
  // media to arrive, it does not measure how fast (bench/call-setup.ts does).
  await expect
    .poll(
      () =>
        remote.evaluate(
          (video: HTMLVideoElement) =>
            new Promise<number>((resolve) => {
              // A frame presented within a second, or 0; the poll asks again.
              const timer = setTimeout(() => resolve(0), 1000);
              video.requestVideoFrameCallback((_now, meta) => {
                clearTimeout(timer);
                resolve(meta.width);
              });
            }),
        ),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
}

/** The call summary dialog shown when a call ends, on this page. */
export function callSummary(page: Page) {
  return page.getByRole('dialog', { name: 'Call summary' });
}
