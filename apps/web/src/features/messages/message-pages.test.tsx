import {
  AddFriendType,
  blocksApi,
  chatApi,
  friendsApi,
  profileApi,
  reportsApi,
  translationApi,
  type ChatListItem,
  type DialogMessage,
} from '@mingle/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePopupStore } from '../../app/popup-store';
import { ApiError, type RequestOptions } from '../../lib/api-client';
import { fakeUser, renderApp } from '../../test/render-app';
import { AGE_CONFIRMED_KEY } from '../age-gate/age-gate-storage';
import { useSessionStore } from '../session/store';

beforeEach(() => {
  usePopupStore.setState({ entries: [], nextSeq: 0 });
  localStorage.setItem(AGE_CONFIRMED_KEY, 'yes');
  localStorage.setItem('cookie', 'accepted');
  useSessionStore.getState().signIn(9, 'tok');
});

const NOW = Date.now();

function item(friendId: number, userName: string, overrides: Partial<ChatListItem> = {}): ChatListItem {
  return {
    friendId,
    headImg: '',
    userName,
    noReadCount: 0,
    userList: [],
    timestamp: NOW - friendId * 1000,
    timestampUser: friendId,
    id: `9_${friendId}`,
    relation: 1,
    lastMessage: { type: 'text', content: `from ${userName}` },
    ...overrides,
  };
}

const notFound = (path: string) => new ApiError('answer', 10404, `Not found: ${path}`, 404);

/** Answers the calls every signed-in screen makes; `extra` answers the rest. */
function backend(extra: (method: string, path: string, options: RequestOptions<unknown>) => unknown) {
  return (method: string, path: string, options: RequestOptions<unknown>) => {
    if (path === profileApi.getUserInfo.path) {
      const searched = options.params?.searchUserId;
      return searched ? fakeUser({ id: Number(searched), userName: 'Zoe' }) : fakeUser();
    }
    if (path === chatApi.unread.path) return { total: 0, sayHi: 0 };
    if (path === friendsApi.list.path) return [];
    if (path === blocksApi.list.path) return [];
    return extra(method, path, options);
  };
}

