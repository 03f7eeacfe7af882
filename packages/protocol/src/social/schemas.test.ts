import { describe, expect, it } from 'vitest';
import { conversationIdOf, sendMessageBodySchema } from './chat';
import { onlineNotifyBodySchema } from './friends';
import { reportBodySchema } from './safety';

describe('sendMessageBodySchema', () => {
  const base = { toUserId: '7', messageId: 'abcdef123456' };

  it('reads a text message and defaults the type', () => {
    expect(sendMessageBodySchema.parse({ ...base, content: 'hi' })).toMatchObject({
      toUserId: 7,
      type: 'text',
      content: 'hi',
    });
  });

  it('needs text for a text message and a media id for an image', () => {
    expect(sendMessageBodySchema.safeParse({ ...base, content: '   ' }).success).toBe(false);
    expect(sendMessageBodySchema.safeParse({ ...base, type: 'image' }).success).toBe(false);
    expect(sendMessageBodySchema.parse({ ...base, type: 'image', mediaId: '3' }).mediaId).toBe(3);
  });

  it('refuses message ids that are short or carry other characters', () => {
    expect(sendMessageBodySchema.safeParse({ ...base, messageId: 'short', content: 'x' }).success).toBe(
      false,
    );
    expect(
      sendMessageBodySchema.safeParse({ ...base, messageId: 'has space 12', content: 'x' }).success,
    ).toBe(false);
  });
});

describe('reportBodySchema', () => {
  it('accepts the §3 reasons only and defaults the context to the profile', () => {
    expect(reportBodySchema.parse({ targetUserId: 2, reason: '16' })).toMatchObject({
      reason: 16,
      context: 'profile',
    });
    expect(reportBodySchema.safeParse({ targetUserId: 2, reason: 17 }).success).toBe(false);
  });

  it('treats an empty e-mail as none and refuses a malformed one', () => {
    expect(reportBodySchema.parse({ targetUserId: 2, reason: 1, email: '' }).email).toBeUndefined();
    expect(reportBodySchema.safeParse({ targetUserId: 2, reason: 1, email: 'x@' }).success).toBe(false);
  });
});

describe('small contracts', () => {
  it('names a conversation the same way from both sides', () => {
    expect(conversationIdOf(9, 3)).toBe('3_9');
    expect(conversationIdOf(3, 9)).toBe('3_9');
  });

  it('reads the notice switch from a form value too', () => {
    expect(onlineNotifyBodySchema.parse({ friendUserId: 1, enabled: 'false' }).enabled).toBe(false);
    expect(onlineNotifyBodySchema.safeParse({ friendUserId: 1, enabled: 'yes' }).success).toBe(false);
  });
});
