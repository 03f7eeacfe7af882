/**
 * How the media link of a call is doing, from the peer connection's own statistics (getStats): the round trip,
 * the share of packets lost since the last look, and whether media goes straight between the two browsers or
 * through our TURN relay. Pure, so it is tested with hand-made reports; the call dialog polls and shows it.
 */

export type CallPath = 'relay' | 'direct';
export type QualityLevel = 'good' | 'fair' | 'poor';

export interface CallQuality {
  /** Round trip of the selected candidate pair, in ms; null until measured. */
  rttMs: number | null;
  /** Packets lost of those expected since the previous report (since the start without one); null: none due. */
  lossPercent: number | null;
  /** relay: through TURN on either side; direct: host, server- or peer-reflexive on both. */
  path: CallPath | null;
  level: QualityLevel;
}

/**
 * Where conversation starts to suffer. A round trip over 150 ms makes people talk over each other now and
 * then, over 300 ms all the time; a few per cent of lost packets show as frozen or blocky video and choppy
 * sound (ITU-T G.114 and G.1010 give the same orders of magnitude).
 */
export const QUALITY_LIMITS = {
  fair: { rttMs: 150, lossPercent: 2 },
  poor: { rttMs: 300, lossPercent: 5 },
} as const;

/** A stats entry as it comes, read field by field: browsers differ in which fields they fill. */
type Stat = { id: string; type: string } & Record<string, unknown>;

function entries(report: RTCStatsReport): Stat[] {
  const all: Stat[] = [];
  report.forEach((value: Stat) => all.push(value));
  return all;
}

function numberOf(stat: Stat | undefined, field: string): number | null {
  const value = stat?.[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The candidate pair media flows on: the transport's selected pair (Chromium, Safari), else the pair marked
 * selected (Firefox), else a nominated pair that succeeded.
 */
function selectedPair(report: RTCStatsReport, stats: Stat[]): Stat | undefined {
  for (const transport of stats.filter((s) => s.type === 'transport')) {
    const id = transport['selectedCandidatePairId'];
    const pair = typeof id === 'string' ? (report.get(id) as Stat | undefined) : undefined;
    if (pair) return pair;
  }
  const pairs = stats.filter((s) => s.type === 'candidate-pair');
  return (
    pairs.find((p) => p['selected'] === true) ??
    pairs.find((p) => p['nominated'] === true && p['state'] === 'succeeded')
  );
}

function pathOf(report: RTCStatsReport, pair: Stat | undefined): CallPath | null {
  if (!pair) return null;
  const local = report.get(String(pair['localCandidateId'])) as Stat | undefined;
  const remote = report.get(String(pair['remoteCandidateId'])) as Stat | undefined;
  if (!local && !remote) return null;
  return local?.['candidateType'] === 'relay' || remote?.['candidateType'] === 'relay' ? 'relay' : 'direct';
}

function roundTripMs(stats: Stat[], pair: Stat | undefined): number | null {
  // The pair's STUN round trip; without one, what the other side reports about our outgoing streams.
  const seconds =
    numberOf(pair, 'currentRoundTripTime') ??
    stats
      .filter((s) => s.type === 'remote-inbound-rtp')
      .map((s) => numberOf(s, 'roundTripTime'))
      .find((rtt) => rtt !== null) ??
    null;
  return seconds === null ? null : Math.round(seconds * 1000);
}

/** Lost and received packets of the incoming streams, by stream id. */
function inboundCounts(stats: Stat[]): Map<string, { lost: number; received: number }> {
  const counts = new Map<string, { lost: number; received: number }>();
  for (const s of stats) {
    if (s.type !== 'inbound-rtp') continue;
    counts.set(s.id, {
      lost: numberOf(s, 'packetsLost') ?? 0,
      received: numberOf(s, 'packetsReceived') ?? 0,
    });
  }
  return counts;
}

function lossPercentOf(previous: RTCStatsReport | null, stats: Stat[]): number | null {
  const before = previous ? inboundCounts(entries(previous)) : new Map();
  let lost = 0;
  let received = 0;
  for (const [id, now] of inboundCounts(stats)) {
    const then = before.get(id) ?? { lost: 0, received: 0 };
    // packetsLost may go down when late packets arrive after all; the interval then lost none.
    lost += Math.max(0, now.lost - then.lost);
    received += Math.max(0, now.received - then.received);
  }
  const expected = lost + received;
  return expected === 0 ? null : Math.round((lost / expected) * 1000) / 10;
}

export function qualityLevel(rttMs: number | null, lossPercent: number | null): QualityLevel {
  const rtt = rttMs ?? 0;
  const loss = lossPercent ?? 0;
  if (rtt > QUALITY_LIMITS.poor.rttMs || loss >= QUALITY_LIMITS.poor.lossPercent) return 'poor';
  if (rtt > QUALITY_LIMITS.fair.rttMs || loss >= QUALITY_LIMITS.fair.lossPercent) return 'fair';
  return 'good';
}

/**
 * The quality between two successive reports of one peer connection (`previous` null for the first look).
 * Null while the report says nothing yet: no candidate pair chosen and no packet received.
 */
export function callQuality(previous: RTCStatsReport | null, current: RTCStatsReport): CallQuality | null {
  const stats = entries(current);
  const pair = selectedPair(current, stats);
  const rttMs = roundTripMs(stats, pair);
  const lossPercent = lossPercentOf(previous, stats);
  const path = pathOf(current, pair);
  if (rttMs === null && lossPercent === null && path === null) return null;
  return { rttMs, lossPercent, path, level: qualityLevel(rttMs, lossPercent) };
}
