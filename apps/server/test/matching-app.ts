import {
  countryByCode,
  matchingApi,
  OnlineStatus,
  profileApi,
  type MatchFilter,
  type MatchingAnswer,
  type ServerEventName,
  type ServerEventPayload,
} from '@mingle/protocol';
import { afterEach, expect, vi } from 'vitest';
import type { IssuedSession } from '../src/modules/session/service';
import { nextEvent, type TestSocket } from './realtime-client';
import { useSocialApp, type SocialAppOptions } from './social-app';
import type { Answer } from './social-client';

export interface Person {
  session: IssuedSession;
  socket: TestSocket;
  userId: number;
}

export interface PersonOptions {
  /** 1 male, 2 female; unset leaves the gender empty. */
  gender?: 1 | 2;
  /** Two-letter code of the country the person is from (set with the gender, so it needs one). */
  country?: string;
}

/** Waits until `check` holds (a state reached in the background, e.g. a socket close handled), or fails. */
export async function until(check: () => Promise<boolean> | boolean, what = 'condition'): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: 10_000, interval: 25 },
  );
}

/** Every event of one kind a socket receives from now on, in order. */
export function collect<E extends ServerEventName>(socket: TestSocket, event: E): ServerEventPayload<E>[] {
  const seen: ServerEventPayload<E>[] = [];
  (socket.on as (e: string, l: (p: ServerEventPayload<E>) => void) => void)(event, (p) => seen.push(p));
  return seen;
}

export function countryId(code: string): number {
  const country = countryByCode(code);
  if (!country) throw new Error(`unknown country ${code}`);
  return country.id;
}

/**
 * The matching test app: the real app listening on a port (useSocialApp), people with a profile and a live
 * socket, and the matching calls as the web client makes them. After each test everyone who searched leaves
 * the queue (and any open pop-up), and the queue is empty again, so tests sharing the app never meet.
 */
export function useMatchingApp(env: Record<string, string> = {}, options: SocialAppOptions = {}) {
  // Many signed calls from one address in a few seconds: the per-address limit is not what these tests test.
  const social = useSocialApp({ RATE_LIMIT_PER_MINUTE: '1000000', ...env }, options);
  const { c } = social;
  const searched = new Set<IssuedSession>();

  const people: Person[] = [];

  afterEach(async () => {
    // Leaving again until the queue stays empty: an expiry may requeue someone in the background.
    await until(async () => {
      for (const session of searched) await c.post(session, matchingApi.exitMatch.path);
      return (await social.t.ctx.matchQueue.size()) === 0;
    }, 'an empty queue');
    searched.clear();
    // Sockets close here, and the server has handled each close before the next test (or the app's
    // shutdown) begins.
    for (const p of people) p.socket.disconnect();
    const { presence } = social.t.ctx;
    await until(async () => {
      const statuses = await presence.publicStatuses(people.map((p) => p.userId));
      return statuses.every((s) => s === OnlineStatus.OFFLINE);
    }, 'everyone offline');
    people.length = 0;
  });

  /** A signed-up adult with a name, gender and country (supplementary registration), online on a socket. */
  async function person(name: string, options: PersonOptions = {}): Promise<Person> {
    const session = await c.user();
    const body: Record<string, unknown> = { nickname: name, birthday: '1995-04-12' };
    if (options.gender) body.gender = options.gender;
    if (options.country) body.countryId = countryId(options.country);
    if (options.gender) {
      expect((await c.post(session, profileApi.complementInfo.path, body)).code).toBe(200);
    } else {
      expect((await c.post(session, profileApi.update.path, body)).code).toBe(200);
    }
    const socket = await social.online(session);
    const p = { session, socket, userId: session.userId };
    people.push(p);
    return p;
  }

  /** POST matching: start searching (or get matched at once). */
  function start(p: Person, filter: Partial<MatchFilter> = {}): Promise<Answer<MatchingAnswer>> {
    searched.add(p.session);
    return c.post<MatchingAnswer>(p.session, matchingApi.matching.path, filter);
  }

  /** Starts and expects the answer to be a success. */
  async function search(p: Person, filter: Partial<MatchFilter> = {}): Promise<MatchingAnswer> {
    const answer = await start(p, filter);
    expect(answer, answer.msg).toMatchObject({ code: 200 });
    return answer.data;
  }

  /** `waiting` searches first, then `joiner` is matched with them: both pop-ups, as each socket got it. */
  async function match(waiting: Person, joiner: Person) {
    expect((await search(waiting)).state).toBe('searching');
    const found = [
      nextEvent(waiting.socket, 'match:found'),
      nextEvent(joiner.socket, 'match:found'),
    ] as const;
    const answer = await search(joiner);
    expect(answer.state).toBe('matched');
    const [forWaiting, forJoiner] = await Promise.all(found);
    return { matchId: forJoiner.matchId, forWaiting, forJoiner, answer };
  }

  function reply(p: Person, matchId: string, answer: 'accept' | 'decline' | 'next') {
    return c.post(p.session, matchingApi.matchAnswer.path, { matchId, answer });
  }

  return {
    get t() {
      return social.t;
    },
    c,
    online: social.online,
    person,
    start,
    search,
    match,
    reply,
  };
}
