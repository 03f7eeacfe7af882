import { Gender, type ProfileUpdateBody, type UserInfo } from '@mingle/protocol';

/** What the edit form holds: the editable fields of the own info, as typed. */
export interface ProfileDraft {
  nickname: string;
  gender: Gender | null;
  birthday: string;
  bio: string;
  interests: number[];
  languages: number[];
  firstName: string;
  lastName: string;
}

export function asGender(value: number | null): Gender | null {
  return value === Gender.MALE || value === Gender.FEMALE ? value : null;
}

/** The name the server shows for an account without a nickname (docs/API.md: 'User <id>'). */
export function defaultHandle(userId: number): string {
  return `User ${userId}`;
}

export function draftOf(user: UserInfo): ProfileDraft {
  return {
    nickname: user.userName === defaultHandle(user.id) ? '' : user.userName,
    gender: asGender(user.gender),
    birthday: user.birthday ?? '',
    bio: user.bio ?? '',
    interests: [...user.interests],
    languages: [...user.languages],
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
  };
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Only what changed goes to the server: the gender and birthday rules count changes (set once; changed once), so
 * re-sending an unchanged birthday must not look like a change. An empty bio or name clears it.
 */
export function profileChanges(before: ProfileDraft, after: ProfileDraft): ProfileUpdateBody {
  const changes: ProfileUpdateBody = {};
  const nickname = after.nickname.trim();
  if (nickname && nickname !== before.nickname.trim()) changes.nickname = nickname;
  if (after.gender !== null && after.gender !== before.gender) changes.gender = after.gender;
  if (after.birthday && after.birthday !== before.birthday) changes.birthday = after.birthday;
  if (after.bio.trim() !== before.bio.trim()) changes.bio = after.bio.trim();
  if (!sameIds(after.interests, before.interests)) changes.interests = [...after.interests];
  if (!sameIds(after.languages, before.languages)) changes.languages = [...after.languages];
  if (after.firstName.trim() !== before.firstName.trim()) changes.firstName = after.firstName.trim();
  if (after.lastName.trim() !== before.lastName.trim()) changes.lastName = after.lastName.trim();
  return changes;
}
