import { eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/database';
import { users, type UserRow } from '../../infra/db/schema';
import type { StoredSession } from './session-cache';

export class SessionRepo {
  constructor(private readonly db: Db) {}

  async createUser(deviceId: string, loginTokenHash: string): Promise<UserRow> {
    const [row] = await this.db.insert(users).values({ deviceId, loginTokenHash }).returning();
    if (!row) throw new Error('insert into users returned no row');
    return row;
  }

  async findUser(userId: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row;
  }

  /** Only what checking a request needs, the hot read of every signed-in request. */
  async findSession(userId: number): Promise<StoredSession | undefined> {
    const [row] = await this.db
      .select({ loginTokenHash: users.loginTokenHash, deviceId: users.deviceId })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  /** Replacing the hash is what ends the previous session: its token no longer matches. */
  async replaceSession(userId: number, deviceId: string, loginTokenHash: string | null): Promise<void> {
    await this.db.update(users).set({ deviceId, loginTokenHash }).where(eq(users.id, userId));
  }
}
