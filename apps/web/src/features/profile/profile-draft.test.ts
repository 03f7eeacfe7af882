import { describe, expect, it } from 'vitest';
import { fakeUser } from '../../test/render-app';
import { draftOf, profileChanges } from './profile-draft';
import { hasMediaUnderReview, movedOrder } from './queries';

describe('profile edit: what is sent', () => {
  it('starts from the saved details; a neutral handle is no nickname', () => {
    const user = fakeUser({ id: 12, userName: 'User 12', gender: null, birthday: null, bio: null });
    expect(draftOf(user)).toMatchObject({ nickname: '', gender: null, birthday: '', bio: '' });
    expect(draftOf(fakeUser()).nickname).toBe('Mia');
  });

  it('sends only what changed, so an unchanged birthday does not use up its one change', () => {
    const before = draftOf(fakeUser({ interests: [1, 2], languages: [1] }));
    expect(profileChanges(before, before)).toEqual({});
    expect(profileChanges(before, { ...before, bio: '  hi  ' })).toEqual({ bio: 'hi' });
    expect(profileChanges(before, { ...before, birthday: '1995-04-03' })).toEqual({ birthday: '1995-04-03' });
    expect(profileChanges(before, { ...before, interests: [2, 1] })).toEqual({ interests: [2, 1] });
    expect(profileChanges(before, { ...before, languages: [] })).toEqual({ languages: [] });
  });

  it('clears bio and names with an empty string, but never sends an empty nickname', () => {
    const before = draftOf(fakeUser({ bio: 'old', firstName: 'Mia', lastName: 'Park' }));
    expect(profileChanges(before, { ...before, bio: '', firstName: ' ', lastName: '' })).toEqual({
      bio: '',
      firstName: '',
      lastName: '',
    });
    expect(profileChanges(before, { ...before, nickname: '   ' })).toEqual({});
  });

  it('sends a gender only when one is chosen', () => {
    const before = draftOf(fakeUser({ gender: null }));
    expect(profileChanges(before, { ...before, gender: 1 })).toEqual({ gender: 1 });
    expect(profileChanges(before, before)).toEqual({});
  });
});

describe('album order', () => {
  it('moves one photo one place, and nothing past the ends', () => {
    expect(movedOrder([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });

  it('keeps looking for a review result only while something is being checked', () => {
    const photo = { id: 1, kind: 'photo', url: '/f/1', width: 8, height: 8, position: 0 } as const;
    expect(hasMediaUnderReview(fakeUser({ photos: [{ ...photo, status: 'checking' }] }))).toBe(true);
    expect(hasMediaUnderReview(fakeUser({ photos: [{ ...photo, status: 'approved' }] }))).toBe(false);
    expect(hasMediaUnderReview(undefined)).toBe(false);
  });
});
