import { Code, profileApi } from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../src/infra/db/schema';
import { socialClient } from './social-client';
import { twoNodes } from './two-nodes';

// Two nodes over one PostgreSQL and one Redis (CI's second pass), each answering signed-in requests from its
// own memory of the session (SESSION_CACHE_SECONDS).
describe('the session cache across two nodes', () => {
  const nodes = twoNodes({ SESSION_CACHE_SECONDS: '300' });
  const ownProfile = (node: 0 | 1, session: Parameters<ReturnType<typeof socialClient>['get']>[0]) =>
    socialClient(nodes.node(node)).get(session, profileApi.getUserInfo.path);

  it('answers from memory: a token changed behind the service stays good until news of the change', async () => {
    const a = nodes.node(0);
    const user = await socialClient(a).user('Cached');
    expect((await ownProfile(1, user)).code).toBe(200);
    // Written straight into the table, no news on the bus: node B keeps its copy (what the cache is for).
    await a.ctx.database.db
      .update(users)
      .set({ loginTokenHash: 'x'.repeat(64) })
      .where(eq(users.id, user.userId));
    expect((await ownProfile(1, user)).code).toBe(200);
    expect((await ownProfile(0, user)).code).toBe(200);
  });

  it('ends the old session on the other node as soon as the user signs in again on one', async () => {
    const a = nodes.node(0);
    const user = await socialClient(a).user('Moves');
    expect((await ownProfile(1, user)).code).toBe(200);

    const fresh = await a.ctx.sessions.issueSession(user.userId, user.deviceId);
    expect((await ownProfile(0, user)).code).toBe(Code.SESSION_EXPIRED);
    // The news crosses Redis pub/sub: node B drops its copy within moments, not after its 300 s.
    await vi.waitFor(async () => expect((await ownProfile(1, user)).code).toBe(Code.SESSION_EXPIRED), {
      timeout: 2_000,
      interval: 20,
    });
    expect((await ownProfile(1, fresh)).code).toBe(200);
  });

  it('ends a banned or logged-out session on both nodes', async () => {
    const a = nodes.node(0);
    const user = await socialClient(a).user('Leaves');
    expect((await ownProfile(1, user)).code).toBe(200);
    await a.ctx.sessions.endSession(user.userId);
    await vi.waitFor(async () => expect((await ownProfile(1, user)).code).toBe(Code.SESSION_EXPIRED), {
      timeout: 2_000,
      interval: 20,
    });
  });
});
