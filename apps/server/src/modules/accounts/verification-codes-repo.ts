import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { verificationCodes } from '../../infra/db/schema';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/** verification_codes.purpose of every flow that sends a code or a link. */
export type CodePurpose =
  | 'email-verify'
  | 'password-reset'
  | 'email-login'
  | 'phone-login'
  | 'phone-reset'
  | 'bind-email'
  | 'bind-phone';

/** The codes that compete: a new one closes the open ones of its scope, and only the newest open one counts. */
export interface CodeScope {
  purpose: CodePurpose;
  /** The address or number the code goes to. */
  target: string;
  /**
   * Set where each account has its own codes for a target (bindings): another account asking to bind the same
   * value must not close this account's code.
   */
  userId?: number;
}

export interface NewVerificationCode {
  channel: 'email' | 'sms' | 'whatsapp';
  userId: number | null;
  /** null for a link-only secret. */
  codeHash: string | null;
  tokenHash?: string | null;
  expiresAt: Date;
}

function openIn(scope: CodeScope) {
  return and(
    eq(verificationCodes.purpose, scope.purpose),
    eq(verificationCodes.target, scope.target),
    scope.userId === undefined ? undefined : eq(verificationCodes.userId, scope.userId),
    isNull(verificationCodes.consumedAt),
  );
}

/**
 * The SQL of one-time codes and link tokens for every flow (e-mail, phone, bindings). Built on a transaction,
 * its writes join that transaction.
 */
export class VerificationCodesRepo {
  constructor(private readonly db: Db) {}

  /** Only the newest code of a scope works, so that an earlier message cannot be used after a resend. */
  async issue(scope: CodeScope, code: NewVerificationCode): Promise<void> {
    await this.db.transaction(async (tx) => {
      await new VerificationCodesRepo(tx).close(scope);
      await tx.insert(verificationCodes).values({ purpose: scope.purpose, target: scope.target, ...code });
    });
  }

  async close(scope: CodeScope): Promise<void> {
    await this.db
      .update(verificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(openIn(scope));
  }

  async newestOpen(scope: CodeScope): Promise<VerificationCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(verificationCodes)
      .where(openIn(scope))
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    return row;
  }

  async openByToken(purpose: CodePurpose, tokenHash: string): Promise<VerificationCodeRow | undefined> {
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
   * under the limit. The tries used with this one, or undefined when none was left.
   */
  async takeTry(codeId: number, maxTries: number): Promise<number | undefined> {
    const [row] = await this.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.id, codeId), lt(verificationCodes.attempts, maxTries)))
      .returning({ attempts: verificationCodes.attempts });
    return row?.attempts;
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
}
