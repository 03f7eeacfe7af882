import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readEnv } from '../../config';
import { contract } from './bus.contract';
import { RedisBus } from './redis-bus';

// The server-scaled project runs this file (it needs REDIS_URL); it fails there, never skips, without it.
const { redisUrl } = readEnv();
const connections: Redis[] = [];
afterAll(async () => {
  await Promise.all(connections.map((c) => c.quit()));
});

function redisBus(prefix = `test:${randomBytes(6).toString('hex')}:`): RedisBus {
  const redis = new Redis(redisUrl as string);
  connections.push(redis);
  return new RedisBus(redis, prefix);
}

contract('redis', () => redisBus());

describe('redis bus between nodes', () => {
  it("reaches the other node's subscribers, and only those of the same deployment prefix", async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const [nodeA, nodeB, otherDeployment] = [redisBus(prefix), redisBus(prefix), redisBus()];
    const onB: string[] = [];
    const onOther: string[] = [];
    await nodeB.subscribe('session', (m) => onB.push(m));
    await otherDeployment.subscribe('session', (m) => onOther.push(m));
    await nodeA.publish('session', '100007');
    await vi.waitFor(() => expect(onB).toEqual(['100007']));
    expect(onOther).toEqual([]);
    await Promise.all([nodeA.close(), nodeB.close(), otherDeployment.close()]);
  });
});
