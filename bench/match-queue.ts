// Match queue: how long one join (pair or enqueue) takes with hundreds of seekers waiting, for the in-process
// queue and the Redis queue (one Lua script per join). Run: `npx tsx bench/match-queue.ts` (REDIS_URL, default
// redis://127.0.0.1:6379). The socket-level match latency (join -> matched on both sockets) belongs to the
// matching module's bench.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import type { MatchQueue, Seeker } from '../apps/server/src/infra/match-queue/match-queue';
import { MemoryMatchQueue } from '../apps/server/src/infra/match-queue/memory-match-queue';
import { RedisMatchQueue } from '../apps/server/src/infra/match-queue/redis-match-queue';
import { percentile } from './stats';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A realistic mix: most want anyone, some filter by gender, a few by country; a few avoid someone. */
function randomSeeker(userId: number): Seeker {
  const r = Math.random();
  return {
    userId,
    gender: Math.random() < 0.5 ? 1 : 2,
    wantGender: r < 0.6 ? 0 : r < 0.85 ? 2 : 1,
    countryId: [276, 840, 76, 356][Math.floor(Math.random() * 4)] ?? 276,
    wantCountryId: Math.random() < 0.1 ? 276 : 0,
    avoid: Math.random() < 0.1 ? [userId + 1] : [],
  };
}

async function measure(name: string, queue: MatchQueue, waiting: number, joins: number, concurrency: number) {
  let next = 1;
  // Fill the queue with seekers nobody can pair with (they want a country no one is from), so every measured
  // join scans the whole queue: the worst case of the linear scan.
  for (let i = 0; i < waiting; i += 1) {
    await queue.join({ ...randomSeeker(next++), wantCountryId: 999 });
  }
  const durations: number[] = [];
  let paired = 0;
  const started = performance.now();
  const worker = async () => {
    while (durations.length < joins) {
      const t0 = performance.now();
      const partner = await queue.join(randomSeeker(next++));
      durations.push(performance.now() - t0);
      if (partner) paired += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  console.log(
    `| ${name} | ${waiting} | ${concurrency} | ${Math.round(durations.length / elapsed)} | ` +
      `${percentile(durations, 0.5).toFixed(2)} ms | ${percentile(durations, 0.99).toFixed(2)} ms | ${paired} |`,
  );
}

const redis = new Redis(redisUrl);
console.log('| queue | waiting (unmatchable) | concurrent joins | joins/s | p50 | p99 | paired |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const waiting of [0, 200, 1000]) {
  await measure('memory', new MemoryMatchQueue(), waiting, 4000, 50);
  const prefix = `mingle-bench:${randomBytes(4).toString('hex')}:`;
  await measure('redis', new RedisMatchQueue(redis, prefix), waiting, 4000, 50);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
}
await redis.quit();
