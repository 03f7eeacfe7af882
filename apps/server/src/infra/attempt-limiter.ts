import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../errors';

export interface AttemptRule {
  /** Names the counter, e.g. 'login:ip:1.2.3.4' or 'sms:number:+4915...'. */
  key: string;
  limit: number;
  /** Whole seconds: the Redis store counts its windows in seconds. */
  windowMs: number;
  /** Text answered when the limit is reached; defaults to 'Too many attempts, please try again later'. */
  message?: string;
}

/**
 * Fixed-window attempt counters (rate-limiter-flexible): in process by default, in Redis when REDIS_URL is set
 * so that limits hold across server nodes. Used on every credential endpoint (per address and per account)
 * and for SMS-pumping defence. Windows run on the wall clock (the library's own), not the app's Clock: they are
 * defences, not product rules a test moves time for; tests clear a counter with reset() instead.
 */
export class AttemptLimiter {
  /** One library limiter per (limit, window); rules that share both share a limiter and its store. */
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  /** Without Redis the counters live in this process. `prefix` keeps apps sharing one Redis apart. */
  constructor(
    private readonly redis: Redis | undefined,
    private readonly prefix = '',
  ) {}

  /** Counts one attempt against each rule in order and throws at the first that is over its limit. */
  async consume(rules: readonly AttemptRule[]): Promise<void> {
    for (const rule of rules) {
      try {
        await this.limiterFor(rule).consume(rule.key);
      } catch (err) {
        // The library rejects with its result object when the limit is reached, and with an Error when the
        // store fails; only the first is a refusal.
        if (err instanceof RateLimiterRes) throw new TooManyRequestsError(rule.message);
        throw err;
      }
    }
  }

  /** Forgets a counter, e.g. wrong-password attempts after a successful sign-in. */
  async reset(rule: AttemptRule): Promise<void> {
    await this.limiterFor(rule).delete(rule.key);
  }

  private limiterFor({ limit, windowMs }: AttemptRule): RateLimiterAbstract {
    const id = `${limit}/${windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      if (windowMs % 1000 !== 0) throw new Error(`attempt window ${windowMs} ms is not whole seconds`);
      // The same key prefix as the hand-written counters before, so the keys in Redis keep their names.
      const options = { points: limit, duration: windowMs / 1000, keyPrefix: `${this.prefix}limit` };
      limiter = this.redis
        ? new RateLimiterRedis({ ...options, storeClient: this.redis })
        : new RateLimiterMemory(options);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
