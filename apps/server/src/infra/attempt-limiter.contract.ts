import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../errors';
import type { AttemptLimiter, AttemptRule } from './attempt-limiter';

export const rule = (key: string, limit: number, message?: string): AttemptRule => ({
  key,
  limit,
  windowMs: 60_000,
  message,
});

export async function refusal(attempt: Promise<void>): Promise<TooManyRequestsError> {
  const err: unknown = await attempt.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TooManyRequestsError);
  return err as TooManyRequestsError;
}

/** One contract for both stores: what the in-process limiter does, the Redis one must do too. */
export function contract(name: string, make: () => AttemptLimiter) {
  describe(`${name} attempt limiter`, () => {
    it('allows the limit and refuses the attempt after it, with the rule’s text', async () => {
      const limiter = make();
      const login = rule('login:ip:1.2.3.4', 3, 'Too many sign-in attempts');
      for (let i = 0; i < 3; i++) await limiter.consume([login]);
      const err = await refusal(limiter.consume([login]));
      expect(err.message).toBe('Too many sign-in attempts');
      expect(err.httpStatus).toBe(429);
      // Other keys have counters of their own.
      await limiter.consume([rule('login:ip:5.6.7.8', 3)]);
    });

    it('answers the default text when a rule names none', async () => {
      const limiter = make();
      const once = rule('once', 1);
      await limiter.consume([once]);
      expect((await refusal(limiter.consume([once]))).message).toBe(new TooManyRequestsError().message);
    });

    it('stops at the first rule over its limit without counting the later ones', async () => {
      const limiter = make();
      const perIp = rule('ip', 1);
      const perAccount = rule('account', 2);
      await limiter.consume([perIp, perAccount]);
      await refusal(limiter.consume([perIp, perAccount]));
      await refusal(limiter.consume([perIp, perAccount]));
      // Only the first attempt reached the account counter, so it still has one left.
      await limiter.consume([perAccount]);
      await refusal(limiter.consume([perAccount]));
    });

    it('forgets a counter on reset', async () => {
      const limiter = make();
      const guesses = rule('password:user:1', 2);
      await limiter.consume([guesses]);
      await limiter.consume([guesses]);
      await limiter.reset(guesses);
      await limiter.consume([guesses]);
      await limiter.consume([guesses]);
      await refusal(limiter.consume([guesses]));
    });

    it('counts concurrent attempts exactly', async () => {
      const limiter = make();
      const burst = rule('burst', 5);
      const results = await Promise.allSettled(Array.from({ length: 12 }, () => limiter.consume([burst])));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    });
  });
}
