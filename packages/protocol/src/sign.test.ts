import { describe, expect, it } from 'vitest';
import { canonicalTarget, computeSign, signMatches, signingString } from './sign';
import { buildSignedRequest } from './signed-request';

describe('canonicalTarget', () => {
  it('drops every signing parameter and keeps the rest in its original order and encoding', () => {
    expect(
      canonicalTarget(
        '/a/b?z=1&sign=ABC&userId=7&q=hello%20world&nonce=n&timestamp=1&deviceId=d&version=1&loginToken=t',
      ),
    ).toBe('/a/b?z=1&q=hello%20world');
  });
  it('drops the question mark when nothing but signing parameters was there', () => {
    expect(canonicalTarget('/a?sign=X&nonce=1')).toBe('/a');
    expect(canonicalTarget('/a')).toBe('/a');
  });
  it('recognises encoded parameter names', () => {
    expect(canonicalTarget('/a?%73ign=X&b=2')).toBe('/a?b=2');
  });
});

describe('computeSign', () => {
  const input = {
    url: '/facade/api/user/logout?x=1',
    deviceId: 'dev1',
    nonce: 'n1',
    timestamp: 1700000000000,
    userId: 42,
  };

  it('is the uppercase hex HMAC-SHA256 of the signing string keyed by the token', () => {
    expect(signingString(input)).toBe('/facade/api/user/logout?x=1\ndev1\nn1\n1700000000000\n42');
    // Known vector, computed independently with Node's crypto.createHmac('sha256', 'token').
    expect(computeSign('token', input)).toBe(
      '32C4C15138A134EEBCAE36B8D9FF4BE4A2DBF788DE65A3A83849FFC0A399B11D',
    );
  });
  it('changes with the key, the path, the nonce, the timestamp and the user', () => {
    const base = computeSign('token', input);
    expect(computeSign('other', input)).not.toBe(base);
    expect(computeSign('token', { ...input, url: '/facade/api/user/logout?x=2' })).not.toBe(base);
    expect(computeSign('token', { ...input, nonce: 'n2' })).not.toBe(base);
    expect(computeSign('token', { ...input, timestamp: input.timestamp + 1 })).not.toBe(base);
    expect(computeSign('token', { ...input, userId: 43 })).not.toBe(base);
  });
  it('ignores the host of an absolute URL', () => {
    expect(computeSign('k', { ...input, url: 'https://mingle.example/facade/api/user/logout?x=1' })).toBe(
      computeSign('k', input),
    );
  });
});

describe('signMatches', () => {
  it('compares whole strings', () => {
    expect(signMatches('ABC', 'ABC')).toBe(true);
    expect(signMatches('ABC', 'ABD')).toBe(false);
    expect(signMatches('ABC', 'AB')).toBe(false);
  });
});

/** Query parameters of a built URL (no URL/URLSearchParams here: the package compiles without DOM or Node types). */
function params(url: string): Map<string, string> {
  const query = url.split('?')[1] ?? '';
  return new Map(query.split('&').map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]));
}

describe('buildSignedRequest', () => {
  const base = {
    credentials: { deviceId: 'dev1', userId: 42, loginToken: 'tok' },
    nonce: 'n1',
    timestamp: 1700000000000,
    appId: 'mingle-web',
    version: '1.0.0',
    languageId: 7,
  };

  it('puts the common fields in the query for GET and signs the sent URL', () => {
    const req = buildSignedRequest({ ...base, method: 'GET', path: '/p', query: { searchUserId: 5 } });
    expect(req.body).toBeUndefined();
    const query = params(req.url);
    expect(query.get('searchUserId')).toBe('5');
    expect(query.get('platformType')).toBe('4');
    expect(query.get('languageId')).toBe('7');
    expect(query.get('loginToken')).toBe('tok');
    const sign = query.get('sign') ?? '';
    const unsigned = req.url.replace(/&sign=[0-9A-F]+$/, '');
    expect(sign).toBe(
      computeSign('tok', {
        url: unsigned,
        deviceId: 'dev1',
        nonce: 'n1',
        timestamp: base.timestamp,
        userId: 42,
      }),
    );
  });

  it('puts the common fields in the body for POST and only the signing fields in the query', () => {
    const req = buildSignedRequest({ ...base, method: 'POST', path: '/p', body: { nickname: 'Ann' } });
    expect(req.body).toMatchObject({ nickname: 'Ann', platformType: 4, loginToken: 'tok', deviceId: 'dev1' });
    const query = params(req.url);
    expect([...query.keys()].sort()).toEqual(['deviceId', 'nonce', 'sign', 'timestamp', 'userId', 'version']);
  });

  it('signs public paths with an empty key even for a logged-in user', () => {
    const req = buildSignedRequest({ ...base, method: 'GET', path: '/facade/api/onlinestatus/exempt/batch' });
    expect(req.url).toContain('loginToken=tok');
    const unsigned = req.url.replace(/&sign=[0-9A-F]+$/, '');
    const signed = { url: unsigned, deviceId: 'dev1', nonce: 'n1', timestamp: base.timestamp, userId: 42 };
    expect(req.url.endsWith(`sign=${computeSign('', signed)}`)).toBe(true);
  });

  it('signs with an empty key for visitors and leaves out absent ids', () => {
    const req = buildSignedRequest({
      ...base,
      credentials: { deviceId: 'dev1' },
      method: 'GET',
      path: '/x/exempt/y',
    });
    expect(req.url).not.toContain('userId=');
    expect(req.url).not.toContain('loginToken=');
    const unsigned = req.url.replace(/&sign=[0-9A-F]+$/, '');
    expect(
      req.url.endsWith(
        computeSign('', {
          url: unsigned,
          deviceId: 'dev1',
          nonce: 'n1',
          timestamp: base.timestamp,
          userId: undefined,
        }),
      ),
    ).toBe(true);
  });
});
