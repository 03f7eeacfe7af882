import type { CallData, CallReceipt, HttpMethod, RemoteUserInfo } from '@mingle/protocol';
import type { RequestOptions } from '../../lib/api-client';
import { fakeApiClient } from '../../test/fake-api';
import type { CallMediaDevices } from './call-media';

/**
 * Test stand-ins for what jsdom lacks or what lies outside the web app: media devices and streams, the
 * gateway's socket and the HTTP answers. For unit tests only; the browser tests use the real ones.
 */

export class FakeTrack {
  enabled = true;
  stopped = false;
  constructor(
    readonly kind: 'audio' | 'video',
    readonly id: string,
    readonly deviceId = 'front',
  ) {}
  stop(): void {
    this.stopped = true;
  }
  getSettings(): MediaTrackSettings {
    return { deviceId: this.deviceId };
  }
}

export class FakeStream {
  private readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks(): FakeTrack[] {
    return [...this.tracks];
  }
  getAudioTracks(): FakeTrack[] {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  getVideoTracks(): FakeTrack[] {
    return this.tracks.filter((t) => t.kind === 'video');
  }
  addTrack(track: FakeTrack): void {
    if (!this.tracks.includes(track)) this.tracks.push(track);
  }
  removeTrack(track: FakeTrack): void {
    const at = this.tracks.indexOf(track);
    if (at >= 0) this.tracks.splice(at, 1);
  }
}

/** A phone's camera and microphone: `cameras` ids, and a refusal when `refuse` says so. */
export function fakeDevices(
  options: { cameras?: string[]; refuse?: (constraints: MediaStreamConstraints) => string | null } = {},
) {
  const cameras = options.cameras ?? ['front'];
  const asked: MediaStreamConstraints[] = [];
  let n = 0;
  const devices: CallMediaDevices = {
    getUserMedia: async (constraints) => {
      asked.push(constraints);
      const refusal = options.refuse?.(constraints);
      if (refusal) throw new DOMException('refused', refusal);
      const video = constraints.video as MediaTrackConstraints | boolean | undefined;
      const exact =
        typeof video === 'object' ? (video.deviceId as { exact?: string } | undefined)?.exact : undefined;
      const tracks: FakeTrack[] = [];
      if (constraints.audio) tracks.push(new FakeTrack('audio', `audio:${++n}`));
      if (video) tracks.push(new FakeTrack('video', `video:${++n}`, exact ?? cameras[0]));
      return new FakeStream(tracks) as unknown as MediaStream;
    },
    enumerateDevices: async () =>
      cameras.map((deviceId) => ({ kind: 'videoinput', deviceId }) as unknown as MediaDeviceInfo),
  };
  return { devices, asked };
}

/** The gateway as the app sees it (the web tests' one fake, shared beyond calls). */
export { fakeRealtime } from '../../test/fake-realtime';

export interface ApiCall {
  method: HttpMethod;
  path: string;
  options: RequestOptions<unknown>;
}

/** HTTP answers from `handle` (throw an ApiError to refuse), checked with the caller's schema. */
export function fakeApi(handle: (call: ApiCall) => unknown) {
  const calls: ApiCall[] = [];
  const client = fakeApiClient((method, path, options) => {
    const call = { method, path, options };
    calls.push(call);
    return handle(call);
  });
  return { client, calls, paths: () => calls.map((c) => `${c.method} ${c.path}`) };
}

export const BEN: RemoteUserInfo = { id: 7, userName: 'Ben', headImg: '', age: 29, countryId: null };

/** A call as the server describes it to the callee (override callRole and the rest as needed). */
export function callData(
  overrides: Partial<CallData> = {},
  biz: Partial<CallData['bizData']> = {},
): CallData {
  return {
    roomNum: 'room-1',
    roomId: 'room-1',
    matchUserId: BEN.id,
    callRole: 'callee',
    media: 'video',
    source: 'direct',
    callStatus: 'ringing',
    relation: 0,
    ringEndsAt: Date.now() + 30_000,
    interrupted: false,
    ownerTab: null,
    mediaEpoch: 0,
    ...overrides,
    bizData: {
      remoteUserInfo: BEN,
      goddessLocation: null,
      pricePerMinute: 20,
      videoTime: 0,
      coins: 0,
      points: 0,
      payerId: BEN.id,
      taskRule: 'per_minute',
      ...biz,
    },
  };
}

/** A receipt of the call `callData` makes, as the server sends it; `overrides` change any field. */
export function callReceipt(overrides: Partial<CallReceipt> = {}): CallReceipt {
  return {
    roomNum: 'room-1',
    peer: BEN,
    callRole: 'callee',
    media: 'video',
    callStatus: 'hung_up',
    startedAt: 1,
    connectedAt: 2,
    endedAt: 3,
    durationSeconds: 75,
    minutesBilled: 2,
    pricePerMinute: 20,
    coins: 40,
    points: 20,
    payerId: BEN.id,
    taskRule: 'per_minute',
    ...overrides,
  };
}

/** Web Audio as a phone has it: suspended until a tap resumes it; sources record what they played. */
export class PhoneAudio {
  state: AudioContextState = 'suspended';
  readonly destination = {} as AudioNode;
  readonly sources: { buffer: unknown; loop: boolean; started: boolean; stopped: boolean }[] = [];
  resumesInGesture = 0;
  inGesture = false;

  resume(): Promise<void> {
    // Like iOS: only a resume inside a gesture starts the context.
    if (this.inGesture) {
      this.resumesInGesture++;
      this.state = 'running';
    }
    return Promise.resolve();
  }
  decodeAudioData(data: ArrayBuffer): Promise<AudioBuffer> {
    return Promise.resolve({ decodedFrom: new TextDecoder().decode(data) } as unknown as AudioBuffer);
  }
  createBuffer(): AudioBuffer {
    return { silent: true } as unknown as AudioBuffer;
  }
  createBufferSource(): AudioBufferSourceNode {
    const source = { buffer: null as unknown, loop: false, started: false, stopped: false };
    this.sources.push(source);
    return {
      set buffer(value: unknown) {
        source.buffer = value;
      },
      set loop(value: boolean) {
        source.loop = value;
      },
      connect: () => undefined,
      disconnect: () => undefined,
      start: () => {
        source.started = true;
      },
      stop: () => {
        source.stopped = true;
      },
    } as unknown as AudioBufferSourceNode;
  }
  /** File names of the sounds looping right now. */
  playing(): string[] {
    return this.sources
      .filter((s) => s.started && !s.stopped && s.loop)
      .map((s) => (s.buffer as { decodedFrom: string }).decodedFrom);
  }
}
