import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServerProcess, type ServerProcess } from './server-process';
import { createTestApp, type TestApp } from './test-app';

/** The pids of the workers that said they serve, from the JSON log lines (pino writes the pid on each). */
function servingPids(output: string): number[] {
  return output
    .split('\n')
    .filter((line) => line.includes('Mingle is serving'))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// WORKERS=2: one `npm start` process running two server workers on one port (CI's second pass: PostgreSQL, Redis).
describe('a cluster of workers on one port', () => {
  let control: TestApp;
  let server: ServerProcess;

  beforeAll(async () => {
    control = await createTestApp();
    const location = control.databaseLocation;
    if (location.kind !== 'postgres') throw new Error('expected PostgreSQL');
    server = await startServerProcess({
      WORKERS: '2',
      LOG_LEVEL: 'info',
      DATABASE_URL: location.url,
      REDIS_URL: process.env.REDIS_URL ?? '',
      REDIS_PREFIX: control.ctx.redisPrefix,
    });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await control?.close();
  });

  it('runs two workers, replaces one that dies, and stops them all on SIGTERM', async () => {
    await vi.waitFor(() => expect(servingPids(server.output())).toHaveLength(2), { timeout: 30_000 });
    const [first, second] = servingPids(server.output()) as [number, number];
    expect(first).not.toBe(second);

    process.kill(first, 'SIGKILL');
    await vi.waitFor(() => expect(servingPids(server.output())).toHaveLength(3), { timeout: 30_000 });
    expect(server.output()).toContain('worker died, starting another');
    const replacement = servingPids(server.output())[2] as number;
    // Every connection lands on a living worker.
    for (let i = 0; i < 20; i++) expect((await fetch(`${server.url}/healthz`)).ok).toBe(true);

    await server.stop();
    expect([second, replacement].filter(alive)).toEqual([]);
  });
});
