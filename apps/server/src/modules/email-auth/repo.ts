import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { relinkLocks, users, type UserRow } from '../../infra/db/schema';

export interface NewUser {
  email: string;
  passwordHash: string;
  nickname: string | null;
  deviceId: string;
}

/** The SQL of e-mail sign-up and sign-in: accounts by address (their codes and links: VerificationCodesRepo). */
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
  async isRelinkLocked(email: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .select({ identifier: relinkLocks.identifier })
      .from(relinkLocks)
      .where(and(eq(relinkLocks.identifier, `email:${email}`), gt(relinkLocks.lockedUntil, now)))
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
}
