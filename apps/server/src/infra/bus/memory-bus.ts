import type { Bus } from './bus';

/** One process: a message reaches this process's subscribers, after the publisher's turn (as over Redis). */
export class MemoryBus implements Bus {
  private readonly handlers = new Map<string, Array<(message: string) => void>>();
  private closed = false;

  async publish(channel: string, message: string): Promise<void> {
    if (this.closed) return;
    const handlers = this.handlers.get(channel) ?? [];
    queueMicrotask(() => {
      for (const handler of handlers) handler(message);
    });
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<void> {
    this.handlers.set(channel, [...(this.handlers.get(channel) ?? []), handler]);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
  }
}
