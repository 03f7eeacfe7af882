import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar';

describe('initialsOf', () => {
  it('takes the first letter of the first two words, in capitals', () => {
    expect(initialsOf('ana maria lopez')).toBe('AM');
    expect(initialsOf('  Ben ')).toBe('B');
  });

  it('keeps whole characters (an emoji or an astral letter is never cut in half)', () => {
    expect(initialsOf('😀 Smile')).toBe('😀S');
    expect(initialsOf('𝒜lex')).toBe('𝒜');
  });

  it('works in scripts without capitals, and falls back to ? for an empty name', () => {
    expect(initialsOf('ليلى حسن')).toBe('لح');
    expect(initialsOf('   ')).toBe('?');
  });
});

describe('Avatar', () => {
  it('shows the photo when there is one, as decoration beside the name', () => {
    const { container } = render(<Avatar src="/p.webp" name="Ana" size={56} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/p.webp');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.style.getPropertyValue('--avatar-size')).toBe('56px');
  });

  it('shows the initials when there is no photo, hidden from assistive technology', () => {
    const { container } = render(<Avatar src="" name="Ana Maria" />);
    const initials = container.querySelector('.avatar-initials');
    expect(initials?.textContent).toBe('AM');
    expect(initials?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('img')).toBeNull();
  });
});
