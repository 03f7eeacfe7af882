import { describe, expect, it } from 'vitest';
import { chancesOf, drawPrize, type RandomBelow } from './prize-draw';

/** A seeded generator (mulberry32), so the statistical test gives the same verdict on every run. */
function seeded(seed: number): RandomBelow {
  let a = seed >>> 0;
  return (bound) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * bound);
  };
}

/** The prizes seeded by migration 0014: coins and weights. */
const PRIZES = [
  { id: 1, coins: 5, weight: 50 },
  { id: 2, coins: 10, weight: 30 },
  { id: 3, coins: 20, weight: 15 },
  { id: 4, coins: 50, weight: 4 },
  { id: 5, coins: 100, weight: 1 },
];
const DRAWS = 100_000;
/** Chi-square critical value for 4 degrees of freedom at p = 0.001. */
const CRITICAL_DF4_P001 = 18.467;

function chiSquare(observed: number[], expectedChances: number[], n: number): number {
  return observed.reduce((sum, o, i) => {
    const e = (expectedChances[i] ?? 0) * n;
    return sum + (o - e) ** 2 / e;
  }, 0);
}

function countDraws(prizes: typeof PRIZES, random: RandomBelow): number[] {
  const counts = prizes.map(() => 0);
  for (let i = 0; i < DRAWS; i++) {
    const prize = drawPrize(prizes, random);
    const index = prizes.findIndex((p) => p.id === prize?.id);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

describe('prize draw', () => {
  it('publishes each chance as weight over total', () => {
    expect(chancesOf(PRIZES)).toEqual([0.5, 0.3, 0.15, 0.04, 0.01]);
    expect(chancesOf([])).toEqual([]);
  });

  it('maps each ticket below the total to the prize whose slice holds it', () => {
    const tickets = [0, 49, 50, 79, 80, 94, 95, 98, 99];
    const drawn = tickets.map((ticket) => drawPrize(PRIZES, () => ticket)?.coins);
    expect(drawn).toEqual([5, 5, 10, 10, 20, 20, 50, 50, 100]);
    expect(drawPrize([], () => 0)).toBeUndefined();
  });

  it(`follows the published odds over ${DRAWS} draws (chi-square, p = 0.001)`, () => {
    const counts = countDraws(PRIZES, seeded(20311));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(DRAWS);
    expect(chiSquare(counts, chancesOf(PRIZES), DRAWS)).toBeLessThan(CRITICAL_DF4_P001);
  });

  it('the same test catches a wheel whose real odds differ from the published ones', () => {
    // The wheel draws by other weights than it publishes: the 100-coin prize twice as rare.
    const rigged = PRIZES.map((p) => (p.coins === 100 ? { ...p, weight: 0.5 } : p));
    const counts = countDraws(rigged, seeded(20311));
    expect(chiSquare(counts, chancesOf(PRIZES), DRAWS)).toBeGreaterThan(CRITICAL_DF4_P001);
  });
});
