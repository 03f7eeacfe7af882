import { blocksApi, chatApi, friendsApi, matchingApi, profileApi, type GuestUser } from '@mingle/protocol';
import { usePopupStore } from '../../app/popup-store';
import { ApiError, type RequestOptions } from '../../lib/api-client';
import { fakeUser } from '../../test/render-app';
import { AGE_CONFIRMED_KEY } from '../age-gate/age-gate-storage';
import { useCallStore } from '../calls/call-store';
import { useSessionStore } from '../session/store';
import { useMatchFilterStore } from './filter-store';
import { fakeGlobalConf } from './test-fixtures';

/** A visitor past the 18+ gate and the cookie notice, with home's filters back at their defaults. */
export function resetMatchingTest(): void {
  usePopupStore.setState({ entries: [], nextSeq: 0 });
  useMatchFilterStore.setState({ gender: 0, countryId: 0, price: 0 });
  useCallStore.getState().close();
  useSessionStore.getState().clear();
  localStorage.setItem(AGE_CONFIRMED_KEY, 'yes');
  localStorage.setItem('cookie', 'accepted');
}

export interface RecordedCall {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  params: RequestOptions<unknown>['params'];
}

export interface BackendOptions {
  goldNum?: number;
  conf?: ReturnType<typeof fakeGlobalConf>;
  guests?: GuestUser[];
  /** Answers the matching call; by default the user waits in the queue. */
  matching?: (body: Record<string, unknown> | undefined) => unknown;
}

/** The server side of the matching screens, recording every call it was asked. */
export function matchingBackend(options: BackendOptions = {}) {
  const calls: RecordedCall[] = [];
  const conf = options.conf ?? fakeGlobalConf();
  const handle = (method: string, path: string, request: RequestOptions<unknown>): unknown => {
    calls.push({ method, path, body: request.body, params: request.params });
    switch (path) {
      case profileApi.getUserInfo.path:
        return fakeUser({ goldNum: options.goldNum ?? 100 });
      case chatApi.unread.path:
        return { total: 0, sayHi: 0 };
      case friendsApi.list.path:
      case blocksApi.list.path:
        return [];
      case matchingApi.globalconf.path:
        return conf;
      case matchingApi.guestList.path:
        return options.guests ?? [];
      case matchingApi.matching.path:
        return options.matching
          ? options.matching(request.body)
          : { state: 'searching', quota: conf.quota, offer: null };
      case matchingApi.exitMatch.path:
      case matchingApi.matchAnswer.path:
        return null;
    }
    throw new ApiError('answer', 10404, `Not found: ${path}`, 404);
  };
  const sent = (path: string) => calls.filter((c) => c.path === path);
  return { handle, calls, sent };
}
