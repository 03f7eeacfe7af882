import { computeSign, REALTIME_PATH, type RealtimeAuth } from '@mingle/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildRealtimeAuth,
  createRealtimeClient,
  RECONNECT,
  reconnectDelay,
  type RealtimeClientDeps,
  type RealtimeStatus,
} from './realtime-client';

type Handler = (payload?: unknown) => void;

class FakeSocket {
  handlers = new Map<string, Handler[]>();
  emitted: [string, unknown][] = [];
  /** What each handshake sent: the signed credentials and the language shown. */
  auths: (RealtimeAuth & { languageId?: number })[] = [];
  active = false;
  connectCalls = 0;
  constructor(
    readonly url: string,
    readonly options: Record<string, unknown>,
  ) {}
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, payload: unknown) {
    this.emitted.push([event, payload]);
    return this;
  }
  connect() {
    this.connectCalls++;
    this.active = true;
    const auth = this.options.auth as (cb: (data: object) => void) => void;
    auth((data) => this.auths.push(data as RealtimeAuth & { languageId?: number }));
    return this;
  }
  disconnect() {
    this.active = false;
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  /** The server sending an event (or socket.io raising one). */
  fire(event: string, payload?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
}

const SESSION = { userId: 12, loginToken: 'tok' };
const DEVICE = { deviceId: 'dev1', nonceSeed: 'seed' };

function setup(extra: Partial<RealtimeClientDeps> = {}) {
  const sockets: FakeSocket[] = [];
  const statuses: RealtimeStatus[] = [];
  const ended: unknown[] = [];
  let n = 0;
  const client = createRealtimeClient({
    session: () => SESSION,
    device: () => DEVICE,
    onStatus: (s) => statuses.push(s),
    onSessionEnded: (p) => ended.push(p),
    random: (bytes) => (++n).toString(16).padStart(bytes * 2, '0'),
    heartbeatMs: 1_000,
    loadSocketIo: async () =>
      ({
        io: (url: string, options: Record<string, unknown>) => {
          const socket = new FakeSocket(url, options);
          sockets.push(socket);
          return socket;
        },
      }) as never,
    ...extra,
  });
  return { client, sockets, statuses, ended };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('buildRealtimeAuth', () => {
  it('signs REALTIME_PATH with the login token, like an HTTP request', () => {
    const auth = buildRealtimeAuth(
      SESSION,
      DEVICE,
      () => 1234,
      () => 'ab'.repeat(8),
    );
    expect(auth).toMatchObject({
      userId: 12,
      loginToken: 'tok',
      deviceId: 'dev1',
      nonce: `seed.${'ab'.repeat(8)}`,
      timestamp: 1234,
    });
    const expected = computeSign('tok', {
      url: REALTIME_PATH,
      deviceId: 'dev1',
      nonce: auth.nonce,
      timestamp: 1234,
      userId: 12,
    });
    expect(auth.sign).toBe(expected);
  });
});

describe('reconnectDelay', () => {
  it('doubles up to the cap and stays inside the jitter band', () => {
    for (const attempt of [0, 1, 3, 10]) {
      const base = Math.min(RECONNECT.delayMaxMs, RECONNECT.delayMs * 2 ** attempt);
      expect(reconnectDelay(attempt, () => 0)).toBe(Math.round(base * (1 - RECONNECT.randomization)));
      expect(reconnectDelay(attempt, () => 0.999999)).toBeLessThanOrEqual(
        Math.round(base * (1 + RECONNECT.randomization)),
      );
    }
    expect(reconnectDelay(2, () => 0.5)).toBe(4_000);
  });
});

describe('createRealtimeClient', () => {
  it('connects over WebSocket only, on REALTIME_PATH, with socket.io back-off and jitter', async () => {
    const { client, sockets, statuses } = setup();
    client.connect();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0] as FakeSocket;
    expect(socket.options).toMatchObject({
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnectionDelay: RECONNECT.delayMs,
      reconnectionDelayMax: RECONNECT.delayMaxMs,
      randomizationFactor: RECONNECT.randomization,
    });
    expect(statuses).toEqual(['connecting']);
    socket.fire('session:ready', { userId: 12, status: 2 });
    expect(statuses.at(-1)).toBe('connected');
  });

  it('computes fresh credentials on every (re)connect', async () => {
    const { client, sockets } = setup();
    client.connect();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0] as FakeSocket;
    socket.connect();
    expect(socket.auths).toHaveLength(2);
    expect(socket.auths[0]?.nonce).not.toBe(socket.auths[1]?.nonce);
    for (const auth of socket.auths) {
      expect(auth.sign).toBe(
        computeSign('tok', {
          url: REALTIME_PATH,
          deviceId: 'dev1',
          nonce: auth.nonce,
          timestamp: auth.timestamp,
          userId: 12,
        }),
      );
    }
  });

  it('sends the language shown with every handshake, so refusals come back in it', async () => {
    let languageId = 7;
    const { client, sockets } = setup({ languageId: () => languageId });
    client.connect();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0] as FakeSocket;
    languageId = 8;
    socket.connect();
    expect(socket.auths.map((auth) => auth.languageId)).toEqual([7, 8]);
  });

  it("sends a feature's client events on the socket, and drops them when there is none", async () => {
    const { client, sockets } = setup();
    const signal = { roomNum: 'r1', candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host' } };
    client.emit('call:signal', signal);
    client.connect();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    client.emit('call:signal', signal);
    expect(sockets[0]?.emitted).toEqual([['call:signal', signal]]);
  });

  it('sends a heartbeat at once and then every interval', async () => {
    const { client, sockets } = setup();
    client.connect();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    vi.useFakeTimers();
    const socket = sockets[0] as FakeSocket;
    socket.fire('session:ready', { userId: 12, status: 2 });
    expect(socket.emitted).toEqual([['heartbeat', {}]]);
    vi.advanceTimersByTime(2_500);
    expect(socket.emitted).toHaveLength(3);
    socket.fire('disconnect', 'transport close');
    vi.advanceTimersByTime(5_000);
    expect(socket.emitted).toHaveLength(3);
  });

  it('hands features the valid payloads of the events they subscribed to, across reconnects', async () => {
    const { client, sockets } = setup();
    const balances: unknown[] = [];
    let ready = 0;
    const stop = client.subscribe('wallet:balance', (payload) => balances.push(payload));
    client.onReady(() => (ready += 1));
    client.connect();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0] as FakeSocket;
    socket.fire('session:ready', { userId: 12, status: 2 });
    const balance = { coins: 120, heldCoins: 0, points: 0 };
    socket.fire('wallet:balance', balance);
    socket.fire('wallet:balance', { coins: 'lots' });
    expect(balances).toEqual([balance]);

    // After a reconnect the same listener keeps receiving, and readiness is told again.
    socket.fire('session:ready', { userId: 12, status: 2 });
    expect(ready).toBe(2);
    stop();
    socket.fire('wallet:balance', balance);
    expect(balances).toHaveLength(1);
  });

  it('reports a session ended by the server as its catalogue action and goes offline', async () => {
    const { client, sockets, statuses, ended } = setup();
    client.connect();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    vi.useFakeTimers();
    const socket = sockets[0] as FakeSocket;
    socket.fire('session:ended', { code: 10023, msg: 'elsewhere' });
    expect(ended).toEqual([
      {
        kind: 'sessionEnded',
        code: 10023,
        message: { key: 'errors.anotherDevice', sent: { code: 10023, text: 'elsewhere' } },
      },
    ]);
    expect(statuses.at(-1)).toBe('offline');
    // The server's disconnect that follows is the end of the session, not something to retry.
    socket.fire('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(60_000);
    expect(socket.connectCalls).toBe(1);
  });

  it('reconnects with back-off when the server drops the socket without ending the session', async () => {
    const { client, sockets, statuses, ended } = setup();
    client.connect();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    vi.useFakeTimers();
    const socket = sockets[0] as FakeSocket;
    socket.fire('session:ready', { userId: 12, status: 2 });
    // socket.io leaves a server-side disconnect to the application: the socket is no longer active.
    socket.active = false;
    socket.fire('disconnect', 'io server disconnect');
    expect(statuses.at(-1)).toBe('connecting');
    expect(ended).toEqual([]);
    // First retry: reconnectDelay(0), at most 1 s + 50 %.
    vi.advanceTimersByTime(RECONNECT.delayMs * (1 - RECONNECT.randomization) - 1);
    expect(socket.connectCalls).toBe(1);
    vi.advanceTimersByTime(RECONNECT.delayMs * RECONNECT.randomization * 2 + 1);
    expect(socket.connectCalls).toBe(2);
    expect(socket.auths).toHaveLength(2);
    expect(socket.auths[1]?.nonce).not.toBe(socket.auths[0]?.nonce);

    // It fails again at once: the second delay is reconnectDelay(1), 2 s ± 50 %, so not before 1 s.
    socket.active = false;
    socket.fire('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(2 * RECONNECT.delayMs * (1 - RECONNECT.randomization) - 1);
    expect(socket.connectCalls).toBe(2);
    vi.advanceTimersByTime(2 * RECONNECT.delayMs * RECONNECT.randomization * 2 + 1);
    expect(socket.connectCalls).toBe(3);
  });

  it('leaves a dropped transport to socket.io, which reconnects by itself', async () => {
    const { client, sockets, statuses } = setup();
    client.connect();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    vi.useFakeTimers();
    const socket = sockets[0] as FakeSocket;
    socket.fire('session:ready', { userId: 12, status: 2 });
    socket.fire('disconnect', 'transport close');
    expect(socket.active).toBe(true);
    expect(statuses.at(-1)).toBe('connecting');
    vi.advanceTimersByTime(60_000);
    expect(socket.connectCalls).toBe(1);
  });

  it('retries a refused handshake itself, with back-off', async () => {
    const { client, sockets, statuses } = setup();
    client.connect();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    vi.useFakeTimers();
    const socket = sockets[0] as FakeSocket;
    socket.active = false;
    socket.fire('connect_error', new Error('refused'));
    expect(statuses.at(-1)).toBe('connecting');
    expect(socket.connectCalls).toBe(1);
    vi.advanceTimersByTime(RECONNECT.delayMs * (1 + RECONNECT.randomization));
    expect(socket.connectCalls).toBe(2);
  });

  it('ends the session when the handshake is refused with a session-ending code', async () => {
    const { client, sockets, statuses, ended } = setup();
    client.connect();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    vi.useFakeTimers();
    const socket = sockets[0] as FakeSocket;
    socket.active = false;
    socket.fire(
      'connect_error',
      Object.assign(new Error('expired'), { data: { code: 10023, msg: 'Login has expired' } }),
    );
    expect(ended).toEqual([{ kind: 'sessionEnded', code: 10023, message: { key: 'errors.loginExpired' } }]);
    expect(statuses.at(-1)).toBe('offline');
    vi.advanceTimersByTime(60_000);
    expect(socket.connectCalls).toBe(1);
  });

  it('does not connect when disconnected before socket.io-client arrived', async () => {
    const { client, sockets, statuses } = setup();
    client.connect();
    client.disconnect();
    await new Promise((r) => setTimeout(r, 0));
    expect(sockets).toHaveLength(0);
    expect(statuses.at(-1)).toBe('offline');
  });
});
