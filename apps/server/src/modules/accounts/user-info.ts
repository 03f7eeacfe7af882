import { ageOn, zodiacFor, type UserInfo } from '@mingle/protocol';
import type { UserRow } from '../../infra/db/schema';
import { mediaItem } from '../media/media-item';
import type { UsersRepo } from './users-repo';

/** The display name: nickname, else a neutral handle; names are sanitised when stored, not here. */
export function displayName(user: Pick<UserRow, 'id' | 'nickname'>): string {
  return user.nickname ?? `User ${user.id}`;
}

/**
 * Builds the spec §3 user info. `self` decides between the owner's view (all fields, media in every state)
 * and what others see (no contact data, approved media only).
 */
export async function buildUserInfo(
  repo: UsersRepo,
  user: UserRow,
  self: boolean,
  now: Date,
): Promise<UserInfo> {
  // Independent reads, so at once: on PostgreSQL they go out on two pooled connections.
  const [mediaRows, coins] = await Promise.all([
    repo.mediaOf(user.id, !self),
    self ? repo.coins(user.id) : Promise.resolve(0),
  ]);
  return userInfoOf(user, mediaRows, coins, self, now);
}

/**
 * The owner's own user info (getUserInfo, the app's most frequent signed-in read): the account row, its media
 * and its balance read at once rather than one after another. null when the account is gone.
 */
export async function ownUserInfo(repo: UsersRepo, userId: number, now: Date): Promise<UserInfo | null> {
  const [user, mediaRows, coins] = await Promise.all([
    repo.byId(userId),
    repo.mediaOf(userId, false),
    repo.coins(userId),
  ]);
  return user ? userInfoOf(user, mediaRows, coins, true, now) : null;
}

function userInfoOf(
  user: UserRow,
  mediaRows: Awaited<ReturnType<UsersRepo['mediaOf']>>,
  coins: number,
  self: boolean,
  now: Date,
): UserInfo {
  const [, month, day] = user.birthday ? user.birthday.split('-').map(Number) : [];
  return {
    id: user.id,
    userName: displayName(user),
    // The ledger's spendable balance, shown to its owner only: another user's coins are private.
    goldNum: coins,
    gender: user.gender,
    birthday: self ? user.birthday : null,
    age: user.birthday ? ageOn(user.birthday, now) : null,
    zodiac: month && day ? zodiacFor(month, day) : null,
    bio: user.bio,
    interests: user.interests,
    languages: user.languages,
    countryId: user.countryId,
    photos: mediaRows.filter((m) => m.kind === 'photo').map((m) => mediaItem(m, now)),
    videos: mediaRows.filter((m) => m.kind === 'video').map((m) => mediaItem(m, now)),
    firstName: self ? user.firstName : null,
    lastName: self ? user.lastName : null,
    email: self ? user.email : null,
    emailVerified: self && user.emailVerifiedAt !== null,
    phone: self ? user.phone : null,
    phoneVerified: self && user.phoneVerifiedAt !== null,
    hasEmailPassword: self && user.passwordHash !== null,
    hasPhonePassword: self && user.phonePasswordHash !== null,
    // The birthday may be set freely the first time and changed once after that (spec §5).
    canChangeBirthday: self && (user.birthday === null || user.birthdayChanges < 1),
    profileComplete: user.nickname !== null && user.gender !== null && user.birthday !== null,
    isAdmin: self && user.isAdmin,
    interfaceLanguage: self ? user.interfaceLanguage : null,
  };
}
