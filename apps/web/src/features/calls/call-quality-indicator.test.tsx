import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { benJoins, renderCallLayer, setUpCallLayerTests } from './call-layer-test-kit';
import { QUALITY_POLL_MS } from './call-quality-indicator';
import { chromiumStats, inbound } from './call-quality-test-kit';
import { useCallStore } from './call-store';
import { callData } from './test-kit';

/** A connected video call whose connection answers getStats with `reports`, one per look (the last repeats). */
async function connectedCall(reports: RTCStatsReport[], language = 'en') {
  const layer = await renderCallLayer({ language });
  const linksSeen: string[] = [];
  const stats = vi.spyOn(layer.controller, 'stats').mockImplementation(async () => {
    linksSeen.push(useCallStore.getState().link);
    return (reports.length > 1 ? reports.shift() : reports[0]) ?? null;
  });
  benJoins(layer.realtime);
  act(() => void useCallStore.getState().openCall(callData({ callStatus: 'connected' })));
  const call = await screen.findByRole('dialog', { name: /call|anruf/i });
  return { ...layer, stats, call, linksSeen };
}

// Timeouts only: the in-memory peers' promises and microtasks run as usual, timers when time is moved.
setUpCallLayerTests(9, () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true }),
);

describe('connection quality in the call dialog', () => {
  it('measures once connected, then every 2 s over the last interval', async () => {
    const { call, stats } = await connectedCall([
      chromiumStats({ rtt: 0.045, streams: [inbound('video', 500, 0)] }),
      // The next 2 s: 90 received, 10 lost, a long round trip, now through the relay.
      chromiumStats({ rtt: 0.35, local: 'relay', streams: [inbound('video', 590, 10)] }),
    ]);
    await waitFor(() => expect(useCallStore.getState().link).toBe('connected'));
    const good = await within(call).findByText('Good connection · 45 ms · direct');
    expect(good.closest('.call-quality')?.getAttribute('data-level')).toBe('good');

    await act(() => vi.advanceTimersByTimeAsync(QUALITY_POLL_MS));
    const poor = await within(call).findByText('Poor connection · 350 ms · 10 % lost · via relay');
    expect(poor.closest('.call-quality')?.getAttribute('data-level')).toBe('poor');
    expect(stats).toHaveBeenCalledTimes(2);
  });

  it('says nothing before media connects nor while the connection is lost', async () => {
    const { call, stats, linksSeen } = await connectedCall([
      chromiumStats({ streams: [inbound('audio', 50, 0)] }),
    ]);
    await within(call).findByText('Good connection · 45 ms · direct');
    expect(linksSeen).toEqual(['connected']);

    act(() => useCallStore.getState().setMedia({ link: 'reconnecting' }));
    expect(within(call).queryByText(/connection ·/)).toBeNull();
    const looks = stats.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(QUALITY_POLL_MS * 3));
    expect(stats).toHaveBeenCalledTimes(looks);
  });

  it('speaks the language shown', async () => {
    const { call } = await connectedCall([chromiumStats({ streams: [] })], 'de');
    expect(await within(call).findByText('Gute Verbindung · 45 ms · direkt')).toBeTruthy();
  });
});
