import { describe, expect, it } from 'vitest';
import { callQuality, qualityLevel } from './call-quality';
import {
  candidate,
  candidatePair,
  chromiumStats as chromium,
  inbound,
  statsReport as report,
} from './call-quality-test-kit';

describe('callQuality', () => {
  it('reads round trip and path from the selected pair and loss over the interval between two reports', () => {
    const before = chromium({ streams: [inbound('video', 100, 0), inbound('audio', 50, 0)] });
    // In the interval: video got 95 and lost 5, audio got 50 and lost none: 5 of 150.
    const now = chromium({ streams: [inbound('video', 195, 5), inbound('audio', 100, 0)] });
    expect(callQuality(before, now)).toEqual({ rttMs: 45, lossPercent: 3.3, path: 'direct', level: 'fair' });
  });

  it('counts from the start when there is no earlier report, and a stream new since then from zero', () => {
    const first = chromium({ streams: [inbound('video', 990, 10)] });
    expect(callQuality(null, first)?.lossPercent).toBe(1);
    const later = chromium({ streams: [inbound('video', 1090, 10), inbound('audio', 40, 0)] });
    expect(callQuality(first, later)).toMatchObject({ lossPercent: 0, level: 'good' });
  });

  it('takes lost counts that went down (late packets after all) as no loss', () => {
    const before = chromium({ streams: [inbound('video', 100, 8)] });
    const now = chromium({ streams: [inbound('video', 200, 6)] });
    expect(callQuality(before, now)?.lossPercent).toBe(0);
  });

  it('says relay when either side of the pair is a TURN relay candidate', () => {
    expect(callQuality(null, chromium({ local: 'relay', streams: [] }))?.path).toBe('relay');
    expect(callQuality(null, chromium({ remote: 'relay', streams: [] }))?.path).toBe('relay');
    expect(callQuality(null, chromium({ local: 'prflx', remote: 'host', streams: [] }))?.path).toBe('direct');
  });

  it("finds Firefox's selected pair, and else a nominated pair that succeeded", () => {
    const firefox = report(
      candidatePair(1, 0.01, { selected: false }),
      candidatePair(2, 0.32, { selected: true }),
      candidate('L2', 'relay'),
      candidate('R2', 'host'),
    );
    expect(callQuality(null, firefox)).toEqual({
      rttMs: 320,
      lossPercent: null,
      path: 'relay',
      level: 'poor',
    });

    const nominated = report(
      candidatePair(1, 0.5, { state: 'in-progress', nominated: true }),
      candidatePair(2, 0.2, { nominated: true }),
      candidate('L2', 'srflx'),
    );
    expect(callQuality(null, nominated)).toMatchObject({ rttMs: 200, path: 'direct', level: 'fair' });
  });

  it("falls back to the other side's round-trip report when the pair has none", () => {
    const stats = report(
      { id: 'RI', type: 'remote-inbound-rtp', roundTripTime: 0.12 },
      inbound('audio', 50, 0),
    );
    expect(callQuality(null, stats)).toEqual({ rttMs: 120, lossPercent: 0, path: null, level: 'good' });
  });

  it('is null while nothing is known yet, and leaves out loss when no packet was due', () => {
    expect(callQuality(null, report())).toBeNull();
    expect(callQuality(null, report({ id: 'P', type: 'candidate-pair', state: 'in-progress' }))).toBeNull();
    const idle = chromium({ streams: [inbound('video', 100, 0)] });
    expect(callQuality(idle, idle)).toMatchObject({ lossPercent: null, rttMs: 45 });
  });
});

describe('qualityLevel', () => {
  it.each([
    [40, 0, 'good'],
    [150, 1.9, 'good'],
    [151, 0, 'fair'],
    [80, 2, 'fair'],
    [300, 4.9, 'fair'],
    [301, 0, 'poor'],
    [40, 5, 'poor'],
    [null, null, 'good'],
    [null, 12, 'poor'],
  ] as const)('%s ms with %s per cent lost is %s', (rtt, loss, level) => {
    expect(qualityLevel(rtt, loss)).toBe(level);
  });
});
