import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

// A built web app of one page, so the SPA fallback answers page paths as in production.
const webDir = mkdtempSync(path.join(os.tmpdir(), 'mingle-web-'));
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Mingle</title>');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(() => t.close());

const frameAncestors = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return /frame-ancestors ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1];
};

describe('the discount-coin page (the offer pop-up’s iframe)', () => {
  it('may be framed by our own origin only; every other page by no one', async () => {
    expect(await frameAncestors('/discountCoins')).toBe("'self'");
    expect(await frameAncestors('/de/discountCoins?embed=1')).toBe("'self'");
    expect(await frameAncestors('/')).toBe("'none'");
    expect(await frameAncestors('/shop')).toBe("'none'");
    expect(await frameAncestors('/discountCoins/elsewhere')).toBe("'none'");
  });
});
