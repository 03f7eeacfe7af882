import { randomBytes } from 'node:crypto';
import {
  answerText,
  AccountCode,
  Code,
  IMAGE_MAX_BYTES,
  MAX_ALBUM_PHOTOS,
  mediaApi,
  profileApi,
  VIDEO_MAX_BYTES,
  type MediaItem,
  MEDIA_FILE_PATH,
} from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, users } from '../src/infra/db/schema';
import type { IssuedSession } from '../src/modules/session/service';
import { multipart, signedUpload, type UploadFile } from './multipart-upload';
import { signedInject } from './signed';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: IssuedSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.ctx.sessions.createUserWithSession('media-admin');
  await t.ctx.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId));
});
afterAll(() => t.close());

const newUser = () => t.ctx.sessions.createUserWithSession(`dev-${randomBytes(4).toString('hex')}`);

function upload(path: string, user: IssuedSession, file: UploadFile) {
  return t.app.inject(signedUpload(path, user, file));
}

const post = (path: string, user: IssuedSession, body: Record<string, unknown>) =>
  t.app.inject(signedInject({ method: 'POST', path, body, credentials: { ...user } }));
const get = (path: string, user: IssuedSession, query?: Record<string, string | number>) =>
  t.app.inject(signedInject({ method: 'GET', path, query, credentials: { ...user } }));
const fetchFile = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c03030' } });
const jpeg = (width = 64, height = 48) => solid(width, height).jpeg().toBuffer();

