import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryPeer } from './in-memory-peer';
import { PerfectNegotiation, type NegotiationSignal } from './perfect-negotiation';

/**
 * Two peers wired to each other through their negotiations, as the gateway relays 'call:signal' between the
 * two parties: in order per direction, each message after its own delay (the network).
 */
function pair(
  delays: { toCallee: () => number; toCaller: () => number } = { toCallee: () => 0, toCaller: () => 0 },
  callerWaitsForOfferMs = 0,
) {
  const caller = new InMemoryPeer('caller');
  const callee = new InMemoryPeer('callee');
  const errors: unknown[] = [];
  const sent: { from: string; signal: NegotiationSignal }[] = [];
  // Per-direction FIFO: the realtime socket keeps order, whatever the delay of each message.
  const relay = (from: string, target: () => PerfectNegotiation, delay: () => number) => {
    let last = Promise.resolve();
    return (signal: NegotiationSignal) => {
      sent.push({ from, signal });
      const wait = delay();
      const previous = last;
      last = new Promise<void>((resolve) => {
        setTimeout(() => void previous.then(() => target().handle(signal)).then(resolve), wait);
      });
    };
  };
  let callerNegotiation: PerfectNegotiation | null = null;
  let calleeNegotiation: PerfectNegotiation | null = null;
  callerNegotiation = new PerfectNegotiation(
    caller,
    relay('caller', () => calleeNegotiation as PerfectNegotiation, delays.toCallee),
    false,
    (error) => errors.push(error),
    callerWaitsForOfferMs,
  );
  calleeNegotiation = new PerfectNegotiation(
    callee,
    relay('callee', () => callerNegotiation as PerfectNegotiation, delays.toCaller),
    true,
    (error) => errors.push(error),
  );
  return { caller, callee, errors, sent };
}

/** Waits until both sides are stable, idle and agree on every track, or fails after many tasks. */
async function settled(a: InMemoryPeer, b: InMemoryPeer): Promise<void> {
  const agreed = (x: InMemoryPeer, y: InMemoryPeer) =>
    x.signalingState === 'stable' &&
    x.idle &&
    x.agreedRemote !== null &&
    [...y.localTracks].sort().join() === [...x.agreedRemote.tracks].sort().join() &&
    x.iceGeneration === y.iceGeneration;
  for (let i = 0; i < 2_000; i++) {
    if (
      agreed(a, b) &&
      agreed(b, a) &&
      a.connectionState === 'connected' &&
      b.connectionState === 'connected'
    ) {
      // A few more tasks: nothing may be left in flight that would change the outcome.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (agreed(a, b) && agreed(b, a)) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error(`not settled: ${a.signalingState}/${b.signalingState}`);
}

describe('perfect negotiation', () => {
  it('connects when only one side sends media, with trickled candidates', async () => {
    const { caller, callee, errors, sent } = pair();
    callee.addTrack('audio:callee');
    callee.addTrack('video:callee');
    await settled(caller, callee);
    expect(caller.agreedRemote?.tracks).toEqual(['audio:callee', 'video:callee']);
    expect(errors).toEqual([]);
    expect(sent.some((s) => s.signal.candidate?.candidate?.startsWith('candidate:'))).toBe(true);
    // The end-of-candidates marker is not relayed.
    expect(sent.some((s) => 'candidate' in s.signal && !s.signal.candidate)).toBe(false);
  });

  it('resolves offers that cross (glare): the polite callee yields, the caller never does', async () => {
    const { caller, callee, errors } = pair({ toCallee: () => 3, toCaller: () => 3 });
    caller.addTrack('audio:caller');
    caller.addTrack('video:caller');
    callee.addTrack('audio:callee');
    callee.addTrack('video:callee');
    await settled(caller, callee);
    expect(callee.agreedRemote?.tracks).toEqual(['audio:caller', 'video:caller']);
    expect(caller.agreedRemote?.tracks).toEqual(['audio:callee', 'video:callee']);
    expect(callee.rollbacks).toBeGreaterThan(0);
    expect(caller.rollbacks).toBe(0);
    expect(errors).toEqual([]);
  });

  it('always ends agreed whatever the network delays and who starts when', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 0, max: 3 }),
        async (delays, calleeStart) => {
          let i = 0;
          const next = () => delays[i++ % delays.length] ?? 0;
          const { caller, callee, errors } = pair({ toCallee: next, toCaller: next });
          caller.addTrack('audio:caller');
          setTimeout(() => callee.addTrack('audio:callee'), calleeStart);
          await settled(caller, callee);
          expect(errors).toEqual([]);
          expect(caller.rollbacks).toBe(0);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('renegotiates a track added mid-call (a voice call turning into video)', async () => {
    const { caller, callee, errors } = pair();
    caller.addTrack('audio:caller');
    callee.addTrack('audio:callee');
    await settled(caller, callee);
    caller.addTrack('video:caller');
    callee.addTrack('video:callee');
    await settled(caller, callee);
    expect(callee.agreedRemote?.tracks).toEqual(['audio:caller', 'video:caller']);
    expect(caller.agreedRemote?.tracks).toEqual(['audio:callee', 'video:callee']);
    expect(errors).toEqual([]);
  });

  it('carries an ICE restart from either side', async () => {
    const { caller, callee, errors } = pair();
    caller.addTrack('audio:caller');
    await settled(caller, callee);
    callee.restartIce();
    await settled(caller, callee);
    expect(caller.iceGeneration).toBe(1);
    caller.restartIce();
    callee.restartIce();
    await settled(caller, callee);
    expect(caller.iceGeneration).toBeGreaterThanOrEqual(2);
    expect(callee.iceGeneration).toBe(caller.iceGeneration);
    expect(errors).toEqual([]);
  });

  it('lets the other side offer first after a restart, and offers itself when nothing comes', async () => {
    const first = pair(undefined, 60_000);
    first.caller.addTrack('video:caller');
    first.callee.addTrack('video:callee');
    await settled(first.caller, first.callee);
    // Only the callee (the new page) offered: no glare to resolve.
    expect(first.sent.filter((s) => s.signal.description?.type === 'offer').map((s) => s.from)).toEqual([
      'callee',
    ]);
    expect(first.errors).toEqual([]);

    // The other side sends nothing of its own (no camera there): the wait runs out and this side offers.
    const alone = pair(undefined, 30);
    alone.caller.addTrack('video:caller');
    await settled(alone.caller, alone.callee);
    expect(alone.callee.agreedRemote?.tracks).toEqual(['video:caller']);
  });

  it('applies nothing once closed', async () => {
    const peer = new InMemoryPeer('a');
    const sent: NegotiationSignal[] = [];
    const negotiation = new PerfectNegotiation(peer, (s) => sent.push(s), true);
    negotiation.close();
    await negotiation.handle({ description: { type: 'offer', sdp: '{"from":"b","tracks":[],"ice":0}' } });
    expect(peer.signalingState).toBe('stable');
    expect(sent).toEqual([]);
  });
});
