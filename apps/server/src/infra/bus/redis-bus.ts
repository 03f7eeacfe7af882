import type { Redis } from 'ioredis';
import type { Bus } from './bus';

/**
 * Redis pub/sub under the deployment's key prefix. Publishing goes over the shared connection; a connection in
 * subscriber mode can do nothing else, so subscribing opens one of its own on first use.
 */
export class RedisBus implements Bus {
  private subscriber: Redis | undefined;
  private readonly handlers = new Map<string, Array<(message: string) => void>>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async publish(channel: string, message: string): Promise<void> {
    await this.redis.publish(`${this.prefix}bus:${channel}`, message);
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<void> {
    const name = `${this.prefix}bus:${channel}`;
    if (!this.subscriber) {
      this.subscriber = this.redis.duplicate();
      this.subscriber.on('message', (from: string, message: string) => {
        for (const h of this.handlers.get(from) ?? []) h(message);
      });
    }
    const known = this.handlers.get(name);
    this.handlers.set(name, [...(known ?? []), handler]);
    if (!known) await this.subscriber.subscribe(name);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await this.subscriber?.quit();
  }
}
