import { expect, test } from '../fixtures';
import { newAdminPage, newUserPage, openMePage, TINY_PNG } from './accounts-helpers';

test('a user edits the profile and uploads a photo, which others see only once an admin approves it', async ({
  browser,
  server,
}) => {
  const { session: owner, context: ownerContext, page } = await newUserPage(browser, server);

  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await details.getByLabel('Nickname').fill('Cleo');
  await details.getByRole('radio', { name: 'Female' }).check();
  await details.getByLabel('Birthday').fill('1993-08-21');
  await details.getByLabel('About me').fill('Night owl, bad at chess, good at listening.');

  // Up to 5 interests: once five are chosen the rest cannot be.
  const interests = details.getByRole('group', { name: 'Interests' });
  for (const name of ['Music', 'Travel', 'Coffee', 'Reading', 'Cooking']) {
    await interests.getByRole('checkbox', { name }).check();
  }
  await expect(interests.getByRole('checkbox', { name: 'Yoga' })).toBeDisabled();
  await details
    .getByRole('group', { name: 'Languages I speak' })
    .getByRole('checkbox', { name: 'French' })
    .check();
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByText('Your profile is saved.')).toBeVisible();
  // Gender is set once: afterwards it is shown but locked.
  await expect(details.getByRole('radio', { name: 'Female' })).toBeDisabled();

  // The photo: uploaded through the file picker, then under review.
  const photos = page.getByRole('region', { name: 'Photos' });
  await photos
    .getByLabel('Add photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(photos.getByText('Uploaded. It shows to others once approved.')).toBeVisible();
  const first = photos.getByRole('listitem', { name: 'Photo 1' });
  await expect(first.getByText('Checking')).toBeVisible();
  await expect(first.getByRole('img', { name: 'Photo 1' })).toHaveJSProperty('complete', true);

  // Someone else sees the profile, but not the photo under review.
  const { context: viewerContext, page: other } = await newUserPage(browser, server);
  await other.goto(`/profile/${owner.userId}`);
  await expect(other.getByRole('heading', { level: 1, name: 'Cleo' })).toBeVisible();
  await expect(other.getByText('Night owl, bad at chess, good at listening.')).toBeVisible();
  await expect(other.getByText('No photos yet.')).toBeVisible();

  // An admin approves it on the media review page, in a browser of their own.
  const { context: adminContext, page: review } = await newAdminPage(browser, server);
  await review.goto('/');
  await openMePage(review);
  await review.getByRole('link', { name: 'Review media' }).click();
  await expect(review.getByRole('heading', { level: 1, name: 'Review media' })).toBeVisible();
  const queued = review.getByRole('listitem', { name: `Photo by user ${owner.userId}`, exact: true });
  await expect(
    queued.getByRole('img', { name: `Photo by user ${owner.userId}`, exact: true }),
  ).toHaveJSProperty('complete', true);
  await queued.getByRole('button', { name: 'Approve' }).click();
  await expect(review.getByRole('status').filter({ hasText: 'Approved:' })).toBeVisible();
  await expect(queued).toHaveCount(0);

  // Others have no link to the page, and opening it tells them plainly that it is not for them.
  await openMePage(other);
  await expect(other.getByRole('button', { name: 'Settings', exact: true })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Review media' })).toHaveCount(0);
  await other.goto('/admin/media');
  await expect(other.getByText('You do not have access to this page.')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await page.reload();
  await expect(photos.getByRole('listitem', { name: 'Photo 1' }).getByText('Approved')).toBeVisible();
  await other.goto(`/profile/${owner.userId}`);
  await expect(other.getByRole('img', { name: 'Photo 1 of Cleo' })).toBeVisible();
  await expect(other.getByRole('img', { name: 'Photo 1 of Cleo' })).toHaveJSProperty('complete', true);

  // A second photo, moved to the front, then deleted again.
  await photos
    .getByLabel('Add photo')
    .setInputFiles({ name: 'two.png', mimeType: 'image/png', buffer: TINY_PNG });
  const second = photos.getByRole('listitem', { name: 'Photo 2' });
  await expect(second.getByText('Checking')).toBeVisible();
  await second.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await expect(photos.getByRole('listitem', { name: 'Photo 1' }).getByText('Checking')).toBeVisible();
  await expect(photos.getByRole('listitem', { name: 'Photo 2' }).getByText('Approved')).toBeVisible();
  await photos.getByRole('button', { name: 'Delete photo 1' }).click();
  await expect(photos.getByRole('listitem')).toHaveCount(1);
  await expect(photos.getByRole('listitem', { name: 'Photo 1' }).getByText('Approved')).toBeVisible();

  // A file that is no image is refused next to the picker, before it is sent.
  await photos
    .getByLabel('Add photo')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(photos.getByRole('alert')).toHaveText('This file format is not supported.');

  await ownerContext.close();
  await viewerContext.close();
  await adminContext.close();
});
