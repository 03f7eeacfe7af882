import {
  callsApi,
  HEARTBEAT_INTERVAL_MS,
  type CallData,
  type CallReceipt,
  type ServerEventName,
  type ServerEventPayload,
} from '@mingle/protocol';
import { afterAll, expect, vi } from 'vitest';
import type { HostSettings } from '@mingle/protocol';
import { ManualClock } from '../src/infra/manual-clock';
import type { IssuedSession } from '../src/modules/session/service';
import { checkLedger } from '../src/modules/wallet/ledger-check';
import type { TestSocket } from './realtime-client';
import { useSocialApp, type SocialAppOptions } from './social-app';
import type { Answer } from './social-client';

interface UntypedSocket<P> {
  on(event: string, listener: (payload: P) => void): void;
  off(event: string, listener: (payload: P) => void): void;
}

/** The first `event` on the socket that satisfies `match` (events before it are skipped). */
export function eventWhere<E extends ServerEventName>(
  socket: TestSocket,
  event: E,
  match: (payload: ServerEventPayload<E>) => boolean = () => true,
): Promise<ServerEventPayload<E>> {
  // Socket.IO's typed listeners cannot follow a generic event name.
  const untyped = socket as unknown as UntypedSocket<ServerEventPayload<E>>;
  return new Promise((resolve) => {
    const listener = (payload: ServerEventPayload<E>) => {
      if (!match(payload)) return;
      untyped.off(event, listener);
      resolve(payload);
    };
    untyped.on(event, listener);
  });
}

/** Every `event` the socket receives from now on, in order. */
export function collect<E extends ServerEventName>(socket: TestSocket, event: E): ServerEventPayload<E>[] {
  const seen: ServerEventPayload<E>[] = [];
  (socket as unknown as UntypedSocket<ServerEventPayload<E>>).on(event, (p) => seen.push(p));
  return seen;
}

/** Polls until `probe` gives a value (the server acts on its own, e.g. after a socket closed); fails after 15 s. */
export function until<T>(probe: () => Promise<T | null | undefined | false>): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await probe();
      if (value === null || value === undefined || value === false)
        throw new Error('the server never got there');
      return value;
    },
    { timeout: 15_000, interval: 25 },
  );
}

/** A successful answer's data; fails the test with the answer's code and message otherwise. */
export function data<T>(answer: Answer<T>): T {
  expect(answer, `answer ${answer.code}: ${answer.msg ?? ''}`).toMatchObject({ code: 200 });
  return answer.data;
}

export interface Party {
  session: IssuedSession;
  socket: TestSocket;
  id: number;
}

/**
 * One listening app for a calls test file (on top of the social app: real sockets, signed requests) with the
 * steps every calls test needs: people online, hosts, coins, a call rung, answered and connected.
 */
export function useCallsApp(env: Record<string, string> = {}, options: SocialAppOptions = {}) {
  const social = useSocialApp(
    { CALL_SWEEP_INTERVAL_MS: '200', RATE_LIMIT_PER_MINUTE: '100000', ...env },
    options,
  );
  const { c } = social;
  const everyone: number[] = [];
  // Runs before the social app closes: the server must have handled the last sockets closing first. (Closing
  // the app while the gateway still handles a disconnect leaves an unhandled 'Connection is closed' from Redis.)
  afterAll(async () => {
    const { presence } = social.t.ctx;
    await until(async () =>
      (await Promise.all(everyone.map((id) => presence.ownStatus(id)))).every((s) => s === 0),
    );
  });

  async function party(name: string): Promise<Party> {
    const session = await c.user(name);
    everyone.push(session.userId);
    return { session, socket: await social.online(session), id: session.userId };
  }

  async function host(who: { id: number }, settings: Partial<Omit<HostSettings, 'isHost'>> = {}) {
    return social.t.ctx.calls.makeHost(who.id, settings);
  }

  async function grant(who: { id: number }, coins: number, key = `test-grant:${who.id}:${Math.random()}`) {
    const { ledger } = social.t.ctx;
    await ledger.run((tx) => ledger.credit(tx, { key, userId: who.id, coins, source: 'grant' }));
  }

  const balance = (who: { id: number }) => social.t.ctx.ledger.balance(who.id);

  const launch = (caller: Party | IssuedSession, calleeId: number, extra: Record<string, unknown> = {}) =>
    c.post<CallData>('session' in caller ? caller.session : caller, callsApi.launch.path, {
      matchUserId: calleeId,
      ...extra,
    });

  const act = (who: Party, path: string, roomNum: string | undefined, extra: Record<string, unknown> = {}) =>
    c.post<CallData>(who.session, path, { ...(roomNum === undefined ? {} : { roomNum }), ...extra });

  /** Rings the callee and waits for the ring bell on their socket. */
  async function ring(caller: Party, callee: Party, extra: Record<string, unknown> = {}): Promise<CallData> {
    const incoming = eventWhere(callee.socket, 'call:incoming');
    const call = data(await launch(caller, callee.id, extra));
    expect((await incoming).roomNum).toBe(call.roomNum);
    return call;
  }

  /** A call answered and carrying media (notifyStartCall), as both browsers would bring it there. */
  async function connected(
    caller: Party,
    callee: Party,
    extra: Record<string, unknown> = {},
  ): Promise<string> {
    const { roomNum } = await ring(caller, callee, extra);
    data(await act(callee, callsApi.answer.path, roomNum));
    data(await act(caller, callsApi.notifyStartCall.path, roomNum));
    return roomNum;
  }

  const receipts = async (who: Party) =>
    data(await c.get<CallReceipt[]>(who.session, callsApi.receipts.path));

  /**
   * Lets `ms` pass on the file's ManualClock while the parties stay online: their clients beat every
   * HEARTBEAT_INTERVAL_MS, as the web client does, and the server's deadlines fall due on the way.
   */
  async function elapse(ms: number, ...parties: Party[]): Promise<void> {
    const { clock } = options;
    if (!(clock instanceof ManualClock))
      throw new Error('elapse needs useCallsApp(env, { clock: ManualClock })');
    for (let left = ms; left > 0; left -= HEARTBEAT_INTERVAL_MS) {
      for (const p of parties) await social.t.ctx.presence.heartbeat(p.id);
      await clock.advance(Math.min(left, HEARTBEAT_INTERVAL_MS));
    }
  }

  /** The wallet's own invariant check (npm run ledger:check) finds nothing wrong. */
  async function expectLedgerSound(): Promise<void> {
    expect(await checkLedger(social.t.ctx.database.db)).toEqual([]);
  }

  return {
    c,
    online: social.online,
    befriend: social.befriend,
    get t() {
      return social.t;
    },
    party,
    host,
    grant,
    balance,
    launch,
    act,
    ring,
    connected,
    receipts,
    elapse,
    expectLedgerSound,
  };
}
