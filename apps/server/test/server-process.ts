import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HttpMethod } from '@mingle/protocol';
import type { IssuedSession } from '../src/modules/session/service';
import { freePort } from './free-port';
import { signedInject } from './signed';
import type { Answer } from './social-client';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A real server process (src/main.ts under tsx, as `npm start` runs dist/main.js), for multi-process tests and
 * for bench/reconnect-storm.ts, which runs outside Vitest: so nothing here may import 'vitest'.
 */
export interface ServerProcess {
  url: string;
  call<T = unknown>(
    session: IssuedSession,
    method: HttpMethod,
    path: string,
    body?: Record<string, unknown>,
  ): Promise<Answer<T>>;
  /** What the process printed, for a failing test's message. */
  output(): string;
  /** Settles once the process has exited, however it ended (a crash point kills it from inside). */
  exited: Promise<void>;
  stop(): Promise<void>;
  /** Stops it dead (SIGKILL), as a power cut would: no shutdown hook runs. */
  kill(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let printed = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'mingle-proc-')),
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  // Ready when /healthz answers; a process that exits first fails the start with what it printed.
  const ready = untilHealthy(url, 60_000);
  // Whichever comes first decides; the other one, settling later, must not fail anything.
  let decided = false;
  const fail = (why: string) => {
    if (decided) return;
    decided = true;
    throw new Error(`server process ${why}:\n${printed}`);
  };
  await Promise.race([
    ready.then(
      () => void (decided = true),
      () => fail('did not become ready'),
    ),
    exited.then(() => fail('exited early')),
  ]);

  return {
    url,
    call: <T>(session: IssuedSession, method: HttpMethod, target: string, body?: Record<string, unknown>) =>
      signedFetch<T>(url, session, method, target, body),
    output: () => printed,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A request signed as the web client signs it, sent with fetch to `baseUrl` (a server or a balancer in front). */
export async function signedFetch<T = unknown>(
  baseUrl: string,
  session: IssuedSession,
  method: HttpMethod,
  target: string,
  body?: Record<string, unknown>,
): Promise<Answer<T>> {
  const req = signedInject({
    method,
    path: target,
    ...(method === 'GET' ? { query: body as Record<string, string | number> } : { body: body ?? {} }),
    credentials: { ...session },
  });
  const res = await fetch(`${baseUrl}${req.url}`, {
    method,
    ...(req.payload
      ? { body: JSON.stringify(req.payload), headers: { 'content-type': 'application/json' } }
      : {}),
  });
  return (await res.json()) as Answer<T>;
}

/** Polls /healthz every 100 ms until it answers ok; rejects after `timeoutMs`. */
async function untilHealthy(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() >= deadline) throw new Error('not ready yet');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
