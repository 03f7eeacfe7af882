import { contract } from './key-value-store.contract';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../manual-clock';
import { MemoryKeyValueStore } from './memory-key-value-store';

// The memory store's time is the clock's: the test moves it.
contract('memory', () => {
  const clock = new ManualClock();
  return {
    kv: new MemoryKeyValueStore(clock),
    async after(ms, check) {
      await clock.advance(ms);
      await check();
    },
  };
});

describe('memory key-value store on a manual clock', () => {
  it('keeps a key to the last millisecond of its time to live, and the sweep drops it after', async () => {
    const clock = new ManualClock();
    const kv = new MemoryKeyValueStore(clock);
    await kv.set('k', 'v', 1_000);
    await clock.advance(999);
    expect(await kv.get('k')).toBe('v');
    await clock.advance(1);
    kv.sweep();
    expect(await kv.getMany(['k'])).toEqual([null]);
  });
});
