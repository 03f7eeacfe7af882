import { TooManyRequestsError } from '../errors';
import type { KeyValueStore } from './kv/key-value-store';

export interface AttemptRule {
  /** Names the counter, e.g. 'login:ip:1.2.3.4' or 'sms:number:+4915...'. */
  key: string;
  limit: number;
  windowMs: number;
  /** Text answered when the limit is reached; defaults to 'Too many attempts, please try again later'. */
  message?: string;
}

/**
 * Fixed-window counters over the shared key-value store, so limits hold across server nodes. Used on every
 * credential endpoint (per address and per account) and for SMS-pumping defence.
 */
export class AttemptLimiter {
  constructor(private readonly kv: KeyValueStore) {}

  /** Counts one attempt against every rule and throws when any of them is over its limit. */
  async consume(rules: readonly AttemptRule[]): Promise<void> {
    for (const rule of rules) {
      const count = await this.kv.increment(`limit:${rule.key}`, rule.windowMs);
      if (count > rule.limit) throw new TooManyRequestsError(rule.message);
    }
  }

  /** How many attempts the rule has counted in its current window. */
  async count(rule: Pick<AttemptRule, 'key'>): Promise<number> {
    return Number(await this.kv.get(`limit:${rule.key}`)) || 0;
  }

  /** Forgets a counter, e.g. wrong-password attempts after a successful sign-in. */
  async reset(rule: Pick<AttemptRule, 'key'>): Promise<void> {
    await this.kv.delete(`limit:${rule.key}`);
  }
}
