import { randomInt } from 'node:crypto';

/** A whole number in [0, bound): crypto randomness in production, a seeded generator in tests. */
export type RandomBelow = (bound: number) => number;

export const cryptoRandomBelow: RandomBelow = (bound) => randomInt(bound);

export interface Weighted {
  weight: number;
}

/** Each prize's published chance: its weight over the sum of the weights. */
export function chancesOf<P extends Weighted>(prizes: readonly P[]): number[] {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  return prizes.map((p) => (total > 0 ? p.weight / total : 0));
}

/**
 * Draws one prize with probability weight / total: a uniform whole number below the total picks the prize
 * whose slice of [0, total) holds it. Integer weights and an unbiased integer draw (crypto.randomInt) make the
 * published chances exact, with no floating-point drift. Undefined when there is nothing to draw.
 */
export function drawPrize<P extends Weighted>(prizes: readonly P[], randomBelow: RandomBelow): P | undefined {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) return undefined;
  let ticket = randomBelow(total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  return undefined;
}
