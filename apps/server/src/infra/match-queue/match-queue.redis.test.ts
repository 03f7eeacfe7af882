import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe } from 'vitest';
import { readEnv } from '../../config';
import type { Clock } from '../clock';
import type { MatchQueueOptions } from './match-queue';
import { RedisMatchQueue } from './redis-match-queue';
import { contract } from './match-queue.contract';

// The server-scaled project runs this file (it needs REDIS_URL); it fails there, never skips, without it.
const { redisUrl } = readEnv();
const connections: Redis[] = [];
afterAll(async () => {
  await Promise.all(connections.map((c) => c.quit()));
});

describe('with Redis', () => {
  let prefix = '';
  const connect = () => {
    const connection = new Redis(redisUrl as string);
    connections.push(connection);
    return connection;
  };
  let lastOptions: MatchQueueOptions | undefined;
  let lastClock: Clock | undefined;
  contract(
    'redis',
    (options, clock) => {
      prefix = `mingle-test:${randomBytes(6).toString('hex')}:`;
      lastOptions = options;
      lastClock = clock;
      return new RedisMatchQueue(connect(), prefix, options, lastClock);
    },
    () => new RedisMatchQueue(connect(), prefix, lastOptions, lastClock),
  );
});
