import type { DialogMessage } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { conversationMessages, mergeMessage, peerOf, type HistoryData } from './chat-cache';

function message(seq: number, overrides: Partial<DialogMessage> = {}): DialogMessage {
  return {
    messageId: `m-${seq}-abcdef`,
    seq,
    conversationId: '1_2',
    fromUserId: 1,
    toUserId: 2,
    type: 'text',
    content: `text ${seq}`,
    imageUrl: null,
    timestamp: 1_700_000_000_000 + seq,
    relation: 1,
    ...overrides,
  };
}

function history(...pages: DialogMessage[][]): HistoryData {
  return {
    pages: pages.map((messages, i) => ({ messages, nextCursor: i < pages.length - 1 ? 1 : null })),
    pageParams: pages.map((_, i) => (i === 0 ? undefined : i)),
  };
}

describe('mergeMessage', () => {
  it('adds a new message at the top of the newest page', () => {
    const merged = mergeMessage(history([message(2), message(1)]), message(3));
    expect(merged?.pages[0]?.messages.map((m) => m.seq)).toEqual([3, 2, 1]);
  });

  it('shows a message sent twice by a retry once, with the stored version', () => {
    const first = message(5, { content: 'hello' });
    const once = mergeMessage(history([message(4)]), first);
    const twice = mergeMessage(once, { ...first, content: 'hello' });
    expect(conversationMessages(twice).filter((m) => m.messageId === first.messageId)).toHaveLength(1);
    expect(conversationMessages(twice).map((m) => m.seq)).toEqual([4, 5]);
  });

  it('replaces a message that sits on an older page instead of adding it again', () => {
    const old = message(1, { content: 'before' });
    const merged = mergeMessage(history([message(3)], [old]), { ...old, content: 'after' });
    expect(merged?.pages[0]?.messages).toHaveLength(1);
    expect(merged?.pages[1]?.messages[0]?.content).toBe('after');
  });

  it('leaves a conversation that was never loaded alone', () => {
    expect(mergeMessage(undefined, message(1))).toBeUndefined();
  });
});

describe('conversationMessages', () => {
  it('orders oldest first across pages and drops duplicates between pages', () => {
    const data = history([message(4), message(3)], [message(3), message(2), message(1)]);
    expect(conversationMessages(data).map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });
});

describe('peerOf', () => {
  it('is the other side whichever way the message went', () => {
    expect(peerOf({ fromUserId: 1, toUserId: 2 }, 1)).toBe(2);
    expect(peerOf({ fromUserId: 1, toUserId: 2 }, 2)).toBe(1);
  });
});
