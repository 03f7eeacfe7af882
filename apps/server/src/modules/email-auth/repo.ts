import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { relinkLocks, users, verificationCodes, type UserRow } from '../../infra/db/schema';

export type CodeRow = typeof verificationCodes.$inferSelect;

/** What a row in verification_codes is for; e-mail flows only. */
export type EmailCodePurpose = 'email-verify' | 'password-reset' | 'email-login';

export interface NewUser {
  email: string;
  passwordHash: string;
  nickname: string | null;
  deviceId: string;
}

export interface NewCode {
  purpose: EmailCodePurpose;
  target: string;
  userId: number;
  codeHash: string | null;
  tokenHash: string | null;
  expiresAt: Date;
}

/** The SQL of e-mail sign-up and sign-in: accounts by address, and their one-time codes and link tokens. */
export class EmailAuthRepo {
  constructor(private readonly db: Db) {}

  async userByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  }

  /** undefined when the address is taken, also by a sign-up racing this one (the unique index decides). */
  async createUser(user: NewUser): Promise<UserRow | undefined> {
    const [row] = await this.db
      .insert(users)
      .values(user)
      .onConflictDoNothing({ target: users.email })
      .returning();
    return row;
  }

  /** Spec §4: an address unlinked from an account cannot go to another one for 7 days. */
  async isRelinkLocked(email: string): Promise<boolean> {
    const rows = await this.db
      .select({ identifier: relinkLocks.identifier })
      .from(relinkLocks)
      .where(and(eq(relinkLocks.identifier, `email:${email}`), gt(relinkLocks.lockedUntil, sql`now()`)))
      .limit(1);
    return rows.length > 0;
  }

  async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  /** Only while the account still has that address: a code sent before an address change proves nothing. */
  async markEmailVerified(userId: number, email: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), eq(users.email, email)))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  async saveSignInDetails(
    userId: number,
    details: { pushToken?: string | null; countryId?: number },
  ): Promise<void> {
    if (details.pushToken === undefined && details.countryId === undefined) return;
    await this.db.update(users).set(details).where(eq(users.id, userId));
  }

  /** Issues a code and closes the earlier open ones of the same purpose and address: only the newest works. */
  async issueCode(code: NewCode): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(verificationCodes)
        .set({ consumedAt: sql`now()` })
        .where(this.openOf(code.purpose, code.target));
      await tx.insert(verificationCodes).values({ ...code, channel: 'email' });
    });
  }

  async closeCodes(purpose: EmailCodePurpose, target: string): Promise<void> {
    await this.db
      .update(verificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(this.openOf(purpose, target));
  }

  async openCode(purpose: EmailCodePurpose, target: string): Promise<CodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(verificationCodes)
      .where(this.openOf(purpose, target))
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    return row;
  }

  async openCodeByToken(purpose: EmailCodePurpose, tokenHash: string): Promise<CodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.tokenHash, tokenHash),
          isNull(verificationCodes.consumedAt),
        ),
      )
      .limit(1);
    return row;
  }

  /**
   * Takes one try from the code before it is compared, atomically, so that parallel guesses cannot all slip in
   * under the limit. false when none is left.
   */
  async takeTry(codeId: number, maxTries: number): Promise<boolean> {
    const rows = await this.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.id, codeId), lt(verificationCodes.attempts, maxTries)))
      .returning({ id: verificationCodes.id });
    return rows.length > 0;
  }

  /** A right code does not count as a wrong try. */
  async giveTryBack(codeId: number): Promise<void> {
    await this.db
      .update(verificationCodes)
      .set({ attempts: sql`greatest(${verificationCodes.attempts} - 1, 0)` })
      .where(eq(verificationCodes.id, codeId));
  }

  /** Single use: true for exactly one caller, however many race for the same code. */
  async consume(codeId: number): Promise<boolean> {
    const rows = await this.db
      .update(verificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return rows.length > 0;
  }

  private openOf(purpose: EmailCodePurpose, target: string) {
    return and(
      eq(verificationCodes.purpose, purpose),
      eq(verificationCodes.target, target),
      isNull(verificationCodes.consumedAt),
    );
  }
}
