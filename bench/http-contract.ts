/**
 * Throughput of the HTTP request contract: the server runs as `npm start` runs it (dist/main.js, embedded
 * PGlite, in-process stores) in a child process; autocannon loads it over loopback from this process.
 *   npm run build && npx tsx bench/http-contract.ts
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { countryApi, buildSignedRequest } from '@mingle/protocol';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 18_181;
const base = `http://127.0.0.1:${port}`;
const durationSeconds = 10;

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

function signedByIp(): string {
  return buildSignedRequest({
    method: 'GET',
    path: countryApi.byIp.path,
    credentials: { deviceId: 'bench-device' },
    nonce: randomBytes(8).toString('hex'),
    timestamp: Date.now(),
    appId: 'mingle-web',
    version: '1.0.0',
    languageId: 1,
  }).url;
}

async function run(title: string, options: Omit<autocannon.Options, 'url'>): Promise<void> {
  const result = await autocannon({ ...options, url: base, connections: 20, duration: durationSeconds });
  const errors = result.non2xx + result.errors;
  console.log(
    `${title}: ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${errors}`,
  );
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'mingle-bench-')),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForHealth();
  await run('GET /healthz (database ping)', { requests: [{ method: 'GET', path: '/healthz' }] });
  await run('GET byip, unsigned (contract parse + IP lookup)', {
    requests: [{ method: 'GET', path: countryApi.byIp.path }],
  });
  await run('GET byip, signed (+ HMAC check + nonce store)', {
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: signedByIp() }) }],
  });
} finally {
  server.kill('SIGTERM');
}
