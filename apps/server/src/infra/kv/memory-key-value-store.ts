import { systemClock, type Clock } from '../clock';
import type { KeyValueStore } from './key-value-store';

interface Entry {
  value: string;
  expiresAt: number;
}

export class MemoryKeyValueStore implements KeyValueStore {
  private readonly entries = new Map<string, Entry>();

  /** Expiry follows the clock; the composition root runs sweep() as a job ('kv.sweep'). */
  constructor(private readonly clock: Clock = systemClock) {}

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.live(key) !== undefined) return false;
    this.entries.set(key, { value, expiresAt: this.clock.now() + ttlMs });
    return true;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: this.clock.now() + ttlMs });
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const entry = this.live(key);
    const next = (entry ? Number(entry.value) || 0 : 0) + 1;
    this.entries.set(key, { value: String(next), expiresAt: entry?.expiresAt ?? this.clock.now() + ttlMs });
    return next;
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async getMany(keys: readonly string[]): Promise<(string | null)[]> {
    return keys.map((k) => this.live(k)?.value ?? null);
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async deleteIfEquals(key: string, value: string): Promise<boolean> {
    if (this.live(key)?.value !== value) return false;
    return this.entries.delete(key);
  }

  async replaceIfEquals(key: string, expected: string, value: string): Promise<boolean> {
    const entry = this.live(key);
    if (entry?.value !== expected) return false;
    entry.value = value;
    return true;
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.clock.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Drops expired keys. Reads drop them too; this only bounds memory for keys nobody reads again. */
  sweep(): void {
    const now = this.clock.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
