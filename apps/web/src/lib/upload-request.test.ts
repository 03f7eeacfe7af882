import { computeSign, PLATFORM_TYPE_WEB } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { buildUploadForm, buildUploadUrl, progressPercent } from './upload-request';

const input = {
  path: '/facade/api/upload/uploadAlbumImage',
  session: { userId: 42, loginToken: 'tok-secret' },
  deviceId: 'dev1',
  nonce: 'seed.abc',
  timestamp: 1_700_000_000_000,
  appId: 'mingle-web',
  version: '1.2.3',
  languageId: 7,
};

describe('upload requests (docs/API.md: multipart with the common fields in the query)', () => {
  it('puts every common field in the query, platformType 4 included, and signs the URL as sent', () => {
    const url = buildUploadUrl(input);
    const parsed = new URL(url, 'http://gateway.test');
    const q = parsed.searchParams;
    expect(parsed.pathname).toBe(input.path);
    expect(q.get('platformType')).toBe(String(PLATFORM_TYPE_WEB));
    expect(q.get('loginToken')).toBe('tok-secret');
    expect(q.get('appId')).toBe('mingle-web');
    expect(q.get('languageId')).toBe('7');
    expect(q.get('userId')).toBe('42');
    expect(q.get('deviceId')).toBe('dev1');
    expect(q.get('nonce')).toBe('seed.abc');
    expect(q.get('timestamp')).toBe(String(input.timestamp));
    expect(q.get('version')).toBe('1.2.3');
    // What the server does: recompute the sign over the URL as received, keyed with the login token.
    const expected = computeSign('tok-secret', {
      url,
      deviceId: 'dev1',
      nonce: 'seed.abc',
      timestamp: String(input.timestamp),
      userId: '42',
    });
    expect(q.get('sign')).toBe(expected);
    expect(url.endsWith(`&sign=${expected}`)).toBe(true);
  });

  it('a sign made with another token does not match', () => {
    const url = buildUploadUrl(input);
    const other = computeSign('other', {
      url,
      deviceId: 'dev1',
      nonce: 'seed.abc',
      timestamp: String(input.timestamp),
      userId: '42',
    });
    expect(new URL(url, 'http://x').searchParams.get('sign')).not.toBe(other);
  });

  it('sends one file under "file", with its name when given', () => {
    const file = new Blob(['png-bytes'], { type: 'image/png' });
    const form = buildUploadForm(file, 'me.png');
    const sent = form.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('me.png');
    expect([...form.keys()]).toEqual(['file']);
  });

  it('reports progress as whole percent, 0 when the total is unknown', () => {
    expect(progressPercent(0, 100)).toBe(0);
    expect(progressPercent(49.9, 100)).toBe(49);
    expect(progressPercent(100, 100)).toBe(100);
    expect(progressPercent(150, 100)).toBe(100);
    expect(progressPercent(10, 0)).toBe(0);
  });
});
