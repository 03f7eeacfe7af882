import { expect, test } from '../fixtures';
import { returningVisitor } from './accounts-helpers';

test('the home shows the visitor their own camera when the browser allows it, and lets it go when they leave', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  await returningVisitor(context);
  const page = await context.newPage();
  await page.goto('/');
  const video = page.getByLabel('Your camera');
  // This browser has already allowed the camera (as after an earlier visit), so it starts without a click.
  await expect(page.getByRole('button', { name: 'Turn on camera' })).toHaveCount(0);
  // Frames of the (fake) camera are really playing: the element knows its size and time moves on.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(first);
  expect(await video.evaluate((v: HTMLVideoElement) => v.playsInline && v.muted)).toBe(true);

  // Leaving the page ends the tracks (the camera light goes off). The page keeps a handle on them to look.
  await video.evaluate((v: HTMLVideoElement) => {
    (window as unknown as { previewTracks: MediaStreamTrack[] }).previewTracks = (
      v.srcObject as MediaStream
    ).getTracks();
  });
  const liveTracks = () =>
    page.evaluate(
      () =>
        (window as unknown as { previewTracks: MediaStreamTrack[] }).previewTracks.filter(
          (t) => t.readyState === 'live',
        ).length,
    );
  expect(await liveTracks()).toBe(2);
  await page.getByRole('link', { name: 'About us' }).first().click();
  await expect.poll(liveTracks).toBe(0);
  await context.close();
});
