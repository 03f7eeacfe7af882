import { callsApi } from '@mingle/protocol';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { ServicesContext } from '../../app/services-context';
import { createI18n } from '../../i18n/setup';
import { useSessionStore } from '../session/store';
import { CallController } from './call-controller';
import { CallLayer } from './call-host';
import { useCallStore } from './call-store';
import { InMemoryPeer } from './in-memory-peer';
import { PerfectNegotiation } from './perfect-negotiation';
import { BEN, fakeApi, fakeDevices, fakeRealtime, FakeStream, type ApiCall } from './test-kit';

/**
 * The call layer as the app shell renders it (router, query client, services around it), on a controller with
 * fake devices, in-memory peers and the fake gateway. For the call screens' component tests.
 */

export const ICE = {
  iceServers: [{ urls: 'stun:stun.example' }],
  iceTransportPolicy: 'all',
  expiresAt: Date.now() + 60_000,
};

const started: CallController[] = [];

export interface RenderCallLayerOptions {
  language?: string;
  refuseCamera?: boolean;
  /** Answers the HTTP calls other than the ICE servers; undefined answers null. */
  handle?: (call: ApiCall) => unknown;
}

export async function renderCallLayer(options: RenderCallLayerOptions = {}) {
  const i18n = await createI18n({ language: options.language ?? 'en', root: null, throwOnMissingKey: true });
  const realtime = fakeRealtime();
  const api = fakeApi((call) =>
    call.path === callsApi.iceServers.path ? ICE : (options.handle?.(call) ?? null),
  );
  const media = fakeDevices({
    cameras: ['front', 'back'],
    refuse: (constraints) => (options.refuseCamera && constraints.video ? 'NotAllowedError' : null),
  });
  const peers: InMemoryPeer[] = [];
  const controller = new CallController({
    api: api.client,
    realtime: realtime.client,
    sounds: null,
    devices: () => media.devices,
    createPeer: () => {
      const peer = new InMemoryPeer('me');
      peers.push(peer);
      return peer as unknown as RTCPeerConnection;
    },
    relayOnly: () => false,
  });
  controller.start();
  started.push(controller);
  // Every path shows the layer, as the app shell does beside its routes: following a link keeps the call.
  const router = createMemoryRouter([{ path: '*', element: <CallLayer controller={controller} /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ServicesContext value={{ api: api.client, realtime: realtime.client }}>
          <RouterProvider router={router} />
        </ServicesContext>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { realtime, api, peers, controller, router };
}

/**
 * The hooks of a call-layer test file: no call on screen and user `me` signed in before each test; after it,
 * the controllers stopped and the stand-ins for what jsdom lacks removed.
 */
export function setUpCallLayerTests(me: number, before: () => void = () => undefined): void {
  beforeEach(() => {
    useCallStore.getState().close();
    useSessionStore.getState().signIn(me, 'tok');
    vi.stubGlobal('MediaStream', FakeStream);
    // jsdom has no media playback; a real browser resolves play() once the picture runs.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    before();
  });
  afterEach(() => {
    for (const controller of started.splice(0)) controller.dispose();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** Ben's browser, answering our negotiation through the same gateway. */
export function benJoins(realtime: ReturnType<typeof fakeRealtime>) {
  const peer = new InMemoryPeer('ben');
  const negotiation = new PerfectNegotiation(
    peer,
    (signal) =>
      setTimeout(() => realtime.fire('call:signal', { roomNum: 'room-1', fromUserId: BEN.id, ...signal }), 0),
    false,
  );
  realtime.onEmit((event, payload) => {
    if (event === 'call:signal') setTimeout(() => void negotiation.handle(payload as never), 0);
  });
  peer.addTrack('audio:ben');
  peer.addTrack('video:ben');
  return peer;
}
