import {
  guestUserSchema,
  matchingApi,
  mediaFilePath,
  mediaApi,
  profileApi,
  type GuestUser,
  type MediaItem,
} from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { users } from '../src/infra/db/schema';
import type { IssuedSession } from '../src/modules/session/service';
import { GUEST_LIST_SIZE } from '../src/modules/matching/guest-list';
import { signedUpload } from './multipart-upload';
import { useSocialApp } from './social-app';

// The visitor list of home: a public call, on its own app so that it sees only this file's users.
const s = useSocialApp({ RATE_LIMIT_PER_MINUTE: '1000000' });

async function named(name: string): Promise<IssuedSession> {
  const session = await s.c.user();
  expect(
    (await s.c.post(session, profileApi.update.path, { nickname: name, birthday: '1990-01-01' })).code,
  ).toBe(200);
  return session;
}

/** An album photo uploaded as the browser sends it (multipart), then approved by an admin. */
async function approvedPhoto(owner: IssuedSession, admin: IssuedSession): Promise<number> {
  const data = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3060c0' } })
    .jpeg()
    .toBuffer();
  const res = await s.t.app.inject(
    signedUpload(mediaApi.uploadAlbumImage.path, owner, { data, filename: 'me.jpg' }),
  );
  const item = res.json<{ data: MediaItem }>().data;
  expect((await s.c.post(admin, mediaApi.adminReview.path, { id: item.id, decision: 'approve' })).code).toBe(
    200,
  );
  return item.id;
}

describe('the visitor list', () => {
  it('shows people with photos first, online ones first, never banned users or private data', async () => {
    const admin = await s.c.user();
    await s.t.ctx.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId));
    const offlineNoPhoto = await named('Dora');
    const onlineNoPhoto = await named('Carl');
    const offlinePhoto = await named('Bea');
    const onlinePhoto = await named('Abe');
    const banned = await named('Eve');
    const unnamed = await s.c.user();
    const photos = new Map<number, number>();
    for (const p of [offlinePhoto, onlinePhoto, banned]) photos.set(p.userId, await approvedPhoto(p, admin));
    await s.online(onlineNoPhoto);
    await s.online(onlinePhoto);
    await s.t.ctx.bans.ban({ kind: 'account', userId: banned.userId, by: 'test' });

    const answer = await s.c.get<GuestUser[]>(undefined, matchingApi.guestList.path);
    expect(answer.code).toBe(200);
    const ids = answer.data.map((g) => g.id);
    expect(ids).toEqual([
      onlinePhoto.userId,
      offlinePhoto.userId,
      onlineNoPhoto.userId,
      offlineNoPhoto.userId,
    ]);
    expect(ids).not.toContain(unnamed.userId);
    expect(answer.data[0]).toEqual({
      id: onlinePhoto.userId,
      userName: 'Abe',
      headImg: mediaFilePath(photos.get(onlinePhoto.userId) ?? 0),
      age: expect.any(Number),
      countryId: null,
      online: true,
    });
    // Exactly the public fields: nothing a stranger should not see.
    for (const entry of answer.data) expect(guestUserSchema.strict().parse(entry)).toEqual(entry);
    expect(answer.data[3]).toMatchObject({ headImg: '', online: false });
  });

  it('is limited in size', async () => {
    for (let i = 0; i < GUEST_LIST_SIZE + 2; i++) await named(`Many ${i}`);
    expect((await s.c.get<GuestUser[]>(undefined, matchingApi.guestList.path)).data).toHaveLength(
      GUEST_LIST_SIZE,
    );
  });
});
