import { expect, test } from '../fixtures';
import { anaAndBenAsFriends, expectLive, sendText } from './social-helpers';

test('a received message is translated under the original by Apertium, and the daily limit is enforced', async ({
  browser,
  request,
  server,
}) => {
  const [ana, ben] = await anaAndBenAsFriends(server, browser, request);
  for (const text of ['Hola, me gusta tu foto.', 'Buenos días, amigo.', 'Hasta mañana.']) {
    await sendText(ana, ben, text);
  }

  await ben.page.goto(`/message/session/${ana.session.userId}`);
  await expectLive(ben.page);
  const bubble = (text: string) => ben.page.getByRole('listitem').filter({ hasText: text });
  const first = bubble('Hola, me gusta tu foto.');
  await first.getByRole('button', { name: 'Translate' }).click();
  // The engine's English under the original, the language it read, and what is left of today's allowance.
  await expect(first.getByText(/photo/i)).toBeVisible();
  await expect(first.getByText('Translated from Spanish · 1 free translation left today')).toBeVisible();
  await expect(first.getByText('Hola, me gusta tu foto.')).toBeVisible();

  await bubble('Buenos días, amigo.').getByRole('button', { name: 'Translate' }).click();
  await expect(bubble('Buenos días, amigo.').getByText(/0 free translations left today/)).toBeVisible();

  // The third of the day is refused with the limit text and a way to the shop; nothing is shown as translated.
  const third = bubble('Hasta mañana.');
  await third.getByRole('button', { name: 'Translate' }).click();
  await expect(third.getByRole('alert')).toContainText('You have reached the daily translation limit.');
  await expect(third.getByRole('link', { name: 'Coin shop' })).toBeVisible();

  // Ana's own messages offer no translation.
  await ana.page.goto(`/message/session/${ben.session.userId}`);
  await expect(ana.page.locator('.message-own')).toHaveCount(3);
  await expect(ana.page.getByRole('button', { name: 'Translate' })).toHaveCount(0);

  await ana.context.close();
  await ben.context.close();
});
