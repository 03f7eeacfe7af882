import { and, eq } from 'drizzle-orm';
import type { SocialProvider } from '@mingle/protocol';
import type { Db } from '../../infra/db/database';
import { socialIdentities, users } from '../../infra/db/schema';

export interface NewSocialAccount {
  provider: SocialProvider;
  subject: string;
  /** As the provider reported it: kept for support, never used to find or merge accounts. */
  email: string | null;
  deviceId: string;
}

export interface LinkedIdentity {
  userId: number;
  email: string | null;
}

/** Thrown inside the transaction to undo the new user when another first sign-in of the same identity won. */
class IdentityTaken extends Error {}

/** The SQL of social sign-in: accounts keyed on (provider, subject) in social_identities. */
export class SocialAuthRepo {
  constructor(private readonly db: Db) {}

  async identity(provider: SocialProvider, subject: string): Promise<LinkedIdentity | undefined> {
    const [row] = await this.db
      .select({ userId: socialIdentities.userId, email: socialIdentities.email })
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
      .limit(1);
    return row;
  }

  /**
   * Creates the account and its identity in one transaction. Two first sign-ins of the same person racing each
   * other end on one account: the loser's user row is rolled back and the winner's id answered.
   */
  async createAccount(account: NewSocialAccount): Promise<number> {
    try {
      return await this.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ deviceId: account.deviceId })
          .returning({ id: users.id });
        if (!user) throw new Error('insert into users returned no row');
        const linked = await tx
          .insert(socialIdentities)
          .values({
            provider: account.provider,
            subject: account.subject,
            userId: user.id,
            email: account.email,
          })
          .onConflictDoNothing()
          .returning({ userId: socialIdentities.userId });
        if (linked.length === 0) throw new IdentityTaken();
        return user.id;
      });
    } catch (err) {
      if (!(err instanceof IdentityTaken)) throw err;
      const winner = await this.identity(account.provider, account.subject);
      if (!winner) throw new Error('social identity vanished after a conflicting insert', { cause: err });
      return winner.userId;
    }
  }

  /** Keeps the address the provider reports current (it may change at the provider). */
  async updateEmail(provider: SocialProvider, subject: string, email: string | null): Promise<void> {
    await this.db
      .update(socialIdentities)
      .set({ email })
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
  }
}
