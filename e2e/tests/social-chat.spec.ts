import { expect, test } from '../fixtures';
import { expectLive, sendText, socialUser } from './social-helpers';

test('two new users become friends and chat live in both directions', async ({
  browser,
  request,
  server,
}) => {
  const ana = await socialUser(server, browser, request, 'Ana');
  const ben = await socialUser(server, browser, request, 'Ben');

  // Ana asks Ben from his profile; the price (free here) is shown before anything is sent.
  await ana.page.goto(`/profile/${ben.session.userId}`);
  await expect(ana.page.getByRole('heading', { level: 1, name: 'Ben' })).toBeVisible();
  await ana.page.getByRole('button', { name: 'Add friend' }).click();
  const addDialog = ana.page.getByRole('dialog', { name: 'Add Ben as a friend' });
  await expect(
    addDialog.getByText(/^Free\. You have \d+ of \d+ free friend additions left today\.$/),
  ).toBeVisible();
  await addDialog.getByRole('button', { name: 'Send friend request' }).click();
  await expect(addDialog.getByText('Friend request sent.')).toBeVisible();
  await addDialog.getByRole('button', { name: 'Close' }).first().click();

  // Ana's friends page shows the request as hers, waiting.
  await ana.page.goto('/friends');
  await expect(
    ana.page.getByRole('list', { name: 'You asked' }).getByRole('listitem', { name: 'Ben' }),
  ).toBeVisible();

  // Ben accepts in his own browser.
  await ben.page.goto('/friends');
  const incoming = ben.page.getByRole('list', { name: 'Asked you' }).getByRole('listitem', { name: 'Ana' });
  await incoming.getByRole('button', { name: 'Accept' }).click();
  const benFriends = ben.page.getByRole('list', { name: 'My friends' });
  await expect(benFriends.getByRole('listitem', { name: 'Ana' })).toBeVisible();

  // Ana's page follows without a reload: the request is gone and Ben is a friend.
  await expect(
    ana.page.getByRole('list', { name: 'My friends' }).getByRole('listitem', { name: 'Ben' }),
  ).toBeVisible();
  await expect(ana.page.getByText('No requests of yours are waiting.')).toBeVisible();
  // Ben's browser is open, so he shows as online on Ana's list.
  await ana.page.reload();
  await expect(
    ana.page.getByRole('list', { name: 'My friends' }).getByRole('listitem', { name: 'Ben' }),
  ).toContainText('Online');

  // Ana waits on her message page; Ben writes from his friends list.
  await ana.page.goto('/message');
  await expectLive(ana.page);
  const anaChats = ana.page.getByRole('navigation', { name: 'Chats' });
  await expect(anaChats.getByText('No chats yet.', { exact: false })).toBeVisible();

  await benFriends.getByRole('listitem', { name: 'Ana' }).getByRole('link', { name: 'Message' }).click();
  await expect(ben.page.getByRole('heading', { level: 2, name: 'Ana' })).toBeVisible();
  await expectLive(ben.page);
  await ben.page.getByRole('textbox', { name: 'Message' }).fill('Hi Ana, good to meet you!');
  await ben.page.getByRole('button', { name: 'Send', exact: true }).click();
  const benLog = ben.page.getByRole('log', { name: 'Messages with Ana' });
  await expect(benLog.getByText('Hi Ana, good to meet you!')).toBeVisible();

  // It arrives live in Ana's chat list, unread.
  const fromBen = anaChats.getByRole('link', { name: /Ben/ });
  await expect(fromBen).toContainText('Hi Ana, good to meet you!');
  await expect(fromBen).toContainText('1 unread');
  const anaTabs = ana.page.getByRole('navigation', { name: 'Main' });
  await expect(anaTabs.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();

  // Opening the conversation reads it: the counts go.
  await fromBen.click();
  const anaLog = ana.page.getByRole('log', { name: 'Messages with Ben' });
  await expect(anaLog.getByText('Hi Ana, good to meet you!')).toBeVisible();
  await expect(fromBen).not.toContainText('unread');
  await expect(anaTabs.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  // And back the other way, live in Ben's open conversation.
  await ana.page.getByRole('textbox', { name: 'Message' }).fill('Hello Ben!');
  await ana.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(anaLog.getByText('Hello Ben!')).toBeVisible();
  await expect(benLog.getByText('Hello Ben!')).toBeVisible();

  // A client retry (the same messageId sent twice) shows once on the other side.
  await sendText(ben, ana, 'Sent twice, shown once', 'e2e-retry-0001');
  await sendText(ben, ana, 'Sent twice, shown once', 'e2e-retry-0001');
  await sendText(ben, ana, 'After the retry');
  await expect(anaLog.getByText('After the retry')).toBeVisible();
  await expect(anaLog.getByText('Sent twice, shown once')).toHaveCount(1);

  await ana.context.close();
  await ben.context.close();
});
