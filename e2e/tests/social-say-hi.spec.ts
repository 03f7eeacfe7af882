import { expect, test } from '../fixtures';
import { befriend, expectLive, sendText, socialUser } from './social-helpers';

test("a stranger's say hi is grouped at the top of the chat list with its unread count", async ({
  browser,
  request,
  server,
}) => {
  const ana = await socialUser(server, browser, request, 'Ana');
  const ben = await socialUser(server, browser, request, 'Ben');
  const cara = await socialUser(server, browser, request, 'Cara');
  await befriend(ana, ben);

  await ana.page.goto('/message');
  await expectLive(ana.page);
  const anaChats = ana.page.getByRole('navigation', { name: 'Chats' });

  // Cara is no friend of Ana: her profile offers a say hi, which she sends from the conversation screen.
  await cara.page.goto(`/profile/${ana.session.userId}`);
  await cara.page.getByRole('link', { name: 'Say hi' }).click();
  await expect(cara.page.getByRole('heading', { level: 2, name: 'Ana' })).toBeVisible();
  await cara.page.getByRole('textbox', { name: 'Message' }).fill('Hey there, love your profile');
  await cara.page.getByRole('button', { name: 'Send', exact: true }).click();
  const caraLog = cara.page.getByRole('log', { name: 'Messages with Ana' });
  await expect(caraLog.getByText('Hey there, love your profile')).toBeVisible();

  // A second say hi before Ana answers is refused, with the server's reason shown.
  await cara.page.getByRole('textbox', { name: 'Message' }).fill('Hello?');
  await cara.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(cara.page.getByRole('alert').filter({ hasText: 'once they reply' })).toHaveText(
    'You can send more messages once they reply or accept your friend request.',
  );
  await expect(caraLog.getByText('Not sent')).toBeVisible();

  // Ben, a friend, writes afterwards: his conversation is newer, yet the say-hi entry stays on top.
  await sendText(ben, ana, 'Dinner tonight?');
  const entries = anaChats.getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(1)).toContainText('Dinner tonight?');
  const sayHi = entries.nth(0).getByRole('link');
  await expect(sayHi).toContainText('Say Hi');
  await expect(sayHi).toContainText('1 unread');
  const anaTabs = ana.page.getByRole('navigation', { name: 'Main' });
  await expect(anaTabs.getByRole('link', { name: 'Messages, 2 unread' })).toBeVisible();

  // The entry opens the say-hi view, which lists Cara's conversation.
  await sayHi.click();
  await expect(ana.page.getByRole('heading', { level: 2, name: 'Say hi' })).toBeVisible();
  const sayHiView = ana.page.getByRole('region', { name: 'Say hi' });
  await sayHiView.getByRole('link', { name: /Cara/ }).click();
  await expect(
    ana.page.getByRole('log', { name: 'Messages with Cara' }).getByText('Hey there, love your profile'),
  ).toBeVisible();
  // Reading it leaves only Ben's message unread.
  await expect(anaTabs.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  await expect(entries.nth(0).getByRole('link')).not.toContainText('unread');

  // The chat panel's say-hi tab lists her too.
  await ana.page.getByRole('button', { name: 'Chat panel' }).click();
  const panel = ana.page.getByRole('dialog', { name: 'Chats' });
  await panel.getByRole('tab', { name: 'Say hi' }).click();
  await expect(panel.getByRole('link', { name: /Cara/ })).toBeVisible();

  await ana.context.close();
  await ben.context.close();
  await cara.context.close();
});
