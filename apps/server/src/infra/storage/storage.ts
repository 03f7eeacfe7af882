import type { Readable } from 'node:stream';

/** Inclusive byte positions, as HTTP Range headers count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live (photos, videos). Keys are relative names such as `photo/100001/ab12.webp`,
 * chosen by the server, never by a client. The disk is the default (`npm start`); an S3-compatible object store
 * serves several nodes (S3_BUCKET). Both pass one contract test (storage.test.ts).
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there; readers never see a half-written file. */
  put(key: string, data: Buffer): Promise<void>;
  /** Size in bytes, or undefined when nothing is stored under the key. */
  size(key: string): Promise<number | undefined>;
  /** The bytes (or a range of them), or undefined when nothing is stored under the key. */
  read(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Lets go of connections at shutdown. */
  close(): void;
}

const KEY_SHAPE = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Keys are lower-case path segments without '..', so no key can reach outside the storage root. */
export function assertStorageKey(key: string): void {
  if (key.length > 200 || !KEY_SHAPE.test(key) || key.split('/').some((s) => s.includes('..'))) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}
