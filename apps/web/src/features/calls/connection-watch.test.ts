import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionWatch, CONNECT_TIMEOUT_MS, RECOVERY_GRACE_MS, RESTART_AFTER_MS } from './connection-watch';
import { InMemoryPeer } from './in-memory-peer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function watch() {
  const peer = new InMemoryPeer('me');
  const seen: string[] = [];
  const watcher = new ConnectionWatch(peer, {
    onConnected: (first) => seen.push(first ? 'connected:first' : 'connected'),
    onReconnecting: () => seen.push('reconnecting'),
    onFailed: () => seen.push('failed'),
    onLost: () => seen.push('lost'),
  });
  return { peer, seen, watcher };
}

describe('connection watch', () => {
  it('reports the first connection once, and a failure before it as failed', () => {
    const { peer, seen } = watch();
    peer.setConnectionState('connecting');
    // Before media ever flowed there is nothing to recover: 'disconnected' waits for the verdict.
    peer.setConnectionState('disconnected');
    expect(seen).toEqual([]);
    peer.setConnectionState('failed');
    expect(seen).toEqual(['failed']);
    expect(peer.iceRestarts).toBe(0);
  });

  it('gives up connecting after the time-out', () => {
    const { peer, seen } = watch();
    peer.setConnectionState('connecting');
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS);
    expect(seen).toEqual(['failed']);
    // Finished: a late connection changes nothing.
    peer.setConnectionState('connected');
    expect(seen).toEqual(['failed']);
  });

  it('recovers a dropped call with an ICE restart', () => {
    const { peer, seen } = watch();
    peer.setConnectionState('connected');
    peer.setConnectionState('disconnected');
    expect(seen).toEqual(['connected:first', 'reconnecting']);
    // A blip that heals by itself needs no restart.
    peer.setConnectionState('connected');
    vi.advanceTimersByTime(RESTART_AFTER_MS);
    expect(peer.iceRestarts).toBe(0);

    peer.setConnectionState('disconnected');
    vi.advanceTimersByTime(RESTART_AFTER_MS);
    expect(peer.iceRestarts).toBe(1);
    peer.setConnectionState('failed');
    expect(peer.iceRestarts).toBe(2);
    peer.setConnectionState('connected');
    vi.advanceTimersByTime(RECOVERY_GRACE_MS);
    expect(seen).toEqual([
      'connected:first',
      'reconnecting',
      'connected',
      'reconnecting',
      'reconnecting',
      'connected',
    ]);
  });

  it('hangs up a dropped call that does not come back within the grace period', () => {
    const { peer, seen } = watch();
    peer.setConnectionState('connected');
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS);
    peer.setConnectionState('failed');
    expect(peer.iceRestarts).toBe(1);
    vi.advanceTimersByTime(RECOVERY_GRACE_MS);
    expect(seen).toEqual(['connected:first', 'reconnecting', 'lost']);
  });

  it('stops watching when disposed', () => {
    const { peer, seen, watcher } = watch();
    watcher.dispose();
    peer.setConnectionState('failed');
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS);
    expect(seen).toEqual([]);
  });
});
