import { CallCode, callsApi, presenceApi, type ServerEventPayload } from '@mingle/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { tabId } from '../../lib/tab-id';
import { CallController } from './call-controller';
import { RECEIPT_WAIT_MS } from './call-receipt';
import { RING_RESYNC_GRACE_MS } from './call-server-sync';
import { CallSounds, type SoundContext } from './call-sounds';
import { callView, useCallStore } from './call-store';
import { InMemoryPeer } from './in-memory-peer';
import { PerfectNegotiation } from './perfect-negotiation';
import {
  BEN,
  callData,
  callReceipt,
  fakeApi,
  fakeDevices,
  fakeRealtime,
  FakeStream,
  PhoneAudio,
  type ApiCall,
  type FakeTrack,
} from './test-kit';

const ICE = {
  iceServers: [{ urls: 'turn:turn.example:3478', username: '1700000000:9', credential: 'c2VjcmV0' }],
  iceTransportPolicy: 'all',
  expiresAt: Date.now() + 3_600_000,
};

/** Answers every call action; the test adds or overrides paths. */
function backend(extra: (call: ApiCall) => unknown = () => undefined) {
  return (call: ApiCall) => {
    const answer = extra(call);
    if (answer !== undefined) return answer;
    if (call.path === callsApi.iceServers.path) return ICE;
    if (call.path === presenceApi.batch.path) return [{ userId: BEN.id, status: 2 }];
    if (call.path === callsApi.upgrade.path) return callData({ callStatus: 'connected' });
    return null;
  };
}

function setup(
  options: {
    handle?: (call: ApiCall) => unknown;
    relayOnly?: boolean;
    refuseCamera?: () => string | null;
  } = {},
) {
  const realtime = fakeRealtime();
  const api = fakeApi(options.handle ?? backend());
  const media = fakeDevices({
    cameras: ['front', 'back'],
    refuse: (constraints) => (constraints.video ? (options.refuseCamera?.() ?? null) : null),
  });
  const peers: InMemoryPeer[] = [];
  const configs: RTCConfiguration[] = [];
  const audio = new PhoneAudio();
  const controller = new CallController({
    api: api.client,
    realtime: realtime.client,
    sounds: new CallSounds({
      createContext: () => audio as unknown as SoundContext,
      load: async (url) => new TextEncoder().encode(url).buffer,
      gestureTarget: new EventTarget(),
      baseUrl: '/',
    }),
    devices: () => media.devices,
    createPeer: (config) => {
      configs.push(config);
      const peer = new InMemoryPeer('me');
      peers.push(peer);
      return peer as unknown as RTCPeerConnection;
    },
    relayOnly: () => options.relayOnly ?? false,
  });
  controller.start();
  started.push(controller);
  // The live call it looks for on start (none): what the tests do is what they check.
  expect(api.paths()).toEqual([`GET ${callsApi.live.path}`]);
  api.calls.splice(0);
  return { controller, realtime, api, media, peers, configs, audio };
}

/** Ben's browser on the other end: his own peer and negotiation, talking through the same gateway. */
function ben(realtime: ReturnType<typeof fakeRealtime>, polite: boolean) {
  const peer = new InMemoryPeer('ben');
  const negotiation = new PerfectNegotiation(
    peer,
    (signal) => {
      setTimeout(() => realtime.fire('call:signal', { roomNum: 'room-1', fromUserId: BEN.id, ...signal }), 0);
    },
    polite,
  );
  realtime.onEmit((event, payload) => {
    if (event === 'call:signal') setTimeout(() => void negotiation.handle(payload as never), 0);
  });
  return peer;
}

const store = () => useCallStore.getState();
/** Disposed after each test, also when it failed half-way, so no controller outlives its test. */
const started: CallController[] = [];