describe('message page', () => {
  it('groups say-hi conversations into one entry at the top, with the summed unread count', async () => {
    const friend = item(2, 'Ben', { timestamp: NOW });
    const sayHi = [3, 4, 5, 6].map((id) =>
      item(id, `Stranger ${id}`, { relation: 3, noReadCount: 1, timestamp: NOW - id * 60_000 }),
    );
    await renderApp({
      path: '/message',
      handle: backend((_m, path, options) => {
        if (path === chatApi.list.path) {
          if (options.params?.scope === 'sayHi') return sayHi;
          // The server's 'all' list carries its own grouped entry, which the page rebuilds from the items.
          return [friend, item(-4, 'Say Hi', { relation: 3, id: 'say-hi' })];
        }
        throw notFound(path);
      }),
    });
    const chats = await screen.findByRole('navigation', { name: 'Chats' });
    const entries = await within(chats).findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    const group = within(entries[0] as HTMLElement).getByRole('link');
    expect(group.textContent).toContain('Say Hi');
    expect(group.textContent).toContain('4 unread');
    expect(group.getAttribute('href')).toBe('/message/say-hi');
    // The first three users' pictures (initials here, as none has a photo).
    expect(group.querySelectorAll('.avatar')).toHaveLength(3);
    expect(within(entries[1] as HTMLElement).getByRole('link').textContent).toContain('from Ben');
  });

  it("shows the server's reason when a message is refused, and retries with the same message id", async () => {
    const user = userEvent.setup();
    const sent: Array<Record<string, unknown>> = [];
    let refuse = true;
    await renderApp({
      path: '/message/session/7',
      handle: backend((_m, path, options) => {
        if (path === chatApi.list.path) return [];
        if (path === chatApi.history.path) return { messages: [], nextCursor: null };
        if (path === chatApi.send.path) {
          const body = options.body ?? {};
          sent.push(body);
          if (refuse) {
            throw new ApiError(
              'answer',
              13102,
              "Daily free 'say hi' limit reached. Please come back tomorrow.",
              200,
            );
          }
          const message: DialogMessage = {
            messageId: String(body.messageId),
            seq: 1,
            conversationId: '7_9',
            fromUserId: 9,
            toUserId: 7,
            type: 'text',
            content: String(body.content),
            imageUrl: null,
            timestamp: NOW,
            relation: 3,
          };
          return message;
        }
        throw notFound(path);
      }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Zoe' });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello Zoe');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText("Daily free 'say hi' limit reached. Please come back tomorrow."),
    ).toBeTruthy();
    const log = screen.getByRole('log', { name: 'Messages with Zoe' });
    expect(within(log).getByText('Not sent')).toBeTruthy();

    refuse = false;
    await user.click(within(log).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(within(log).queryByText('Not sent')).toBeNull());
    expect(within(log).getAllByText('Hello Zoe')).toHaveLength(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.messageId).toBe(sent[0]?.messageId);
  });

  it('loads older messages on demand and shows them above the newer page', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    const message = (seq: number): DialogMessage => ({
      messageId: `m${seq}`,
      seq,
      conversationId: '7_9',
      fromUserId: 7,
      toUserId: 9,
      type: 'text',
      content: `message ${seq}`,
      imageUrl: null,
      timestamp: NOW - (10 - seq) * 60_000,
      relation: 1,
    });
    await renderApp({
      path: '/message/session/7',
      handle: backend((_m, path, options) => {
        if (path === chatApi.list.path) return [];
        if (path === chatApi.read.path) return null;
        if (path === chatApi.history.path) {
          asked.push(options.params?.before);
          // Pages are newest first; the first carries a cursor to the older one.
          return options.params?.before === 3
            ? { messages: [message(2), message(1)], nextCursor: null }
            : { messages: [message(4), message(3)], nextCursor: 3 };
        }
        throw notFound(path);
      }),
    });
    const log = await screen.findByRole('log', { name: 'Messages with Zoe' });
    await within(log).findByText('message 4');
    expect(within(log).queryByText('message 2')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show older messages' }));
    await within(log).findByText('message 1');
    expect(asked).toEqual([undefined, 3]);
    // Oldest at the top, and nothing older to ask for.
    const texts = within(log)
      .getAllByText(/^message \d$/)
      .map((el) => el.textContent);
    expect(texts).toEqual(['message 1', 'message 2', 'message 3', 'message 4']);
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
  });

  it('checks a picture like the album, uploads it once, and shows why it was not sent', async () => {
    const user = userEvent.setup();
    const uploads: string[] = [];
    const sent: Array<Record<string, unknown>> = [];
    await renderApp({
      path: '/message/session/7',
      handle: backend((_m, path, options) => {
        if (path === chatApi.list.path) return [];
        if (path === chatApi.history.path) return { messages: [], nextCursor: null };
        if (path === chatApi.send.path) {
          sent.push(options.body ?? {});
          throw new ApiError('answer', 13103, 'You can send pictures once they have replied to you.', 200);
        }
        if (path === chatApi.uploadImage.path) {
          uploads.push(path);
          return { mediaId: 41, url: '/x', width: 1, height: 1 };
        }
        throw notFound(path);
      }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Zoe' });
    const input = screen.getByLabelText('Share a picture');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByText('The image size is limited to 5M')).toBeTruthy();
    expect(uploads).toEqual([]);

    await user.upload(input, new File([new Uint8Array(10)], 'p.png', { type: 'image/png' }));
    expect(await screen.findByText('You can send pictures once they have replied to you.')).toBeTruthy();
    expect(uploads).toEqual([chatApi.uploadImage.path]);
    expect(sent[0]).toMatchObject({ toUserId: 7, type: 'image', mediaId: 41 });

    const log = screen.getByRole('log', { name: 'Messages with Zoe' });
    await user.click(within(log).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    // The retry sends the uploaded picture again under the same message id, without a second upload.
    expect(sent[1]).toEqual(sent[0]);
    expect(uploads).toHaveLength(1);
  });
});

describe('add friend pop-up', () => {
  it('shows the coin price once the free additions are used up, and sends at exactly that price', async () => {
    const user = userEvent.setup();
    const added: unknown[] = [];
    await renderApp({
      path: '/profile/7',
      handle: backend((_m, path, options) => {
        if (path === chatApi.list.path) return [];
        if (path === friendsApi.quote.path) {
          return { friendId: 7, type: AddFriendType.PAID, times: 0, freePerDay: 5, price: 20, state: 'none' };
        }
        if (path === friendsApi.add.path) {
          added.push(options.body);
          return { state: 'requested', friendId: 7, requestId: 1, coins: 20 };
        }
        throw notFound(path);
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add friend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Zoe as a friend' });
    expect(
      await within(dialog).findByText(
        'Your 5 free friend additions for today are used up. Adding Zoe costs 20 coins, which you get back if the request is declined.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Pay 20 coins and send' }));
    expect(await within(dialog).findByText('Friend request sent.')).toBeTruthy();
    expect(added).toEqual([{ friendUserId: 7, price: 20 }]);
  });
});

describe('report pop-up', () => {
  it('counts letters, refuses more than 200, and sends reason, text and e-mail', async () => {
    const user = userEvent.setup();
    const reports: unknown[] = [];
    await renderApp({
      path: '/profile/7',
      handle: backend((_m, path, options) => {
        if (path === chatApi.list.path) return [];
        if (path === reportsApi.add.path) {
          reports.push(options.body);
          return { id: 1, status: 'open' };
        }
        throw notFound(path);
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Zoe' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    const extra = within(dialog).getByLabelText('More information (optional)');
    await user.click(extra);
    await user.paste('😀'.repeat(201));
    expect(within(dialog).getByText('201 / 200')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('The extra information is limited to 200 letters.')).toBeTruthy();
    expect(reports).toEqual([]);

    await user.clear(extra);
    await user.type(extra, 'Sends links');
    await user.type(within(dialog).getByLabelText('E-mail for our answer (optional)'), 'me@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await within(dialog).findByText('Thank you. Your report was sent to our moderators.'),
    ).toBeTruthy();
    expect(reports).toEqual([
      { targetUserId: 7, reason: 5, extra: 'Sends links', email: 'me@example.test', context: 'profile' },
    ]);
  });
});

describe('translating a message', () => {
  const received = (seq: number, content: string, fromUserId = 7): DialogMessage => ({
    messageId: `m${seq}`,
    seq,
    conversationId: '7_9',
    fromUserId,
    toUserId: fromUserId === 7 ? 9 : 7,
    type: 'text',
    content,
    imageUrl: null,
    timestamp: NOW - (10 - seq) * 60_000,
    relation: 1,
  });

  function conversation(targets: string[], asked: unknown[]) {
    return backend((_m, path, options) => {
      if (path === chatApi.list.path) return [];
      if (path === chatApi.read.path) return null;
      if (path === chatApi.history.path) {
        return { messages: [received(2, 'Hola', 9), received(1, 'Hola, ¿qué tal?')], nextCursor: null };
      }
      if (path === translationApi.quota.path) {
        asked.push('quota');
        return { dailyFree: 10, remaining: 3, targets };
      }
      if (path === translationApi.translate.path) {
        asked.push(options.body);
        return { seq: 1, text: 'Hello, how are you?', from: 'es', to: 'en', remaining: 2 };
      }
      throw notFound(path);
    });
  }

  it('offers Translate on received texts only, and shows the translation under the original', async () => {
    const asked: unknown[] = [];
    const user = userEvent.setup();
    await renderApp({ path: '/message/session/7', handle: conversation(['en', 'es'], asked) });
    const log = await screen.findByRole('log', { name: 'Messages with Zoe' });
    const theirs = (await within(log).findByText('Hola, ¿qué tal?')).closest('li') as HTMLElement;
    const mine = within(log).getByText('Hola').closest('li') as HTMLElement;
    await user.click(await within(theirs).findByRole('button', { name: 'Translate' }));
    expect(await within(theirs).findByText('Hello, how are you?')).toBeTruthy();
    expect(within(theirs).getByText('Translated from Spanish · 2 free translations left today')).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: 'Translate' })).toBeNull();
    expect(asked).toEqual(['quota', { seq: 1, to: 'en' }]);
  });

  it('offers nothing when the server cannot translate into the language shown', async () => {
    const asked: unknown[] = [];
    await renderApp({ path: '/message/session/7', handle: conversation(['es', 'pt'], asked) });
    const log = await screen.findByRole('log', { name: 'Messages with Zoe' });
    await within(log).findByText('Hola, ¿qué tal?');
    // Once the server has said what it translates into (Spanish and Portuguese, not English).
    await waitFor(() => expect(asked).toEqual(['quota']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
  });
});
