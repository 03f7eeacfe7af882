import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { relinkLocks, users, type UserRow } from '../../infra/db/schema';
import { VerificationCodesRepo } from '../accounts/verification-codes-repo';

export type UserPatch = Partial<
  Pick<
    UserRow,
    | 'nickname'
    | 'gender'
    | 'birthday'
    | 'birthdayChanges'
    | 'bio'
    | 'interests'
    | 'languages'
    | 'firstName'
    | 'lastName'
    | 'countryId'
    | 'termsVersion'
    | 'termsAcceptedAt'
  >
>;

/** An e-mail address or a phone number bound to an account (users.email / users.phone). */
export type BindingKind = 'email' | 'phone';

const bindingColumns = {
  email: { value: users.email, verifiedAt: 'emailVerifiedAt' },
  phone: { value: users.phone, verifiedAt: 'phoneVerifiedAt' },
} as const;

/** Spec §4: an unlinked address or number is locked under this name for every other account. */
export const relinkIdentifier = (kind: BindingKind, value: string) => `${kind}:${value}`;

/** The SQL of the profile: edits of the user row, terms and bindings. */
export class ProfileRepo {
  constructor(private readonly db: Db) {}

  /**
   * Applies the patch that `decide` derives from the row as it is now, with the row locked: two edits racing
   * cannot both set a gender or both spend the one birthday change. undefined when the user does not exist.
   */
  async updateWith(userId: number, decide: (user: UserRow) => UserPatch): Promise<UserRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) return undefined;
      const patch = decide(user);
      const [updated] = await tx
        .update(users)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning();
      return updated;
    });
  }

  async ownerOf(kind: BindingKind, value: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(bindingColumns[kind].value, value))
      .limit(1);
    return row?.id;
  }

  /** The account a lock still in force keeps the value for, if any. */
  async relinkLockHolder(kind: BindingKind, value: string, now: Date): Promise<number | undefined> {
    const [row] = await this.db
      .select({ userId: relinkLocks.userId, until: relinkLocks.lockedUntil })
      .from(relinkLocks)
      .where(eq(relinkLocks.identifier, relinkIdentifier(kind, value)))
      .limit(1);
    return row && row.until > now ? row.userId : undefined;
  }

  /**
   * Binds the value (verified now) and consumes the code in one transaction; the value the account had before
   * is locked for other accounts until lockUntil. false when the code was consumed by a racing request.
   */
  async bind(input: {
    kind: BindingKind;
    userId: number;
    value: string;
    codeId: number;
    lockUntil: Date;
  }): Promise<boolean> {
    const { kind, userId, value } = input;
    return this.db.transaction(async (tx) => {
      if (!(await new VerificationCodesRepo(tx).consume(input.codeId))) return false;
      const [before] = await tx
        .select({ value: bindingColumns[kind].value })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      await tx
        .update(users)
        .set({ [kind]: value, [bindingColumns[kind].verifiedAt]: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      const previous = before?.value;
      if (previous && previous !== value) {
        const lock = { userId, lockedUntil: input.lockUntil };
        await tx
          .insert(relinkLocks)
          .values({ identifier: relinkIdentifier(kind, previous), ...lock })
          .onConflictDoUpdate({ target: relinkLocks.identifier, set: lock });
      }
      return true;
    });
  }
}
