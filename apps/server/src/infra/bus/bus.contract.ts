import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { Bus } from './bus';

/** One contract for both buses: what reaches subscribers, and what does not. */
export function contract(name: string, make: () => Bus) {
  describe(`${name} bus`, () => {
    const channel = () => `test-${randomBytes(4).toString('hex')}`;

    it('delivers a message to every subscriber of its channel, the publisher included', async () => {
      const bus = make();
      const on = channel();
      const first: string[] = [];
      const second: string[] = [];
      await bus.subscribe(on, (m) => first.push(m));
      await bus.subscribe(on, (m) => second.push(m));
      await bus.publish(on, '100001');
      await bus.publish(on, '100002');
      await vi.waitFor(() => expect(second).toEqual(['100001', '100002']));
      expect(first).toEqual(['100001', '100002']);
    });

    it('keeps channels apart', async () => {
      const bus = make();
      const [mine, other] = [channel(), channel()];
      const got: string[] = [];
      await bus.subscribe(mine, (m) => got.push(m));
      await bus.publish(other, 'not for me');
      await bus.publish(mine, 'for me');
      await vi.waitFor(() => expect(got).toEqual(['for me']));
    });

    it('delivers nothing after it closed', async () => {
      const bus = make();
      const on = channel();
      const got: string[] = [];
      await bus.subscribe(on, (m) => got.push(m));
      await bus.close();
      await bus.publish(on, 'late').catch(() => undefined);
      // Give a message that was (wrongly) still delivered the time to arrive.
      await new Promise((resolve) => setImmediate(resolve));
      expect(got).toEqual([]);
    });
  });
}
