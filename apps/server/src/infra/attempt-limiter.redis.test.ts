import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, it } from 'vitest';
import { readEnv } from '../config';
import { AttemptLimiter } from './attempt-limiter';
import { contract, refusal, rule } from './attempt-limiter.contract';

// The server-scaled project runs this file (it needs REDIS_URL); it fails there, never skips, without it.
const { redisUrl } = readEnv();
const connections: Redis[] = [];
afterAll(async () => {
  await Promise.all(connections.map((c) => c.quit()));
});

describe('with Redis', () => {
  const connect = () => {
    const redis = new Redis(redisUrl as string);
    connections.push(redis);
    return redis;
  };
  contract('redis', () => new AttemptLimiter(connect(), `test:${randomBytes(6).toString('hex')}:`));

  it('shares counters between nodes on one Redis and keeps prefixes apart', async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const nodeA = new AttemptLimiter(connect(), prefix);
    const nodeB = new AttemptLimiter(connect(), prefix);
    const other = new AttemptLimiter(connect(), `test:${randomBytes(6).toString('hex')}:`);
    const sms = rule('sms:number:+4915100000000', 1);
    await nodeA.consume([sms]);
    await refusal(nodeB.consume([sms]));
    await other.consume([sms]);
  });
});
