import { describe, expect, it } from 'vitest';
import { breakOutOfFrame, isLandingPath } from './frame-guard';

function fakeWindow(pathname: string, framed: boolean) {
  const top = { location: { href: 'https://other.example/' } };
  const self = { location: { pathname, href: `https://mingle.example${pathname}` } } as unknown as Window & {
    top: unknown;
    self: unknown;
  };
  Object.assign(self, { self, top: framed ? top : self });
  return { win: self, top };
}

describe('frame guard', () => {
  it('knows the landing paths in every language', () => {
    expect(isLandingPath('/')).toBe(true);
    expect(isLandingPath('/de')).toBe(true);
    expect(isLandingPath('/ar/random-video-chat')).toBe(true);
    expect(isLandingPath('/shop')).toBe(false);
  });

  it('moves the top window to a framed landing page and stops rendering', () => {
    const { win, top } = fakeWindow('/de/', true);
    expect(breakOutOfFrame(win)).toBe(true);
    expect(top.location.href).toBe('https://mingle.example/de/');
  });

  it('renders normally when not framed, or framed on a non-landing page', () => {
    expect(breakOutOfFrame(fakeWindow('/', false).win)).toBe(false);
    expect(breakOutOfFrame(fakeWindow('/shop', true).win)).toBe(false);
  });
});
