import { CallCode, callsApi, Code, type IceConfig } from '@mingle/protocol';
import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from '../src/config';
import { mintTurnCredential, TURN_CREDENTIAL_MAX_TTL_SECONDS } from '../src/infra/turn/turn-credentials';
import { collect, data, eventWhere, useCallsApp } from './calls-app';
import { signedInject } from './signed';

const TURN_SECRET = 'a-shared-secret-with-coturn';
const app = useCallsApp({
  STUN_URLS: 'stun:127.0.0.1:3478',
  TURN_URLS: 'turn:127.0.0.1:3478?transport=udp,turn:127.0.0.1:3478?transport=tcp',
  TURN_SECRET,
  TURN_CREDENTIAL_TTL_SECONDS: '600',
});

const offer = { type: 'offer' as const, sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
const candidate = {
  candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 50000 typ host',
  sdpMid: '0',
  sdpMLineIndex: 0,
};

describe('signalling', () => {
  it('relays descriptions and candidates between the two parties of an answered call, in both directions', async () => {
    const caller = await app.party('Ari');
    const callee = await app.party('Bel');
    const { roomNum } = await app.ring(caller, callee);
    data(await app.act(callee, callsApi.answer.path, roomNum));

    const atCallee = eventWhere(callee.socket, 'call:signal');
    caller.socket.emit('call:signal', { roomNum, description: offer });
    expect(await atCallee).toEqual({ roomNum, description: offer, fromUserId: caller.id });

    const atCaller = eventWhere(caller.socket, 'call:signal');
    callee.socket.emit('call:signal', { roomNum, candidate });
    expect(await atCaller).toEqual({ roomNum, candidate, fromUserId: callee.id });
  });

  it('refuses anyone else, a call still ringing and a call that ended, and relays nothing of theirs', async () => {
    const caller = await app.party('Cas');
    const callee = await app.party('Dee');
    const stranger = await app.party('Eli');
    const relayedToCallee = collect(callee.socket, 'call:signal');
    const relayedToCaller = collect(caller.socket, 'call:signal');
    const { roomNum } = await app.ring(caller, callee);

    const ringing = eventWhere(caller.socket, 'server:error');
    caller.socket.emit('call:signal', { roomNum, description: offer });
    expect(await ringing).toEqual({
      event: 'call:signal',
      code: CallCode.NOT_IN_CALL,
      msg: 'You are not part of this call.',
    });

    data(await app.act(callee, callsApi.answer.path, roomNum));
    const intruder = eventWhere(stranger.socket, 'server:error');
    stranger.socket.emit('call:signal', { roomNum, description: offer });
    expect((await intruder).code).toBe(CallCode.NOT_IN_CALL);
    const unknown = eventWhere(stranger.socket, 'server:error');
    stranger.socket.emit('call:signal', { roomNum: 'no-such-room', candidate });
    expect((await unknown).code).toBe(CallCode.NOT_IN_CALL);
    const malformed = eventWhere(caller.socket, 'server:error');
    caller.socket.emit('call:signal', { roomNum, description: { type: 'bogus' } } as never);
    expect((await malformed).code).toBe(Code.VALIDATION);

    data(await app.act(caller, callsApi.hangup.path, roomNum));
    const late = eventWhere(callee.socket, 'server:error');
    callee.socket.emit('call:signal', { roomNum, candidate });
    expect((await late).code).toBe(CallCode.NOT_IN_CALL);

    // One signal that is allowed, sent last on the same socket: once it arrives every earlier one has been
    // handled, and none of the refused ones reached anybody.
    const other = await app.party('Fay');
    const second = await app.ring(other, caller);
    data(await app.act(caller, callsApi.answer.path, second.roomNum));
    const marker = eventWhere(caller.socket, 'call:signal');
    other.socket.emit('call:signal', { roomNum: second.roomNum, candidate });
    expect((await marker).roomNum).toBe(second.roomNum);
    expect(relayedToCallee).toEqual([]);
    expect(relayedToCaller.filter((s) => s.roomNum === roomNum)).toEqual([]);
  });
});

describe('ICE servers', () => {
  const iceServers = (
    who: { session: Parameters<typeof signedInject>[0]['credentials'] },
    query: Record<string, string>,
  ) =>
    app.t.app.inject(
      signedInject({ method: 'GET', path: callsApi.iceServers.path, query, credentials: who.session }),
    );

  it('gives a party of a live call STUN and a TURN credential that the turn module verifies, at most an hour', async () => {
    const caller = await app.party('Gil');
    const callee = await app.party('Hana');
    const { roomNum } = await app.ring(caller, callee);
    const before = Date.now();
    const res = await iceServers(callee, { roomNum });
    expect(res.statusCode).toBe(200);
    const ice = data(res.json<{ code: number; data: IceConfig }>());
    expect(ice.iceTransportPolicy).toBe('all');
    expect(ice.iceServers[0]).toEqual({ urls: ['stun:127.0.0.1:3478'] });
    const turn = ice.iceServers[1];
    expect(turn?.urls).toEqual(['turn:127.0.0.1:3478?transport=udp', 'turn:127.0.0.1:3478?transport=tcp']);
    const [expiry, userId] = (turn?.username ?? '').split(':').map(Number) as [number, number];
    expect(userId).toBe(callee.id);
    expect(ice.expiresAt).toBe(expiry * 1000);
    expect(expiry * 1000 - before).toBeLessThanOrEqual(TURN_CREDENTIAL_MAX_TTL_SECONDS * 1000);
    expect(expiry * 1000).toBeGreaterThan(before);
    // The same secret, user and expiry give the same credential: what coturn recomputes with use-auth-secret.
    const expected = mintTurnCredential(TURN_SECRET, callee.id, 600, (expiry - 600) * 1000);
    expect(turn).toMatchObject({ username: expected.username, credential: expected.credential });
    expect(mintTurnCredential('another-secret', callee.id, 600, (expiry - 600) * 1000).credential).not.toBe(
      turn?.credential,
    );

    const privacy = data(
      (await iceServers(caller, { roomNum, relayOnly: '1' })).json<{ code: number; data: IceConfig }>(),
    );
    expect(privacy.iceTransportPolicy).toBe('relay');
  });

  it('mints nothing for anyone else, for an unknown room or for a call that ended', async () => {
    const caller = await app.party('Ian');
    const callee = await app.party('Jil');
    const stranger = await app.party('Kip');
    const { roomNum } = await app.ring(caller, callee);
    for (const [who, room] of [
      [stranger, roomNum],
      [caller, 'no-such-room'],
    ] as const) {
      const res = await iceServers(who, { roomNum: room });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: CallCode.NOT_IN_CALL,
        data: null,
        msg: 'You are not part of this call.',
      });
    }
    data(await app.act(caller, callsApi.cancel.path, roomNum));
    expect((await iceServers(caller, { roomNum })).json()).toMatchObject({ code: CallCode.NOT_IN_CALL });
    expect((await iceServers(caller, {})).json()).toMatchObject({ code: Code.VALIDATION });
  });

  it('refuses TURN URLs without the shared secret at start-up', () => {
    expect(() => readEnv({ TURN_URLS: 'turn:turn.example.com:3478' })).toThrow(ConfigError);
    expect(() => readEnv({ TURN_URLS: 'https://turn.example.com', TURN_SECRET })).toThrow(/TURN_URLS/);
    expect(readEnv({ TURN_URLS: 'turns:turn.example.com:5349', TURN_SECRET }).ice.turnUrls).toEqual([
      'turns:turn.example.com:5349',
    ]);
  });
});
