import {
  AccountCode,
  countryById,
  hasForbiddenNameCharacters,
  INTERESTS,
  isAdult,
  LANGUAGE_IDS,
  LANGUAGE_NAME_ENTRIES,
  MAX_INTERESTS,
  MAX_LANGUAGES,
  sanitizeUserName,
  TERMS_VERSION,
  type ComplementInfoBody,
  type LanguageEntry,
  type ProfileUpdateBody,
  type TermsStatus,
  type UserInfo,
} from '@mingle/protocol';
import { AccountError, AccountGoneError, ValidationError } from '../../errors';
import type { Clock } from '../../infra/clock';
import type { UserRow } from '../../infra/db/schema';
import { buildUserInfo, ownUserInfo } from '../accounts/user-info';
import type { UsersRepo } from '../accounts/users-repo';
import type { ProfileRepo, UserPatch } from './repo';
import type { SensitiveWords } from './sensitive-words';

const languageNames = new Map(LANGUAGE_NAME_ENTRIES.map((l) => [l.id, l.name]));
const LANGUAGES: readonly LanguageEntry[] = Object.entries(LANGUAGE_IDS).map(([code, id]) => ({
  id,
  code,
  name: languageNames.get(id) ?? code,
}));

type ProfileChanges = ProfileUpdateBody & { countryId?: number | undefined };

/** Where a view of another user's profile is recorded ("who viewed me", modules/discover). */
export interface ProfileViewLog {
  record(viewerId: number, viewedId: number): Promise<void>;
}

/** Profile rules of spec §5: names, once-only gender and birthday change, 18+, tag limits, sensitive words. */
export class ProfileService {
  constructor(
    private readonly users: UsersRepo,
    private readonly repo: ProfileRepo,
    private readonly words: SensitiveWords,
    private readonly clock: Clock,
    private readonly views: ProfileViewLog,
  ) {}

  interests() {
    return INTERESTS;
  }

  /** The languages a profile may list (ids 1-36); the filter's pseudo-entries are not languages. */
  languages(): readonly LanguageEntry[] {
    return LANGUAGES;
  }

  async ownInfo(userId: number): Promise<UserInfo> {
    const info = await ownUserInfo(this.users, userId, this.clock.date());
    if (!info) throw new AccountGoneError();
    return info;
  }

  /** Another user's public view; a suspended account looks like no account. Opening it is recorded. */
  async infoOf(viewerId: number, targetId: number): Promise<UserInfo> {
    if (targetId === viewerId) return this.ownInfo(viewerId);
    const target = await this.users.byId(targetId);
    if (!target || target.status !== 'active') throw new AccountError(AccountCode.ACCOUNT_NOT_FOUND, 404);
    const info = await buildUserInfo(this.users, target, false, this.clock.date());
    await this.views.record(viewerId, targetId);
    return info;
  }

  async update(userId: number, changes: ProfileUpdateBody): Promise<UserInfo> {
    return this.apply(userId, changes);
  }

  /** Supplementary registration: the fields a new account lacks, under the same rules as an edit. */
  async complement(userId: number, body: ComplementInfoBody): Promise<UserInfo> {
    if (body.countryId !== undefined && !countryById(body.countryId)) {
      throw new ValidationError('Invalid request: countryId: unknown country');
    }
    return this.apply(userId, body);
  }

  async termsStatus(userId: number): Promise<TermsStatus> {
    return termsStatusOf(await this.existing(userId));
  }

  async acceptTerms(userId: number, version: string): Promise<TermsStatus> {
    if (version !== TERMS_VERSION) throw new AccountError(AccountCode.TERMS_VERSION_OUTDATED);
    const user = await this.repo.updateWith(userId, () => ({
      termsVersion: version,
      termsAcceptedAt: this.clock.date(),
    }));
    if (!user) throw new AccountGoneError();
    return termsStatusOf(user);
  }

  private async apply(userId: number, changes: ProfileChanges): Promise<UserInfo> {
    // Checks that need no row run first, so a refused edit never takes the row lock.
    const names = this.checkedNames(changes);
    if (changes.bio && this.words.matches(changes.bio)) {
      throw new AccountError(AccountCode.CONTENT_SENSITIVE_WORDS);
    }
    if (changes.interests && changes.interests.length > MAX_INTERESTS) {
      throw new AccountError(AccountCode.TOO_MANY_INTERESTS);
    }
    if (changes.languages && changes.languages.length > MAX_LANGUAGES) {
      throw new AccountError(AccountCode.TOO_MANY_LANGUAGES);
    }
    const now = this.clock.date();
    const user = await this.repo.updateWith(userId, (current) => ({
      ...names,
      ...this.genderAndBirthday(current, changes, now),
      ...(changes.bio !== undefined ? { bio: changes.bio || null } : {}),
      ...(changes.interests ? { interests: changes.interests } : {}),
      ...(changes.languages ? { languages: changes.languages } : {}),
      ...(changes.countryId !== undefined ? { countryId: changes.countryId } : {}),
      ...(changes.interfaceLanguage ? { interfaceLanguage: changes.interfaceLanguage } : {}),
    }));
    if (!user) throw new AccountGoneError();
    return buildUserInfo(this.users, user, true, now);
  }

  /** Names are checked as typed and stored sanitised (spec §5); empty first or last names clear them. */
  private checkedNames(changes: ProfileChanges): UserPatch {
    const patch: UserPatch = {};
    for (const field of ['nickname', 'firstName', 'lastName'] as const) {
      const value = changes[field];
      if (value === undefined) continue;
      if (hasForbiddenNameCharacters(value)) throw new AccountError(AccountCode.NAME_FORBIDDEN_CHARACTERS);
      patch[field] = value === '' ? null : sanitizeUserName(value);
    }
    if (changes.nickname !== undefined && this.words.matches(changes.nickname)) {
      throw new AccountError(AccountCode.NAME_SENSITIVE_WORDS);
    }
    return patch;
  }

  private genderAndBirthday(user: UserRow, changes: ProfileChanges, now: Date): UserPatch {
    const patch: UserPatch = {};
    if (changes.gender !== undefined && changes.gender !== user.gender) {
      if (user.gender !== null) throw new AccountError(AccountCode.CANNOT_CHANGE_AFTER_SELECTION);
      patch.gender = changes.gender;
    }
    if (changes.birthday !== undefined && changes.birthday !== user.birthday) {
      // Setting it the first time is free; after that it may change once.
      if (user.birthday !== null && user.birthdayChanges >= 1) {
        throw new AccountError(AccountCode.BIRTHDAY_CHANGE_USED);
      }
      if (!isAdult(changes.birthday, now)) throw new AccountError(AccountCode.UNDERAGE);
      patch.birthday = changes.birthday;
      if (user.birthday !== null) patch.birthdayChanges = user.birthdayChanges + 1;
    }
    return patch;
  }

  private async existing(userId: number): Promise<UserRow> {
    const user = await this.users.byId(userId);
    if (!user) throw new AccountGoneError();
    return user;
  }
}

function termsStatusOf(user: UserRow): TermsStatus {
  return {
    accepted: user.termsVersion === TERMS_VERSION,
    version: user.termsVersion,
    acceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
    currentVersion: TERMS_VERSION,
  };
}
