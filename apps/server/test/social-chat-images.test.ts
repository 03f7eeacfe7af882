import {
  answerText,
  chatApi,
  mediaApi,
  profileApi,
  SocialCode,
  type ChatImage,
  type DialogMessage,
  type HistoryPage,
  type MediaItem,
} from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { media, users } from '../src/infra/db/schema';
import type { IssuedSession } from '../src/modules/session/service';
import { nextEvent } from './realtime-client';
import { signedUpload } from './multipart-upload';
import { useSocialApp } from './social-app';
import { messageId } from './social-client';

const social = useSocialApp({});
const { c, online, befriend } = social;

const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3060c0' } })
    .jpeg()
    .toBuffer();

async function upload(path: string, user: IssuedSession, data: Buffer) {
  const res = await social.t.app.inject(signedUpload(path, user, { data, filename: 'p.jpg' }));
  return res.json<{ code: number; data: unknown; msg?: string }>();
}

async function chatPicture(user: IssuedSession): Promise<ChatImage> {
  const res = await upload(chatApi.uploadImage.path, user, await jpeg());
  expect(res.code).toBe(200);
  return res.data as ChatImage;
}

const sendImage = (from: IssuedSession, to: IssuedSession, mediaId: number, id = messageId()) =>
  c.post<DialogMessage>(from, chatApi.send.path, {
    toUserId: to.userId,
    messageId: id,
    type: 'image',
    mediaId,
  });
const sendText = (from: IssuedSession, to: IssuedSession, content: string) =>
  c.post<DialogMessage>(from, chatApi.send.path, { toUserId: to.userId, messageId: messageId(), content });
const fetchFile = (url: string) => social.t.app.inject({ method: 'GET', url });

async function pair() {
  const a = await c.user('Ada');
  const b = await c.user('Ben');
  await befriend(a, b);
  return { a, b };
}

describe('pictures in chat', () => {
  it('uploads a chat picture and sends it once the recipient has replied, live to both', async () => {
    const { a, b } = await pair();
    const picture = await chatPicture(a);
    expect(picture).toMatchObject({ width: 40, height: 30 });
    expect(picture.url).toMatch(new RegExp(`/facade/api/media/exempt/file/${picture.mediaId}\\?exp=`));
    // The uploader's preview link works; the file is re-encoded like an album photo.
    const preview = await fetchFile(picture.url);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');

    expect(await sendImage(a, b, picture.mediaId)).toMatchObject({
      code: SocialCode.IMAGE_NEEDS_REPLY,
      data: null,
      msg: answerText(SocialCode.IMAGE_NEEDS_REPLY),
    });
    await sendText(b, a, 'hi back');

    const socketB = await online(b);
    const live = nextEvent(socketB, 'chat:message');
    const sent = await sendImage(a, b, picture.mediaId);
    expect(sent.code).toBe(200);
    expect(sent.data).toMatchObject({ type: 'image', content: '', fromUserId: a.userId });
    expect(await live).toEqual(sent.data);

    // The recipient reads it through the link of the message, in history too.
    const history = (await c.get<HistoryPage>(b, chatApi.history.path, { peerUserId: a.userId })).data;
    const url = history.messages[0]?.imageUrl ?? '';
    expect(url).toMatch(new RegExp(`/file/${picture.mediaId}\\?exp=`));
    const file = await fetchFile(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it("refuses another user's picture, an album photo and a picture already sent", async () => {
    const { a, b } = await pair();
    await sendText(b, a, 'hello');
    const invalid = { code: SocialCode.IMAGE_INVALID, msg: answerText(SocialCode.IMAGE_INVALID) };

    const bens = await chatPicture(b);
    expect(await sendImage(a, b, bens.mediaId)).toMatchObject(invalid);

    const album = await upload(mediaApi.uploadAlbumImage.path, a, await jpeg());
    expect(album.code).toBe(200);
    expect(await sendImage(a, b, (album.data as MediaItem).id)).toMatchObject(invalid);

    const once = await chatPicture(a);
    expect((await sendImage(a, b, once.mediaId)).code).toBe(200);
    expect(await sendImage(a, b, once.mediaId)).toMatchObject(invalid);
    // Nor to somebody else, whose reply would otherwise hand them its link.
    const carl = await c.user('Carl');
    await befriend(a, carl);
    await sendText(carl, a, 'hi');
    expect(await sendImage(a, carl, once.mediaId)).toMatchObject(invalid);
    // A retry of the message that carries it is still answered with that message.
    const retryId = messageId();
    const fresh = await chatPicture(a);
    const first = await sendImage(a, b, fresh.mediaId, retryId);
    expect((await sendImage(a, b, fresh.mediaId, retryId)).data).toEqual(first.data);
  });

  it('keeps chat pictures out of the album, the profile and the review queue, and from third users', async () => {
    const { a, b } = await pair();
    await sendText(b, a, 'hello');
    const picture = await chatPicture(a);
    const sent = await sendImage(a, b, picture.mediaId);
    expect(sent.code).toBe(200);
    const third = await c.user('Eve');

    const own = (await c.get<{ photos: MediaItem[]; videos: MediaItem[] }>(a, profileApi.getUserInfo.path))
      .data;
    expect([...own.photos, ...own.videos].map((m) => m.id)).not.toContain(picture.mediaId);
    const seen = (
      await c.get<{ photos: MediaItem[] }>(third, profileApi.getUserInfo.path, { searchUserId: a.userId })
    ).data;
    expect(seen.photos).toEqual([]);

    const admin = await c.user('Admin');
    await social.t.ctx.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId));
    const queue = (await c.get<MediaItem[]>(admin, mediaApi.adminQueue.path, { limit: 100 })).data;
    expect(queue.map((q) => q.id)).not.toContain(picture.mediaId);
    // Review cannot make it public, and the album's delete does not reach it.
    expect(
      (await c.post(admin, mediaApi.adminReview.path, { id: picture.mediaId, decision: 'approve' })).code,
    ).toBe((await c.post(admin, mediaApi.adminReview.path, { id: 2_000_000_000, decision: 'approve' })).code);
    expect((await c.post(a, mediaApi.albumDelete.path, { id: picture.mediaId })).code).not.toBe(200);
    const [row] = await social.t.ctx.database.db.select().from(media).where(eq(media.id, picture.mediaId));
    expect(row).toMatchObject({ kind: 'chat', status: 'checking' });

    // A third user has no link: the plain file path and a forged signature serve nothing.
    const url = sent.data.imageUrl ?? '';
    expect((await fetchFile(url)).statusCode).toBe(200);
    expect((await fetchFile(url.split('?')[0] ?? '')).statusCode).toBe(404);
    expect((await fetchFile(`${url.slice(0, -2)}xx`)).statusCode).toBe(404);
    const thirdHistory = (await c.get<HistoryPage>(third, chatApi.history.path, { peerUserId: a.userId }))
      .data;
    expect(thirdHistory.messages).toEqual([]);
  });
});
