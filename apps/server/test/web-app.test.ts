import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

const INDEX_HTML = `<!doctype html><title>Mingle</title><div id="root"></div>${'<!-- pad -->'.repeat(200)}`;
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))})`;

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'mingle-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(INDEX_HTML));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), APP_JS);
  // As the build leaves them (apps/web/build-tools/precompress.ts).
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('answers app routes with index.html so the client router decides', async () => {
    for (const url of ['/', '/de/shop?ref=1', '/some/unknown/page']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed copy the browser accepts, brotli first, and the plain file otherwise', async () => {
    const get = (url: string, encoding?: string) =>
      t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      vary: expect.stringContaining('accept-encoding'),
    });
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.rawPayload.equals(brotliCompressSync(APP_JS))).toBe(true);
    expect((await get('/assets/app-abc123.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    // The app's page, whatever route it is asked for, too.
    const page = await get('/de/shop', 'br');
    expect(page.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache' });
  });

  it('keeps unknown API paths as API errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/matches/api/nothing' });
    expect(res.json().code).toBe(10404);
  });

  it('forbids framing and sends a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('health', () => {
  it('reports every dependency', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('turns 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.ctx.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().data).toMatchObject({ status: 'down', database: 'down' });
    await other.close();
  });
});
