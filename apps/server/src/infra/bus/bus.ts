/**
 * Fire-and-forget news between the server's nodes (a session ended, so every node drops what it cached of it).
 * Delivery is at most once and unordered across publishers: a subscriber must be able to miss a message, which
 * is why everything cached on such news also has a time to live. In one process the memory bus is all there is;
 * with REDIS_URL the news travels over Redis pub/sub to every node, the publishing one included.
 */
export interface Bus {
  publish(channel: string, message: string): Promise<void>;
  /** Called for every message on the channel from now on, published by any node. */
  subscribe(channel: string, handler: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}
