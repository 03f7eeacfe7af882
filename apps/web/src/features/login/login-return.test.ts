import { describe, expect, it } from 'vitest';
import { decideLoginReturn, placeToPath, type ScreenPlace } from './login-return';

const terms: ScreenPlace = { name: 'TermsUse', pathname: '/de/terms-of-use', search: '?a=1', hash: '#x' };

describe('decideLoginReturn', () => {
  it('goes back to the page on screen when the login route was entered', () => {
    const target = decideLoginReturn({ previous: terms, carried: null, prefix: 'de' });
    expect(target && placeToPath(target)).toBe('/de/terms-of-use?a=1#x');
  });

  it('has nothing to go back to on a first load, so the caller goes home', () => {
    expect(decideLoginReturn({ previous: null, carried: null, prefix: null })).toBeNull();
    expect(
      decideLoginReturn({
        previous: null,
        carried: { pathname: '/about-us', search: '', hash: '' },
        prefix: null,
      }),
    ).toBeNull();
  });

  it('keeps the original page across a language switch inside the login route, in the new language', () => {
    const login: ScreenPlace = { name: 'LoginPage', pathname: '/login', search: '?ref=x', hash: '' };
    const carried = { pathname: '/about-us', search: '', hash: '' };
    expect(decideLoginReturn({ previous: login, carried, prefix: 'ar' })).toEqual({
      pathname: '/ar/about-us',
      search: '',
      hash: '',
    });
    const fromGerman = { pathname: '/de', search: '?q=1', hash: '' };
    expect(decideLoginReturn({ previous: login, carried: fromGerman, prefix: 'gb' })).toEqual({
      pathname: '/gb/',
      search: '?q=1',
      hash: '',
    });
  });

  it('goes home after a language switch when the pop-up opened on a first load', () => {
    const login: ScreenPlace = { name: 'LoginPage', pathname: '/login', search: '', hash: '' };
    expect(decideLoginReturn({ previous: login, carried: null, prefix: 'de' })).toBeNull();
  });
});
