import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from './test-app';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

/** `npm run admin -- ...` as an operator runs it (src/cli.ts under tsx instead of the built dist/cli.js). */
function admin(args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
  });
}

describe('npm run admin -- set-host', () => {
  it(
    'makes a user a host with a price, a friends price and the friends-only switch',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mingle-admin-'));
      // The command opens the configured database: the embedded one in DATA_DIR, or DATABASE_URL's.
      const scaled = testConfig().databaseUrl !== undefined;
      const open = () =>
        createTestApp(
          scaled ? {} : { databaseLocation: { kind: 'pglite', dir: path.join(dataDir, 'pglite') } },
        );
      let t = await open();
      const location = t.databaseLocation;
      const { userId } = await t.ctx.sessions.createUserWithSession('admin-host');
      // The embedded database has one owner at a time; PostgreSQL may stay open while the command runs.
      if (!scaled) await t.close();
      const env = {
        DATA_DIR: dataDir,
        ...(location.kind === 'postgres' ? { DATABASE_URL: location.url } : {}),
      };

      const made = await admin(
        ['set-host', String(userId), '--price', '35', '--friends-price', '12', '--friends-only'],
        env,
      );
      expect(made.stdout).toContain(`User ${userId} is a host: 35 coins per minute, 12 for friends`);
      const again = await admin(['set-host', String(userId), '--price', '40'], env);
      expect(again.stdout).toContain('40 coins per minute, 12 for friends, video calls from friends only');
      await expect(admin(['set-host', String(userId), '--friends-price=-3'], env)).rejects.toMatchObject({
        stderr: expect.stringContaining('--friends-price must be 0..10000'),
      });

      if (!scaled) t = await createTestApp({ databaseLocation: location });
      try {
        expect(await t.ctx.calls.hostSettings(userId)).toEqual({
          isHost: true,
          callPrice: 40,
          friendsCallPrice: 12,
          friendsOnly: true,
          // The Discover topic nobody chose yet: Other.
          topic: 99,
        });
      } finally {
        await t.close();
      }
    },
  );
});
