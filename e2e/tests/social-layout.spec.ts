import { devices } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signedInPage } from './accounts-helpers';
import { anaAndBenAsFriends, sendText } from './social-helpers';

test('the message page shows list and conversation side by side on desktops, one at a time on phones', async ({
  browser,
  request,
  server,
}) => {
  const [ana, ben] = await anaAndBenAsFriends(server, browser, request);
  await sendText(ben, ana, 'Are you free on Friday?');

  // Desktop: the list stays beside the open conversation.
  await ana.page.goto('/message');
  const chats = ana.page.getByRole('navigation', { name: 'Chats' });
  await chats.getByRole('link', { name: /Ben/ }).click();
  await expect(ana.page.getByRole('log', { name: 'Messages with Ben' })).toBeVisible();
  await expect(chats).toBeVisible();
  await expect(ana.page.getByRole('link', { name: 'Back to chats' })).toBeHidden();

  // A phone: the list first, then the conversation alone, with a way back.
  const { context: phoneContext, page: phone } = await signedInPage(
    browser,
    server,
    ana.session,
    devices['Pixel 5'],
  );
  await phone.goto('/message');
  await expect(phone.locator('html')).toHaveAttribute('data-device', 'phone');
  const phoneChats = phone.getByRole('navigation', { name: 'Chats' });
  await phoneChats.getByRole('link', { name: /Ben/ }).click();
  await expect(phone.getByRole('log', { name: 'Messages with Ben' })).toBeVisible();
  await expect(phoneChats).toBeHidden();
  await phone.getByRole('link', { name: 'Back to chats' }).click();
  await expect(phoneChats).toBeVisible();
  await expect(phone.getByRole('log', { name: 'Messages with Ben' })).toBeHidden();

  await phoneContext.close();
  await ana.context.close();
  await ben.context.close();
});
