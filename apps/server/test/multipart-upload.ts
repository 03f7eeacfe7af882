import { randomBytes } from 'node:crypto';
import type { IssuedSession } from '../src/modules/session/service';
import { signedInject } from './signed';

export interface UploadFile {
  data: Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart body as a browser's FormData sends it: one field, 'file'. */
export function multipart(file: UploadFile) {
  const boundary = `----mingle${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename ?? 'photo.jpg'}"\r\n` +
    `Content-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * An upload request signed like the web client's, the common fields in the query because the body is the form;
 * for `app.inject`, or for fetch against `url` on a listening server.
 */
export function signedUpload(path: string, user: IssuedSession, file: UploadFile, timestamp?: number) {
  const { url } = signedInject({
    method: 'POST',
    path,
    query: { platformType: 4, loginToken: user.loginToken, appId: 'mingle-web', languageId: 1 },
    credentials: { ...user },
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  return { method: 'POST' as const, url, ...multipart(file) };
}
