import { expect, test } from '../fixtures';
import { TINY_PNG } from './accounts-helpers';
import { anaAndBenAsFriends, expectLive, sendText } from './social-helpers';

test('a picture waits for the reply, then arrives live in the other browser', async ({
  browser,
  request,
  server,
}) => {
  const [ana, ben] = await anaAndBenAsFriends(server, browser, request);

  await ben.page.goto(`/message/session/${ana.session.userId}`);
  await expect(ben.page.getByRole('heading', { level: 2, name: 'Ana' })).toBeVisible();
  await expectLive(ben.page);
  await ana.page.goto(`/message/session/${ben.session.userId}`);
  await expect(ana.page.getByRole('heading', { level: 2, name: 'Ben' })).toBeVisible();
  await expectLive(ana.page);
  const anaLog = ana.page.getByRole('log', { name: 'Messages with Ben' });
  const benLog = ben.page.getByRole('log', { name: 'Messages with Ana' });

  // Before Ben has written, the picture is uploaded but refused, with the server's words.
  await sendText(ana, ben, 'Hi Ben, a picture for you');
  await expect(benLog.getByText('Hi Ben, a picture for you')).toBeVisible();
  const picture = { name: 'tiny.png', mimeType: 'image/png', buffer: TINY_PNG };
  await ana.page.getByLabel('Share a picture').setInputFiles(picture);
  await expect(ana.page.getByText('You can send pictures once they have replied to you.')).toBeVisible();
  await expect(anaLog.getByText('Not sent')).toBeVisible();

  // Ben replies; now it goes through and shows in both browsers, loaded.
  await sendText(ben, ana, 'Go ahead');
  await expect(anaLog.getByText('Go ahead')).toBeVisible();
  await anaLog.getByRole('button', { name: 'Send again' }).click();
  const own = anaLog.getByRole('img', { name: 'Your picture' });
  await expect(own).toBeVisible();
  await expect(anaLog.getByText('Not sent')).toHaveCount(0);
  const received = benLog.getByRole('img', { name: 'Picture from Ana' });
  await expect(received).toBeVisible();
  await expect
    .poll(() => received.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(8);

  // A second picture needs no retry now.
  await ana.page.getByLabel('Share a picture').setInputFiles(picture);
  await expect(benLog.getByRole('img', { name: 'Picture from Ana' })).toHaveCount(2);

  await ana.context.close();
  await ben.context.close();
});
