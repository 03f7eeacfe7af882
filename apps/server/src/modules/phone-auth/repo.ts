import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { relinkLocks, smsRequests, users, type UserRow } from '../../infra/db/schema';

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

/** The SQL of phone sign-in: accounts by number and the log of code requests (codes: VerificationCodesRepo). */
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
  async relinkLockedUntil(phone: string, now: Date): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ lockedUntil: relinkLocks.lockedUntil })
      .from(relinkLocks)
      .where(and(eq(relinkLocks.identifier, `phone:${phone}`), gt(relinkLocks.lockedUntil, now)))
      .limit(1);
    return row?.lockedUntil;
  }

  async recordSmsRequest(request: SmsRequestRecord): Promise<void> {
    await this.db.insert(smsRequests).values(request);
  }
}
