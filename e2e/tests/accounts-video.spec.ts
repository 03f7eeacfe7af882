import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newAdminPage, newUserPage, signedInPage } from './accounts-helpers';

/**
 * A real clip, as a phone would make one: two seconds of the fake camera recorded by the browser's own
 * MediaRecorder (WebM). The server decides the format from these bytes, so nothing here is hand-made.
 */
async function recordClip(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const stream = await navigator.mediaDevices.getUserMedia({ video: { width: 320, height: 240 } });
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    recorder.stop();
    await stopped;
    stream.getTracks().forEach((track) => track.stop());
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test('a user uploads a video that others see only once an admin approves it', async ({ browser, server }) => {
  const owner = await server.createSession();
  // No nickname yet: others see the neutral handle.
  const name = `User ${owner.userId}`;
  const { context: ownerContext, page } = await signedInPage(browser, server, owner);
  await page.goto('/profile/edit');
  const clip = await recordClip(page);

  const videos = page.getByRole('region', { name: 'Videos' });
  await videos
    .getByLabel('Add video')
    .setInputFiles({ name: 'hello.webm', mimeType: 'video/webm', buffer: clip });
  await expect(videos.getByText('Uploaded. It shows to others once approved.')).toBeVisible();
  const mine = videos.getByRole('listitem', { name: 'Video 1' });
  await expect(mine.getByText('Checking')).toBeVisible();

  const { context: viewerContext, page: other } = await newUserPage(browser, server);
  await other.goto(`/profile/${owner.userId}`);
  await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Videos' })).toHaveCount(0);

  const { context: adminContext, page: review } = await newAdminPage(browser, server);
  await review.goto('/admin/media');
  const queued = review.getByRole('listitem', { name: `Video by user ${owner.userId}`, exact: true });
  await queued.getByRole('button', { name: 'Approve' }).click();
  await expect(review.getByRole('status').filter({ hasText: 'Approved:' })).toBeVisible();

  await page.reload();
  await expect(videos.getByRole('listitem', { name: 'Video 1' }).getByText('Approved')).toBeVisible();
  await other.reload();
  const shown = other.getByLabel(`Video 1 of ${name}`);
  await expect(shown).toBeVisible();
  // The browser can play what it is served: the approved file arrives whole, with a video type.
  await expect
    .poll(() => shown.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);

  await ownerContext.close();
  await viewerContext.close();
  await adminContext.close();
});
