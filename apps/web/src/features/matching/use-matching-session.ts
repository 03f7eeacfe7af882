import { MatchCode, matchingApi, type CallData, type MatchFilter } from '@mingle/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { usePopupStore } from '../../app/popup-store';
import { useServices } from '../../app/services-context';
import { ApiError } from '../../lib/api-client';
import { openCall } from '../calls/call-store';
import {
  initialMatchingState,
  isInQueue,
  matchingReducer,
  offerOnLocalClock,
  refusalOf,
  type MatchingPhase,
  type MatchingState,
} from './matching-state';
import { matchingKeys, storeQuota, useSignedInUserId } from './queries';

export type OfferAnswer = 'accept' | 'decline' | 'next';

export interface MatchingSession {
  state: MatchingState;
  /** Enter the queue (again) with the filter the page was opened with. */
  join(): void;
  /** Leave the queue and any open offer (Stop). */
  stop(): void;
  answer(matchId: string, answer: OfferAnswer): void;
  /** The pop-up's countdown reached zero. */
  expire(matchId: string): void;
}

/**
 * One visit of the matching page: joins the queue on arrival with the filter and price home showed, follows
 * the realtime events of the matched pop-up, hands an accepted match to the call screen, and leaves the queue
 * when the page is left or the tab closes (the server also drops a user whose socket closes, the backstop for a
 * request a closing tab never finishes).
 */
export function useMatchingSession(filter: MatchFilter): MatchingSession {
  const { api, realtime } = useServices();
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  const [state, dispatch] = useReducer(matchingReducer, initialMatchingState);

  // Read by the leave-on-exit handlers, which must see the phase as it is, not as it was when they were set up.
  const phase = useRef<MatchingPhase>(state.phase);
  useEffect(() => {
    phase.current = state.phase;
  }, [state.phase]);
  const mounted = useRef(false);

  const leave = useCallback(() => {
    // Best effort: a failure leaves the user in the queue only until their socket closes or the entry expires.
    api.call(matchingApi.exitMatch).catch(() => undefined);
  }, [api]);

  const join = useCallback(() => {
    dispatch({ type: 'join' });
    api.call(matchingApi.matching, filter).then(
      (answer) => {
        // Left while the request was on its way: the queue entry it made must not outlive the page.
        if (!mounted.current) {
          leave();
          return;
        }
        if (userId !== null) storeQuota(queryClient, userId, answer.quota);
        const offer = answer.offer && offerOnLocalClock(answer.offer, Date.now());
        dispatch({ type: 'joined', answer: { ...answer, offer } });
      },
      (error: unknown) => {
        const refusal = refusalOf(error);
        // The countdown needs the reset time, and a changed price must be shown before it is paid.
        if (refusal === 'quotaUsed' || refusal === 'priceChanged') {
          void queryClient.invalidateQueries({ queryKey: matchingKeys.conf(userId) });
        }
        if (refusal === 'profileIncomplete') usePopupStore.getState().open('complementInfo', {});
        dispatch({ type: 'refused', refusal });
      },
    );
  }, [api, filter, leave, queryClient, userId]);

  /** Both accepted: the event carries this side's call data, so the call opens at once. */
  const handOver = useCallback((call: CallData) => {
    // Not tied to the page: the call opens even if the page is left in the meantime. Refused only while another
    // call is still on screen.
    dispatch(
      openCall(call)
        ? { type: 'callOpened', roomNum: call.roomNum }
        : { type: 'callFailed', roomNum: call.roomNum },
    );
  }, []);

  // Join once per visit. The leave is deferred a tick so that a remount (React's StrictMode runs effects twice
  // in development) neither leaves nor joins again.
  const firstJoin = useRef<(() => void) | null>(join);
  useEffect(() => {
    mounted.current = true;
    firstJoin.current?.();
    firstJoin.current = null;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (!mounted.current && isInQueue(phase.current)) leave();
      }, 0);
    };
  }, [leave]);

  useEffect(() => {
    const onPageHide = () => {
      if (isInQueue(phase.current)) leave();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [leave]);

  useEffect(() => {
    const stops = [
      realtime.subscribe('match:found', (offer) => {
        dispatch({ type: 'found', offer: offerOnLocalClock(offer, Date.now()) });
        // The shown match counts against today's free quota.
        void queryClient.invalidateQueries({ queryKey: matchingKeys.conf(userId) });
      }),
      realtime.subscribe('match:ended', ({ matchId, reason, searching }) =>
        dispatch({ type: 'ended', matchId, reason, searching }),
      ),
      realtime.subscribe('match:accepted', ({ matchId, roomNum, call }) => {
        dispatch({ type: 'accepted', matchId, roomNum });
        handOver(call);
      }),
      // The server drops a seeker whose socket closed, and an offer dies with it: back into the queue.
      realtime.onReady(() => {
        if (phase.current.kind === 'searching' || phase.current.kind === 'offer') join();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [realtime, handOver, join, queryClient, userId]);

  const stop = useCallback(() => {
    if (isInQueue(phase.current)) leave();
    dispatch({ type: 'stopped' });
  }, [leave]);

  const answer = useCallback(
    (matchId: string, answer: OfferAnswer) => {
      dispatch({ type: 'answered', matchId, answer });
      api.call(matchingApi.matchAnswer, { matchId, answer }).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === MatchCode.MATCH_GONE)
          dispatch({ type: 'gone', matchId });
        else dispatch({ type: 'answerFailed', matchId });
      });
    },
    [api],
  );

  const expire = useCallback((matchId: string) => dispatch({ type: 'expired', matchId }), []);

  return { state, join, stop, answer, expire };
}