function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}
/** An ISO media file: ftyp with the brand, then media data. */
const isoMedia = (brand: string, payload = 256) =>
  Buffer.concat([
    box(
      'ftyp',
      Buffer.concat([Buffer.from(brand, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41')]),
    ),
    box('mdat', randomBytes(payload)),
  ]);
const mp4 = (payload?: number) => isoMedia('isom', payload);
/** An EBML header whose DocType is webm. */
const webm = () =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    randomBytes(128),
  ]);

function refusal(res: { statusCode: number; json(): unknown }, code: AccountCode, status = 400) {
  expect(res.json()).toEqual({ code, data: null, msg: answerText(code) });
  expect(res.statusCode).toBe(status);
}

async function uploadedPhoto(user: IssuedSession, data?: Buffer): Promise<MediaItem> {
  const res = await upload(mediaApi.uploadAlbumImage.path, user, { data: data ?? (await jpeg()) });
  expect(res.json().code).toBe(200);
  return res.json().data as MediaItem;
}

const review = (id: number, decision: 'approve' | 'reject') =>
  post(mediaApi.adminReview.path, admin, { id, decision });

describe('photo upload', () => {
  it('re-encodes a JPEG: turned upright, EXIF and GPS gone, waiting for review', async () => {
    const user = await newUser();
    const original = await solid(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'SpyCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '7/1 0/1 0/1',
        },
      })
      .toBuffer();
    expect(original.toString('latin1')).toContain('SpyCam');

    const photo = await uploadedPhoto(user, original);
    expect(photo).toMatchObject({ kind: 'photo', status: 'checking', width: 20, height: 40, position: 0 });
    expect(photo.url).toMatch(/^\/facade\/api\/media\/exempt\/file\/\d+\?exp=\d+&sig=[\w-]+$/);

    const file = await fetchFile(photo.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="${photo.id}.webp"`,
      'content-security-policy': "default-src 'none'; sandbox",
    });
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 20, height: 40 });
    expect(stored.exif).toBeUndefined();
    expect(file.rawPayload.toString('latin1')).not.toContain('SpyCam');
  });

  it('scales a large photo to 2048 px on its longest side', async () => {
    const photo = await uploadedPhoto(await newUser(), await jpeg(3000, 1200));
    expect([photo.width, photo.height]).toEqual([2048, 819]);
  });

  it('decides PNG, WebP and AVIF by their bytes, whatever name and type the form claims', async () => {
    const user = await newUser();
    const files = [
      await solid(30, 30).png().toBuffer(),
      await solid(30, 30).webp().toBuffer(),
      await solid(30, 30).avif().toBuffer(),
    ];
    for (const [i, data] of files.entries()) {
      const res = await upload(mediaApi.uploadImages.path, user, {
        data,
        filename: 'x.gif',
        contentType: 'image/gif',
      });
      expect(res.json().data).toMatchObject({ status: 'checking', width: 30, height: 30, position: i });
    }
  });

  it("refuses a file that is not an image, or not one we take ('This file format is not supported.')", async () => {
    const user = await newUser();
    const text = Buffer.from('<html><script>alert(1)</script></html>'.repeat(20));
    refusal(
      await upload(mediaApi.uploadAlbumImage.path, user, { data: text }),
      AccountCode.UNSUPPORTED_FORMAT,
    );
    const gif = await solid(10, 10).gif().toBuffer();
    refusal(
      await upload(mediaApi.uploadAlbumImage.path, user, { data: gif }),
      AccountCode.UNSUPPORTED_FORMAT,
    );
    // A photo is no video, whatever the form says.
    const photoAsVideo = await upload(mediaApi.uploadVideo.path, user, {
      data: await jpeg(),
      contentType: 'video/mp4',
    });
    refusal(photoAsVideo, AccountCode.UNSUPPORTED_FORMAT);
  });

  it("refuses more than 5 MB with 'The image size is limited to 5M'", async () => {
    const user = await newUser();
    const big = Buffer.concat([await jpeg(), randomBytes(IMAGE_MAX_BYTES)]);
    refusal(
      await upload(mediaApi.uploadAlbumImage.path, user, { data: big }),
      AccountCode.IMAGE_TOO_LARGE,
      413,
    );
    expect(await t.ctx.database.db.select().from(media).where(eq(media.userId, user.userId))).toEqual([]);
  });

  it('refuses an image whose pixel count would decode to too much memory (decompression bomb)', async () => {
    const bomb = await solid(6400, 6400).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(IMAGE_MAX_BYTES);
    refusal(
      await upload(mediaApi.uploadAlbumImage.path, await newUser(), { data: bomb }),
      AccountCode.IMAGE_DIMENSIONS_TOO_LARGE,
    );
  });

  it('refuses an image that cannot be decoded', async () => {
    const broken = Buffer.concat([(await jpeg()).subarray(0, 4), randomBytes(2000)]);
    refusal(
      await upload(mediaApi.uploadAlbumImage.path, await newUser(), { data: broken }),
      AccountCode.IMAGE_UNREADABLE,
    );
  });

  it('needs a signed-in, signed multipart request', async () => {
    const user = await newUser();
    const json = await post(mediaApi.uploadAlbumImage.path, user, { file: 'abc' });
    expect(json.json()).toMatchObject({ code: Code.VALIDATION });
    expect(json.json().msg).toContain('multipart/form-data');

    const empty = await t.app.inject({
      method: 'POST',
      url: signedInject({
        method: 'POST',
        path: mediaApi.uploadAlbumImage.path,
        query: { loginToken: user.loginToken },
        credentials: { ...user },
      }).url,
      payload: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(empty.json()).toMatchObject({ code: Code.VALIDATION, msg: 'Invalid request: file: required' });

    const { url } = signedInject({
      method: 'POST',
      path: mediaApi.uploadAlbumImage.path,
      credentials: { ...user },
    });
    const noToken = await t.app.inject({ method: 'POST', url, ...multipart({ data: await jpeg() }) });
    expect(noToken.json().code).toBe(Code.LOGIN_REQUIRED);

    // Signed with another key, then given the real token: the sign does not hold.
    const forgedUrl = signedInject({
      method: 'POST',
      path: mediaApi.uploadAlbumImage.path,
      query: { loginToken: user.loginToken },
      credentials: { ...user, loginToken: 'f'.repeat(32) },
    }).url;
    const forged = await t.app.inject({
      method: 'POST',
      url: forgedUrl,
      ...multipart({ data: await jpeg() }),
    });
    expect(forged.json().code).toBe(Code.BAD_SIGN);
  });
});

describe('album', () => {
  it('orders, deletes (file included) and caps the album', async () => {
    const user = await newUser();
    const a = await uploadedPhoto(user);
    const b = (await upload(mediaApi.albumUploadImage.path, user, { data: await jpeg() })).json()
      .data as MediaItem;
    const c = await uploadedPhoto(user);
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);

    const ordered = await post(mediaApi.albumOrder.path, user, { ids: [c.id, a.id] });
    expect((ordered.json().data as MediaItem[]).map((p) => p.id)).toEqual([c.id, a.id, b.id]);
    const info = (await get(profileApi.getUserInfo.path, user)).json().data;
    expect(info.photos.map((p: MediaItem) => [p.id, p.position])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);

    const [row] = await t.ctx.database.db.select().from(media).where(eq(media.id, a.id));
    expect(await t.ctx.storage.size(row?.storageKey ?? '')).toBeGreaterThan(0);
    expect((await post(mediaApi.albumDelete.path, user, { id: a.id })).json()).toEqual({
      code: 200,
      data: null,
    });
    expect(await t.ctx.storage.size(row?.storageKey ?? '')).toBeUndefined();
    refusal(await post(mediaApi.albumDelete.path, user, { id: a.id }), AccountCode.MEDIA_NOT_FOUND, 404);

    // Another user's photo is not yours to delete or order.
    const other = await newUser();
    refusal(await post(mediaApi.albumDelete.path, other, { id: b.id }), AccountCode.MEDIA_NOT_FOUND, 404);
    refusal(await post(mediaApi.albumOrder.path, other, { ids: [b.id] }), AccountCode.MEDIA_NOT_FOUND, 404);
    expect((await post(mediaApi.albumOrder.path, user, { ids: [b.id, b.id] })).json().code).toBe(
      Code.VALIDATION,
    );

    for (let i = 2; i < MAX_ALBUM_PHOTOS; i++) await uploadedPhoto(user);
    refusal(
      await upload(mediaApi.uploadAlbumImage.path, user, { data: await jpeg() }),
      AccountCode.ALBUM_FULL,
    );
  });
});

describe('review and who sees what', () => {
  it('is for admins only', async () => {
    const user = await newUser();
    for (const res of [
      await get(mediaApi.adminQueue.path, user),
      await post(mediaApi.adminReview.path, user, { id: 1, decision: 'approve' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: Code.FORBIDDEN, data: null, msg: answerText(Code.FORBIDDEN) });
    }
    refusal(await review(999_999, 'approve'), AccountCode.MEDIA_NOT_FOUND, 404);
  });

  it('approved files are public; rejected ones never show to others again', async () => {
    const owner = await newUser();
    const viewer = await newUser();
    const kept = await uploadedPhoto(owner);
    const rejected = await uploadedPhoto(owner);
    const plain = (item: MediaItem) => item.url.split('?')[0] ?? '';

    // Under review: others see nothing, and the plain URL serves nothing.
    const before = (await get(profileApi.getUserInfo.path, viewer, { searchUserId: owner.userId })).json()
      .data;
    expect(before.photos).toEqual([]);
    refusal(await fetchFile(plain(kept)), AccountCode.MEDIA_NOT_FOUND, 404);
    refusal(await fetchFile(`${kept.url.slice(0, -2)}xx`), AccountCode.MEDIA_NOT_FOUND, 404);
    refusal(
      await fetchFile(kept.url.replace(/exp=\d+/, `exp=${Date.now() + 7_200_000}`)),
      AccountCode.MEDIA_NOT_FOUND,
      404,
    );

    const queue = (await get(mediaApi.adminQueue.path, admin, { kind: 'photo' })).json()
      .data as (MediaItem & {
      userId: number;
    })[];
    const queued = queue.filter((q) => q.userId === owner.userId);
    expect(queued.map((q) => q.id)).toEqual([kept.id, rejected.id]);
    expect((await fetchFile(queued[0]?.url ?? '')).statusCode).toBe(200);

    expect((await review(kept.id, 'approve')).json().data).toMatchObject({
      status: 'approved',
      url: plain(kept),
    });
    expect((await review(rejected.id, 'reject')).json().data).toMatchObject({ status: 'illegal' });
    expect(
      (await get(mediaApi.adminQueue.path, admin)).json().data.map((q: MediaItem) => q.id),
    ).not.toContain(kept.id);

    const after = (await get(profileApi.getUserInfo.path, viewer, { searchUserId: owner.userId })).json()
      .data;
    expect(after.photos.map((p: MediaItem) => p.id)).toEqual([kept.id]);
    expect(after.photos[0].url).toBe(plain(kept));
    const publicFile = await fetchFile(plain(kept));
    expect(publicFile.statusCode).toBe(200);
    expect(publicFile.headers['cache-control']).toBe('public, max-age=300');
    refusal(await fetchFile(plain(rejected)), AccountCode.MEDIA_NOT_FOUND, 404);

    // The owner still sees the rejected one, with its state, through a signed link.
    const own = (await get(profileApi.getUserInfo.path, owner)).json().data;
    const ownRejected = own.photos.find((p: MediaItem) => p.id === rejected.id);
    expect(ownRejected.status).toBe('illegal');
    expect((await fetchFile(ownRejected.url)).statusCode).toBe(200);
  });
});

describe('video upload', () => {
  it('takes MP4 and WebM by their bytes and refuses other containers', async () => {
    const user = await newUser();
    const a = await upload(mediaApi.uploadVideo.path, user, {
      data: mp4(),
      filename: 'a.mov',
      contentType: 'video/quicktime',
    });
    expect(a.json().data).toMatchObject({ kind: 'video', status: 'checking' });
    const b = await upload(mediaApi.uploadVideo.path, user, {
      data: webm(),
      filename: 'b.mp4',
      contentType: 'video/mp4',
    });
    expect(b.json().data).toMatchObject({ kind: 'video', status: 'checking' });
    expect((await fetchFile(b.json().data.url)).headers['content-type']).toBe('video/webm');
    refusal(
      await upload(mediaApi.uploadVideo.path, user, { data: isoMedia('qt  ') }),
      AccountCode.UNSUPPORTED_FORMAT,
    );
    refusal(
      await upload(mediaApi.uploadVideo.path, user, { data: Buffer.from('not a video at all, just words') }),
      AccountCode.UNSUPPORTED_FORMAT,
    );
  });

  it("refuses more than 50 MB with 'The video size is limited to 50M'", async () => {
    const res = await upload(mediaApi.uploadVideo.path, await newUser(), {
      data: Buffer.concat([mp4(), Buffer.alloc(VIDEO_MAX_BYTES)]),
    });
    refusal(res, AccountCode.VIDEO_TOO_LARGE, 413);
  });

  it('serves byte ranges, as video players ask for them', async () => {
    const user = await newUser();
    const video = (await upload(mediaApi.uploadVideo.path, user, { data: mp4(1000) })).json()
      .data as MediaItem;
    const whole = await fetchFile(video.url);
    const part = await fetchFile(video.url, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 20));
    const tail = await fetchFile(video.url, { range: 'bytes=-5' });
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(-5));
    expect((await fetchFile(video.url, { range: 'bytes=999999-' })).statusCode).toBe(416);
    expect((await fetchFile(video.url, { 'if-none-match': String(whole.headers.etag) })).statusCode).toBe(
      304,
    );
  });

  it('waits for review of at most 3; a newly approved video beyond 3 replaces the oldest', async () => {
    const user = await newUser();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await upload(mediaApi.uploadVideo.path, user, { data: mp4() })).json().data.id);
    refusal(await upload(mediaApi.uploadVideo.path, user, { data: mp4() }), AccountCode.VIDEOS_PENDING_LIMIT);

    for (const id of ids) await review(id, 'approve');
    const fourth = (await upload(mediaApi.uploadVideo.path, user, { data: mp4() })).json().data.id as number;
    const [oldest] = await t.ctx.database.db
      .select()
      .from(media)
      .where(eq(media.id, ids[0] ?? 0));
    await review(fourth, 'approve');

    const videos = (
      await get(profileApi.getUserInfo.path, await newUser(), { searchUserId: user.userId })
    ).json().data.videos;
    expect(videos.map((v: MediaItem) => v.id)).toEqual([ids[1], ids[2], fourth]);
    expect(await t.ctx.storage.size(oldest?.storageKey ?? '')).toBeUndefined();
  });
});

describe('file requests', () => {
  it('have their own allowance, five times the API limit per address', async () => {
    const small = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const url = `${MEDIA_FILE_PATH}/1`;
      const codes = [];
      for (let i = 0; i < 11; i++) codes.push((await small.app.inject({ method: 'GET', url })).statusCode);
      expect(codes.slice(0, 10)).toEqual(Array(10).fill(404));
      expect(codes[10]).toBe(429);
    } finally {
      await small.close();
    }
  });
});
