import { describe, expect, it } from 'vitest';
import { socialReturnPath, socialStartUrl } from './social-start';

describe('social sign-in start', () => {
  it('is a plain navigation to the start path with the device id and the way back', () => {
    const url = new URL(
      socialStartUrl({ baseUrl: '', provider: 'google', deviceId: 'dev1', returnTo: '/de/about-us?x=1' }),
      'http://app.test',
    );
    expect(url.pathname).toBe('/facade/api/user/exempt/social/google/start');
    expect(url.searchParams.get('deviceId')).toBe('dev1');
    expect(url.searchParams.get('redirect')).toBe('/de/about-us?x=1');
  });

  it('never asks to come back anywhere but a path of ours', () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil', null]) {
      const url = socialStartUrl({
        baseUrl: 'https://gw.example/',
        provider: 'apple',
        deviceId: 'd',
        returnTo,
      });
      expect(url.startsWith('https://gw.example/facade/api/user/exempt/social/apple/start?')).toBe(true);
      expect(new URL(url).searchParams.has('redirect')).toBe(false);
    }
  });

  it('goes where the callback says only when it is ours, else home', () => {
    expect(socialReturnPath('/ar/shop', '/')).toBe('/ar/shop');
    expect(socialReturnPath('//evil.example', '/de/')).toBe('/de/');
    expect(socialReturnPath(null, '/')).toBe('/');
  });
});
