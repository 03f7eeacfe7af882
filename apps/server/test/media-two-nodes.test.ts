import { randomBytes } from 'node:crypto';
import { mediaApi, type MediaItem } from '@mingle/protocol';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpload } from './multipart-upload';
import { startLocalS3, type LocalS3 } from './s3-server';
import { signedInject } from './signed';
import { twoNodes } from './two-nodes';

// Two nodes over one PostgreSQL, one Redis and one S3-compatible store (a local S3 server speaking the real
// protocol): an upload taken by one node is served by the other, as behind a load balancer. CI's second pass.
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());

describe('uploads on S3-compatible storage across two nodes', () => {
  // The env is read when the nodes start (beforeAll), after the local S3 server above is up.
  const env: Record<string, string> = {};
  beforeAll(() => {
    Object.assign(env, s3.env(`run-${randomBytes(4).toString('hex')}/`));
  });
  const nodes = twoNodes(env);

  it('serves a photo uploaded on node A from node B, byte ranges too, and a delete on B removes it for A', async () => {
    const [a, b] = [nodes.node(0), nodes.node(1)];
    const owner = await a.ctx.sessions.createUserWithSession(`s3-${randomBytes(4).toString('hex')}`);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#208060' } })
      .jpeg()
      .toBuffer();

    const uploaded = await a.app.inject(signedUpload(mediaApi.uploadAlbumImage.path, owner, { data: jpeg }));
    const photo = uploaded.json<{ code: number; data: MediaItem }>().data;
    expect(photo).toMatchObject({ kind: 'photo', status: 'checking' });

    const onA = await a.app.inject({ method: 'GET', url: photo.url });
    const onB = await b.app.inject({ method: 'GET', url: photo.url });
    expect(onA.statusCode).toBe(200);
    expect(onB.statusCode).toBe(200);
    expect(onB.headers['content-type']).toBe('image/webp');
    expect(onB.rawPayload.equals(onA.rawPayload)).toBe(true);

    const range = await b.app.inject({ method: 'GET', url: photo.url, headers: { range: 'bytes=0-3' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(onA.rawPayload.subarray(0, 4))).toBe(true);

    const deleted = await b.app.inject(
      signedInject({
        method: 'POST',
        path: mediaApi.albumDelete.path,
        body: { id: photo.id },
        credentials: { ...owner },
      }),
    );
    expect(deleted.json().code).toBe(200);
    expect((await a.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
  });
});
