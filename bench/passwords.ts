/**
 * Cost of a password check (argon2id, OWASP parameters, apps/server/src/infra/passwords.ts): it bounds how many
 * e-mail or phone password sign-ins one core can take.
 *   npx tsx bench/passwords.ts
 */
import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '../apps/server/src/infra/passwords';

const rounds = 40;
const stored = await hashPassword('correct horse battery');
const timings: number[] = [];
for (let i = 0; i < rounds; i++) {
  const start = performance.now();
  await verifyPassword(stored, i % 2 ? 'correct horse battery' : 'wrong guess');
  timings.push(performance.now() - start);
}
timings.sort((a, b) => a - b);
const pick = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]?.toFixed(1);
console.log(
  `argon2id verify: p50 ${pick(0.5)} ms, p95 ${pick(0.95)} ms over ${rounds} checks (one at a time)`,
);

const parallel = 8;
const start = performance.now();
await Promise.all(Array.from({ length: parallel * 5 }, () => verifyPassword(stored, 'wrong guess')));
const perSecond = ((parallel * 5) / (performance.now() - start)) * 1000;
console.log(
  `argon2id verify throughput, ${parallel * 5} checks in parallel: ${perSecond.toFixed(0)} per second`,
);
