import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { relinkLocks, smsRequests, users, verificationCodes, type UserRow } from '../../infra/db/schema';

export type PhoneCodeRow = typeof verificationCodes.$inferSelect;

/** verification_codes.purpose of the phone flows. */
export type PhoneCodeStorePurpose = 'phone-login' | 'phone-reset';

export interface NewPhoneCode {
  purpose: PhoneCodeStorePurpose;
  channel: 'sms' | 'whatsapp';
  phone: string;
  userId: number | null;
  codeHash: string;
  expiresAt: Date;
}

export interface SignInDetails {
  countryId?: number | undefined;
  pushToken?: string | undefined;
}

export interface SmsRequestRecord {
  phone: string;
  ip: string;
  channel: string;
  telemetry: string;
  refusal: string | null;
}

/** The code is neither used nor burnt by wrong tries. */
function usable(codeId: number, maxTries: number) {
  return and(
    eq(verificationCodes.id, codeId),
    isNull(verificationCodes.consumedAt),
    lt(verificationCodes.attempts, maxTries),
  );
}

/** The SQL of phone sign-in: accounts by number, their codes, and the log of code requests. */
export class PhoneAuthRepo {
  constructor(private readonly db: Db) {}

  async userByPhone(phone: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.phone, phone)).limit(1);
    return row;
  }

  /** The number is proven by the code that led here. Two first sign-ins racing end in the same account. */
  async createPhoneUser(phone: string, deviceId: string, details: SignInDetails): Promise<UserRow> {
    const [created] = await this.db
      .insert(users)
      .values({
        phone,
        phoneVerifiedAt: sql`now()`,
        deviceId,
        countryId: details.countryId ?? null,
        pushToken: details.pushToken ?? null,
      })
      .onConflictDoNothing({ target: users.phone })
      .returning();
    const user = created ?? (await this.userByPhone(phone));
    if (!user) throw new Error('phone account vanished while being created');
    return user;
  }

  /** Every sign-in by code proves the number again; the client's country and push token are kept fresh. */
  async recordSignIn(userId: number, details: SignInDetails, numberProven: boolean): Promise<void> {
    await this.db
      .update(users)
      .set({
        ...(details.countryId === undefined ? {} : { countryId: details.countryId }),
        ...(details.pushToken === undefined ? {} : { pushToken: details.pushToken }),
        ...(numberProven ? { phoneVerifiedAt: sql`coalesce(${users.phoneVerifiedAt}, now())` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
  }

  async setPhonePassword(userId: number, phonePasswordHash: string): Promise<void> {
    await this.db
      .update(users)
      .set({ phonePasswordHash, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  /** A number unlinked from an account recently cannot start another one (spec §4, 7 days). */
  async relinkLockedUntil(phone: string): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ lockedUntil: relinkLocks.lockedUntil })
      .from(relinkLocks)
      .where(and(eq(relinkLocks.identifier, `phone:${phone}`), gt(relinkLocks.lockedUntil, sql`now()`)))
      .limit(1);
    return row?.lockedUntil;
  }

  async issueCode(code: NewPhoneCode): Promise<void> {
    await this.db.insert(verificationCodes).values({
      purpose: code.purpose,
      channel: code.channel,
      target: code.phone,
      userId: code.userId,
      codeHash: code.codeHash,
      expiresAt: code.expiresAt,
    });
  }

  /** Only the newest code of a number and purpose counts: asking for another one retires the earlier ones. */
  async newestCode(purpose: PhoneCodeStorePurpose, phone: string): Promise<PhoneCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, phone)))
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    return row;
  }

  /** Counts a wrong try, atomically; the tries now used, or undefined when the code had none left. */
  async countWrongTry(codeId: number, maxTries: number): Promise<number | undefined> {
    const [row] = await this.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(usable(codeId, maxTries))
      .returning({ attempts: verificationCodes.attempts });
    return row?.attempts;
  }

  /**
   * Single use: true for exactly one caller, and only while the code has tries left, so a right guess that
   * races wrong ones cannot land after the code was burnt.
   */
  async consumeCode(codeId: number, maxTries: number): Promise<boolean> {
    const rows = await this.db
      .update(verificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(usable(codeId, maxTries))
      .returning({ id: verificationCodes.id });
    return rows.length > 0;
  }

  async recordSmsRequest(request: SmsRequestRecord): Promise<void> {
    await this.db.insert(smsRequests).values(request);
  }
}