beforeEach(() => {
  store().close();
  vi.stubGlobal('MediaStream', FakeStream);
});
afterEach(() => {
  for (const controller of started.splice(0)) controller.dispose();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('call controller', () => {
  it('rings for an incoming call and declines it with the ring-cancel report', async () => {
    const { controller, realtime, api, audio } = setup();
    realtime.fire('call:incoming', callData());
    expect(callView(store())).toBe('incoming');
    await vi.waitFor(() => expect(audio.playing()).toEqual(['/sounds/call-ring.wav']));

    await controller.ringCancel();
    expect(api.paths()).toEqual([`GET ${presenceApi.batch.path}`, `POST ${callsApi.refuse.path}`]);
    expect(api.calls[1]?.options.body).toEqual({
      roomNum: 'room-1',
      requestType: 2,
      online: 1,
      busy: 0,
      matchFlag: -1,
      inappFlag: 0,
      feeType: 1,
      tabId: tabId(),
    });
    expect(callView(store())).toBe('summary');
    expect(store().status).toBe('declined');
    expect(audio.playing()).toEqual([]);

    realtime.fire('call:receipt', callReceipt({ callStatus: 'declined', connectedAt: null, coins: 0 }));
    expect(store().receipt?.callStatus).toBe('declined');
    controller.close();
    expect(store().call).toBeNull();
  });

  it('answers, connects by perfect negotiation through the gateway and reports media once', async () => {
    const { controller, realtime, api, peers, configs } = setup({ relayOnly: true });
    realtime.fire('call:incoming', callData());
    // Ben's camera is on before the answer: his offer reaches us early and must wait for our connection.
    const remote = ben(realtime, false);
    remote.addTrack('audio:ben');
    remote.addTrack('video:ben');
    await vi.waitFor(() => expect(realtime.emitted).toEqual([]));

    await controller.answer();
    expect(callView(store())).toBe('active');
    await vi.waitFor(() => expect(store().link).toBe('connected'));
    await vi.waitFor(() => expect(remote.connectionState).toBe('connected'));

    // The privacy option made the connection relay-only; the ICE servers are the server's.
    expect(configs).toEqual([{ iceServers: ICE.iceServers, iceTransportPolicy: 'relay' }]);
    expect(api.calls.find((c) => c.path === callsApi.iceServers.path)?.options.params).toEqual({
      roomNum: 'room-1',
      relayOnly: '1',
    });
    expect(api.paths().filter((p) => p.includes('notifyStartCall'))).toHaveLength(1);
    expect(api.paths()[0]).toBe(`POST ${callsApi.answer.path}`);
    expect(api.paths()).toContain(`POST ${callsApi.notifyJoinCall.path}`);
    expect(store().flowingSince).not.toBeNull();
    // Each side receives the other's tracks.
    expect(remote.agreedRemote?.tracks.map((id) => id.split(':')[0])).toEqual(['audio', 'video']);
    const remoteTracks = (store().remoteStream as unknown as FakeStream).getTracks().map((t) => t.id);
    expect(remoteTracks.sort()).toEqual(['audio:ben', 'video:ben']);
    expect(store().remoteVideo).toBe(true);
    expect(store().cameraCount).toBe(2);
    expect(realtime.emitted.every((e) => (e.payload as { roomNum: string }).roomNum === 'room-1')).toBe(true);
    // Media flowing again (the first frame) does not report a second start.
    controller.mediaFlowing();
    expect(api.paths().filter((p) => p.includes('notifyStartCall'))).toHaveLength(1);

    const local = store().localStream as unknown as FakeStream;
    realtime.fire('call:state', {
      roomNum: 'room-1',
      interrupted: false,
      ownerTab: null,
      mediaEpoch: 0,
      phase: 'ended',
      callStatus: 'hung_up',
      connectedAt: 1,
      media: 'video',
    });
    expect(callView(store())).toBe('summary');
    expect(local.getTracks().every((t) => t.stopped)).toBe(true);
    expect(peers[0]?.closed).toBe(true);
  });

  it('mutes, turns the camera off and switches cameras without renegotiating', async () => {
    const { controller, realtime } = setup();
    const remote = ben(realtime, true);
    remote.addTrack('audio:ben');
    store().openCall(callData({ callRole: 'caller', callStatus: 'connected' }));
    await vi.waitFor(() => expect(store().link).toBe('connected'));
    const local = store().localStream as unknown as FakeStream;

    controller.toggleMute();
    controller.toggleCamera();
    expect(store().muted).toBe(true);
    expect(store().cameraOff).toBe(true);
    expect(local.getAudioTracks()[0]?.enabled).toBe(false);
    expect(local.getVideoTracks()[0]?.enabled).toBe(false);
    controller.toggleMute();
    expect(local.getAudioTracks()[0]?.enabled).toBe(true);

    const before = local.getVideoTracks()[0] as FakeTrack;
    await controller.switchCamera();
    const after = local.getVideoTracks()[0] as FakeTrack;
    expect(after.deviceId).toBe('back');
    expect(before.stopped).toBe(true);
    // The camera stays off on the new camera too.
    expect(after.enabled).toBe(false);
  });

  it('says so when the connection never comes up, and the server ends the call as failed', async () => {
    const { api, peers } = setup();
    store().openCall(callData({ callStatus: 'connected' }));
    await vi.waitFor(() => expect(store().link).toBe('connecting'));
    peers[0]?.setConnectionState('failed');
    expect(store().link).toBe('failed');
    await vi.waitFor(() => expect(api.paths()).toContain(`POST ${callsApi.timeout.path}`));
    expect(api.calls.find((c) => c.path === callsApi.timeout.path)?.options.body).toEqual({
      roomNum: 'room-1',
      tabId: tabId(),
    });
    expect(api.paths()).not.toContain(`POST ${callsApi.notifyStartCall.path}`);
  });

  it('goes on without a camera that was refused, and adds it when tried again', async () => {
    let refusal: string | null = 'NotAllowedError';
    const { controller, peers } = setup({ refuseCamera: () => refusal });
    store().openCall(callData({ callStatus: 'connected' }));
    await vi.waitFor(() => expect(store().link).toBe('connecting'));
    expect(store().cameraProblem).toBe('camera-denied');
    expect(store().localStream).toBeNull();
    expect(peers[0]?.localTracks).toEqual([]);

    refusal = null;
    await controller.retryCamera();
    expect(store().cameraProblem).toBeNull();
    expect(peers[0]?.localTracks.map((id) => id.split(':')[0])).toEqual(['audio', 'video']);
  });

  it('hangs up: the action, the summary, and the media released', async () => {
    const { controller, api, peers } = setup();
    store().openCall(callData({ callStatus: 'connected' }));
    await vi.waitFor(() => expect(store().link).toBe('connecting'));
    await controller.hangUp();
    expect(api.paths()).toContain(`POST ${callsApi.hangup.path}`);
    expect(store().status).toBe('hung_up');
    expect(callView(store())).toBe('summary');
    expect(peers[0]?.closed).toBe(true);
    expect(store().localStream).toBeNull();
  });

  it('turns a voice call into video when the other side accepts', async () => {
    const { controller, realtime, api, peers, media } = setup();
    store().openCall(callData({ media: 'voice', callStatus: 'connected' }));
    await vi.waitFor(() => expect(store().link).toBe('connecting'));
    // A voice call opens the microphone alone.
    expect(media.asked[0]).toEqual({ audio: true });
    expect(store().localVideo).toBe(false);

    await controller.requestVideo();
    expect(api.calls.at(-1)?.options.body).toEqual({ roomNum: 'room-1', answer: 'request' });
    expect(store().pending).toBe('upgrade');
    realtime.fire('call:upgrade', { roomNum: 'room-1', state: 'accepted', byUserId: BEN.id });
    await vi.waitFor(() => expect(store().localVideo).toBe(true));
    expect(store().media).toBe('video');
    expect(store().pending).toBeNull();
    expect(peers[0]?.localTracks.some((id) => id.startsWith('video'))).toBe(true);
  });

  it('asks the server once the ring window passed, and reads the receipt if it does not come', async () => {
    vi.useFakeTimers();
    const ended = callData({ callRole: 'caller', callStatus: 'no_answer' });
    const { api } = setup({
      handle: backend(({ path }) => {
        if (path === callsApi.info.path) return ended;
        if (path === callsApi.receipt.path) return callReceipt({ callStatus: 'no_answer' });
        return undefined;
      }),
    });
    store().openCall(callData({ callRole: 'caller', ringEndsAt: Date.now() + 1_000 }));
    expect(callView(store())).toBe('outgoing');
    await vi.advanceTimersByTimeAsync(1_000 + RING_RESYNC_GRACE_MS);
    expect(api.calls.find((c) => c.path === callsApi.info.path)?.options.params).toEqual({
      roomNum: 'room-1',
    });
    expect(store().status).toBe('no_answer');
    expect(callView(store())).toBe('summary');

    await vi.advanceTimersByTimeAsync(RECEIPT_WAIT_MS);
    expect(store().receipt?.callStatus).toBe('no_answer');
    expect(store().receipt?.roomNum).toBe('room-1');
  });

  it('after a reconnect, shows a ringing call the server forgot as missed', async () => {
    const { realtime } = setup({
      handle: backend(({ path }) => {
        if (path === callsApi.info.path)
          throw new ApiError('answer', CallCode.CALL_NOT_FOUND, 'This call has ended.', 200);
        return undefined;
      }),
    });
    realtime.fire('call:incoming', callData());
    realtime.reconnect();
    await vi.waitFor(() => expect(store().status).toBe('missed'));
    expect(callView(store())).toBe('summary');
  });

  it('shows a refused answer in the spec’s words and what became of the call', async () => {
    const { controller, realtime } = setup({
      handle: backend(({ path }) => {
        if (path === callsApi.answer.path)
          throw new ApiError('answer', CallCode.CALL_NOT_FOUND, 'This call has ended.', 200);
        if (path === callsApi.info.path) return callData({ callStatus: 'missed' });
        return undefined;
      }),
    });
    realtime.fire('call:incoming', callData());
    await controller.answer();
    expect(store().failure).toEqual({ code: CallCode.CALL_NOT_FOUND, msg: 'This call has ended.' });
    expect(store().status).toBe('missed');
    expect(store().pending).toBeNull();
  });
});

/** A 'call:state' of room-1 as the server sends it. */
function stateEvent(overrides: Partial<ServerEventPayload<'call:state'>> = {}) {
  return {
    roomNum: 'room-1',
    phase: 'connected' as const,
    callStatus: 'connected' as const,
    connectedAt: 1,
    media: 'video' as const,
    interrupted: false,
    ownerTab: null,
    mediaEpoch: 0,
    ...overrides,
  };
}

const notifyStarts = (api: { paths(): string[] }) =>
  api.paths().filter((p) => p === `POST ${callsApi.notifyStartCall.path}`).length;

describe('calls that survive (docs/decisions/021-calls-survive.md)', () => {
  it('finds its live call after a reload: the timer and the coins go on, and media is reported back', async () => {
    const live = callData(
      { callRole: 'caller', callStatus: 'connected', interrupted: true },
      { videoTime: 42, coins: 40, points: 20, pricePerMinute: 20 },
    );
    const { realtime, api } = setup({
      handle: backend(({ path }) => (path === callsApi.live.path ? live : undefined)),
    });
    const remote = ben(realtime, true);
    remote.addTrack('video:ben');
    await vi.waitFor(() => expect(callView(store())).toBe('active'));
    expect(store().flowingSince).toBeLessThanOrEqual(Date.now() - 42_000);
    expect(store().billing).toMatchObject({ coins: 40, points: 20, minutesBilled: 2 });
    await vi.waitFor(() => expect(store().link).toBe('connected'));
    // Media flows again: the server resumes the call (and its billing clock).
    await vi.waitFor(() => expect(notifyStarts(api)).toBe(1));
  });

  it('says media still flows when the server reports an interruption, and after the socket came back', async () => {
    const { realtime, api } = setup();
    const remote = ben(realtime, true);
    remote.addTrack('video:ben');
    store().openCall(callData({ callRole: 'caller', callStatus: 'connected' }));
    await vi.waitFor(() => expect(store().link).toBe('connected'));
    await vi.waitFor(() => expect(notifyStarts(api)).toBe(1));
    realtime.fire('call:state', stateEvent({ interrupted: true }));
    expect(store().interrupted).toBe(true);
    await vi.waitFor(() => expect(notifyStarts(api)).toBe(2));
    realtime.reconnect();
    await vi.waitFor(() => expect(notifyStarts(api)).toBe(3));
  });

  it('starts a fresh connection, same camera, when the other side joins the room again', async () => {
    const { realtime, peers } = setup();
    const remote = ben(realtime, true);
    remote.addTrack('video:ben');
    store().openCall(callData({ callRole: 'caller', callStatus: 'connected' }));
    await vi.waitFor(() => expect(store().link).toBe('connected'));
    const camera = store().localStream;
    realtime.emitted.splice(0);

    realtime.fire('call:state', stateEvent({ mediaEpoch: 1 }));
    expect(peers).toHaveLength(2);
    expect(peers[0]?.closed).toBe(true);
    expect(store().link).toBe('reconnecting');
    expect(store().localStream).toBe(camera);
    // The new connection lets Ben's new page offer first; an old epoch's signal changes nothing.
    realtime.fire('call:signal', {
      roomNum: 'room-1',
      fromUserId: BEN.id,
      mediaEpoch: 0,
      description: { type: 'offer', sdp: 'old' },
    });
    expect(peers).toHaveLength(2);
    expect(realtime.emitted).toEqual([]);
  });

  it('stops ringing when another tab answers, and takes the call over on purpose', async () => {
    const { controller, realtime, api, audio, peers } = setup({
      handle: backend(({ path }) =>
        path === callsApi.claim.path ? callData({ callStatus: 'connected', ownerTab: tabId() }) : undefined,
      ),
    });
    realtime.fire('call:incoming', callData());
    await vi.waitFor(() => expect(audio.playing()).toEqual(['/sounds/call-ring.wav']));
    realtime.fire(
      'call:state',
      stateEvent({ phase: 'accepted', connectedAt: null, ownerTab: 'another-tab-1' }),
    );
    expect(callView(store())).toBe('elsewhere');
    await vi.waitFor(() => expect(audio.playing()).toEqual([]));
    expect(peers).toHaveLength(0);

    await controller.continueHere();
    expect(api.calls.find((c) => c.path === callsApi.claim.path)?.options.body).toEqual({
      roomNum: 'room-1',
      tabId: tabId(),
    });
    expect(callView(store())).toBe('active');
    await vi.waitFor(() => expect(peers).toHaveLength(1));

    // Taken back by the other tab: this one lets go of its media; the end there leaves nothing here.
    realtime.fire('call:state', stateEvent({ ownerTab: 'another-tab-1' }));
    expect(callView(store())).toBe('elsewhere');
    expect(peers[0]?.closed).toBe(true);
    realtime.fire(
      'call:state',
      stateEvent({ phase: 'ended', callStatus: 'hung_up', ownerTab: 'another-tab-1' }),
    );
    expect(store().call).toBeNull();
  });
});
