import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../test/s3-server';
import { DiskFileStorage } from './disk-storage';
import { S3FileStorage } from './s3-storage';
import type { FileStorage } from './storage';

async function text(stream: Readable | undefined): Promise<string | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** What every FileStorage must do: the disk and the S3 implementation run the same block. */
function contract(name: string, make: () => FileStorage) {
  describe(`${name} file storage`, () => {
    it('stores, reads, sizes and replaces a file', async () => {
      const s = make();
      await s.put('photo/1/a.webp', Buffer.from('first'));
      expect(await text(await s.read('photo/1/a.webp'))).toBe('first');
      expect(await s.size('photo/1/a.webp')).toBe(5);
      await s.put('photo/1/a.webp', Buffer.from('second!'));
      expect(await text(await s.read('photo/1/a.webp'))).toBe('second!');
      expect(await s.size('photo/1/a.webp')).toBe(7);
    });

    it('reads an inclusive byte range', async () => {
      const s = make();
      await s.put('video/2/v.mp4', Buffer.from('0123456789'));
      expect(await text(await s.read('video/2/v.mp4', { start: 2, end: 5 }))).toBe('2345');
      expect(await text(await s.read('video/2/v.mp4', { start: 9, end: 9 }))).toBe('9');
    });

    it('answers undefined for a missing key and deletes idempotently', async () => {
      const s = make();
      expect(await s.read('photo/9/none.webp')).toBeUndefined();
      expect(await s.size('photo/9/none.webp')).toBeUndefined();
      await s.put('photo/9/x.webp', Buffer.from('x'));
      await s.delete('photo/9/x.webp');
      await s.delete('photo/9/x.webp');
      expect(await s.read('photo/9/x.webp')).toBeUndefined();
    });

    it('keeps concurrent writers of one key whole', async () => {
      const s = make();
      const bodies = Array.from({ length: 8 }, (_, i) => Buffer.alloc(64 * 1024, 65 + i));
      await Promise.all(bodies.map((b) => s.put('photo/3/race.webp', b)));
      const got = await text(await s.read('photo/3/race.webp'));
      expect(bodies.map((b) => b.toString('utf8'))).toContain(got);
    });

    it('refuses keys that could leave the storage root or are not plain names', async () => {
      const s = make();
      for (const key of ['../etc/passwd', 'photo/../../x', '/abs/path', 'Photo/A.webp', 'a//b', 'a/b/', '']) {
        await expect(s.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
        await expect(s.read(key)).rejects.toThrow(/invalid storage key/);
      }
    });
  });
}

contract('disk', () => new DiskFileStorage(mkdtempSync(path.join(os.tmpdir(), 'mingle-storage-'))));

// Over the real S3 HTTP protocol, against a local S3 server; each store gets its own key prefix.
let s3: LocalS3;
const s3Stores: S3FileStorage[] = [];
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  for (const store of s3Stores) store.close();
  await s3.close();
});
contract('S3', () => {
  const store = new S3FileStorage(s3.config(`run${s3Stores.length}/`));
  s3Stores.push(store);
  return store;
});

describe('disk file storage', () => {
  it('leaves no temporary files behind', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'mingle-storage-'));
    const s = new DiskFileStorage(root);
    await s.put('photo/5/a.webp', Buffer.from('abc'));
    expect(readdirSync(path.join(root, 'photo', '5'))).toEqual(['a.webp']);
  });
});
