import { contract, seeker } from './match-queue.contract';
import { describe, expect, it } from 'vitest';
import { compatible } from './match-queue';
import { MemoryMatchQueue } from './memory-match-queue';

describe('compatible', () => {
  it('is symmetric and excludes the same user', () => {
    const a = seeker(1, { gender: 2, wantGender: 1 });
    const b = seeker(2, { gender: 1, wantGender: 2 });
    expect(compatible(a, b)).toBe(true);
    expect(compatible(b, a)).toBe(true);
    expect(compatible(a, { ...a })).toBe(false);
    expect(compatible(a, { ...b, wantGender: 1 })).toBe(false);
  });
});

{
  // One clock and one set of maps per queue; "another process" shares nothing in memory, so for the memory
  // queue the race runs on the same instance, which is what one process would do.
  let current: MemoryMatchQueue | undefined;
  contract(
    'memory',
    (options, clock) => (current = new MemoryMatchQueue(options, clock)),
    () => current ?? new MemoryMatchQueue(),
  );
}
