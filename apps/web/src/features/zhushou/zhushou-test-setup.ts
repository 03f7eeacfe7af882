import { noticesApi, type Notice } from '@mingle/protocol';
import type { RequestOptions } from '../../lib/api-client';
import type { FakeApiHandler } from '../../test/render-app';
import { rewardsServer, rewardsState } from '../rewards/rewards-test-setup';

/** 2031-03-10 12:00 UTC. */
export const NOTICE_TIME = Date.UTC(2031, 2, 10, 12);

export function rewardNotice(id: number, params: Extract<Notice, { kind: 'reward' }>['params']): Notice {
  return { id, time: NOTICE_TIME + id * 60_000, read: false, kind: 'reward', params };
}

/**
 * The notices server for the web tests: the same paging, unread count and mark-as-read as apps/server's
 * notices module, over `notices` (newest first); everything else goes to the rewards fake (profile, pay status).
 */
export function noticesServer(notices: Notice[]) {
  const state = { notices };
  const rewards = rewardsServer(rewardsState());
  const unread = () => state.notices.filter((n) => !n.read).length;
  const handle: FakeApiHandler = (method, path, options: RequestOptions<unknown>) => {
    const input = (method === 'GET' ? options.params : options.body) as Record<string, unknown> | undefined;
    switch (path) {
      case noticesApi.list.path: {
        const page = Number(input?.page ?? 1);
        const size = Number(input?.size ?? 20);
        const list = state.notices.slice((page - 1) * size, page * size);
        return { list, page, size, total: state.notices.length, unread: unread() };
      }
      case noticesApi.unread.path:
        return { unread: unread() };
      case noticesApi.read.path: {
        const ids = input?.ids as number[] | undefined;
        state.notices = state.notices.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n));
        return { unread: unread() };
      }
    }
    return rewards.handle(method, path, options);
  };
  return { handle, state, calls: rewards.calls };
}
