import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allEndpoints } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';

/**
 * docs/API.md explains the endpoints; /openapi.json lists them. This keeps the page from drifting: every API
 * path it names must be a declared endpoint, or one of the few routes that are deliberately not endpoints.
 */
const API_MD = readFileSync(path.join(import.meta.dirname, '../../../docs/API.md'), 'utf8');

/** Routes outside the envelope contract, named on the page on purpose (prefixes). */
const NOT_ENDPOINTS = [
  '/facade/api/user/exempt/social/', // browser redirects of social sign-in: start and callback
  '/facade/api/media/exempt/file/', // file downloads
  '/facade/api/pay/webhook/', // payment provider webhooks
  '/pay/sandbox/', // the sandbox provider's hosted checkout
  '/facade/api/mobile/...', // a prose shorthand for the phone area
];

describe('docs/API.md', () => {
  it('names only declared endpoints (or the routes that are deliberately not endpoints)', () => {
    const named = new Set(
      API_MD.match(/\/(?:facade|api|matches|wchat|upload|pay)\/[A-Za-z0-9_/{}.:-]+/g) ?? [],
    );
    const declared = new Set(allEndpoints.map((e) => e.path));
    const stale = [...named].filter(
      (p) => !declared.has(p.replace(/[.:]+$/, '')) && !NOT_ENDPOINTS.some((prefix) => p.startsWith(prefix)),
    );
    expect(stale).toEqual([]);
  });
});
