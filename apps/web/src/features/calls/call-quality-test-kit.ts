/** getStats reports made by hand, for the connection-quality tests. */

export type StatsEntry = { id: string; type: string } & Record<string, unknown>;

/** A stats report as getStats resolves it: a map of entries by id. */
export function statsReport(...entries: StatsEntry[]): RTCStatsReport {
  return new Map(entries.map((e) => [e.id, e])) as unknown as RTCStatsReport;
}

export const candidate = (id: string, candidateType: string): StatsEntry => ({
  id,
  type: id.startsWith('L') ? 'local-candidate' : 'remote-candidate',
  candidateType,
});
export const inbound = (id: string, packetsReceived: number, packetsLost: number): StatsEntry => ({
  id,
  type: 'inbound-rtp',
  packetsReceived,
  packetsLost,
});

/** A candidate pair that succeeded, between candidates L<n> and R<n>, with a round trip in seconds. */
export function candidatePair(n: number, rtt: number, fields: Record<string, unknown> = {}): StatsEntry {
  return {
    id: `CP${n}`,
    type: 'candidate-pair',
    state: 'succeeded',
    currentRoundTripTime: rtt,
    localCandidateId: `L${n}`,
    remoteCandidateId: `R${n}`,
    ...fields,
  };
}

/** Chromium's shape: the transport names its selected pair. */
export function chromiumStats(options: {
  local?: string;
  remote?: string;
  rtt?: number;
  streams: StatsEntry[];
}): RTCStatsReport {
  return statsReport(
    { id: 'T1', type: 'transport', selectedCandidatePairId: 'CP1' },
    // Another pair that also succeeded, with a better round trip: not the one media flows on.
    candidatePair(0, 0.001, { nominated: false }),
    candidatePair(1, options.rtt ?? 0.045, { nominated: true }),
    candidate('L0', 'host'),
    candidate('R0', 'host'),
    candidate('L1', options.local ?? 'host'),
    candidate('R1', options.remote ?? 'srflx'),
    ...options.streams,
  );
}
