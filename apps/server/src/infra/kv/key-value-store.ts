/**
 * Short-lived shared state (request nonces, presence, later rate counters and match state). In process by
 * default; Redis when REDIS_URL is set so that every server node sees the same values.
 */
export interface KeyValueStore {
  /** Stores the value only if the key is absent; true when this call stored it. Atomic. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /**
   * Adds one to a counter and returns the new value. The first increment starts the counter's time to live;
   * later ones do not extend it (a fixed window, as rate limits need). Atomic.
   */
  increment(key: string, ttlMs: number): Promise<number>;
  get(key: string): Promise<string | null>;
  getMany(keys: readonly string[]): Promise<(string | null)[]>;
  delete(key: string): Promise<void>;
  /** Deletes the key only while it still holds `value` (so a stale owner never frees a newer claim). Atomic. */
  deleteIfEquals(key: string, value: string): Promise<boolean>;
  /**
   * Replaces the value only while the key still holds `expected`, keeping the time to live it has left (a
   * change of state that must not make the key live longer). True when it replaced. Atomic.
   */
  replaceIfEquals(key: string, expected: string, value: string): Promise<boolean>;
  close(): Promise<void>;
}
