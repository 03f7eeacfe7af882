import {
  CallCode,
  callsApi,
  friendsApi,
  profileApi,
  type FriendInfo,
  type PriceInfo,
} from '@mingle/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePopupStore } from '../../app/popup-store';
import { tabId } from '../../lib/tab-id';
import { ApiError, type RequestOptions } from '../../lib/api-client';
import { fakeUser, renderApp } from '../../test/render-app';
import { AGE_CONFIRMED_KEY } from '../age-gate/age-gate-storage';
import { useSessionStore } from '../session/store';
import { useCallStore } from './call-store';
import { BEN, callData } from './test-kit';

const ME = 9;
const friend: FriendInfo = {
  ...fakeUser({ id: BEN.id, userName: 'Ben' }),
  alias: null,
  onlineStatus: 2,
  since: 1,
  notifyOnline: false,
  headImg: '',
};

function price(overrides: Partial<PriceInfo> = {}): PriceInfo {
  return { pricePerMinute: 40, goldNum: 100, enough: true, friendsOnly: false, userInfo: BEN, ...overrides };
}

/** The friends page's own requests; the call paths (recorded in `sent`) answer from `calls`. */
function backend(calls: (path: string, options: RequestOptions<unknown>) => unknown) {
  const sent: { path: string; options: RequestOptions<unknown> }[] = [];
  const handle = (_method: string, path: string, options: RequestOptions<unknown>) => {
    if (path === profileApi.getUserInfo.path) return fakeUser({ id: ME });
    if (path === friendsApi.list.path) return [friend];
    if (path === friendsApi.requests.path) return { incoming: [], outgoing: [] };
    // The call layer asks once for a live call to resume (none here); only what the button sends counts.
    if (path === callsApi.live.path) return null;
    if (path.startsWith('/api/call/')) sent.push({ path, options });
    const answer = calls(path, options);
    if (answer !== undefined) return answer;
    throw new ApiError('answer', 10404, `Not found: ${path}`, 404);
  };
  return { handle, sent };
}

async function openFriendRow(handle: ReturnType<typeof backend>['handle']) {
  await renderApp({ path: '/friends', handle });
  return screen.findByRole('listitem', { name: 'Ben' });
}

beforeEach(() => {
  usePopupStore.setState({ entries: [], nextSeq: 0 });
  useCallStore.getState().close();
  localStorage.setItem(AGE_CONFIRMED_KEY, 'yes');
  localStorage.setItem('cookie', 'accepted');
  useSessionStore.getState().signIn(ME, 'tok');
});

describe('video call from the friends page', () => {
  it('shows the price first, then launches the friends call and rings', async () => {
    const user = userEvent.setup();
    const api = backend((path) => {
      if (path === callsApi.priceInfo.path) return price();
      if (path === callsApi.friendVideo.path)
        return callData({ callRole: 'caller' }, { pricePerMinute: 40, payerId: ME });
      return undefined;
    });
    const row = await openFriendRow(api.handle);
    await user.click(within(row).getByRole('button', { name: 'Video call' }));
    const confirm = await within(row).findByRole('group', { name: 'Video call Ben?' });
    expect(
      within(confirm).getByText('This call costs 40 coins per started minute. Your coins: 100.'),
    ).toBeTruthy();
    expect(api.sent.map((s) => s.path)).toEqual([callsApi.priceInfo.path]);
    expect(api.sent[0]?.options.params).toEqual({ matchUserId: BEN.id });

    await user.click(within(confirm).getByRole('button', { name: 'Call now' }));
    const ringing = await screen.findByRole('dialog', { name: 'Outgoing call' });
    expect(within(ringing).getByText('Ringing…')).toBeTruthy();
    expect(api.sent[1]).toEqual({
      path: callsApi.friendVideo.path,
      options: expect.objectContaining({ body: { matchUserId: BEN.id, tabId: tabId() } }),
    });
  });

  it('starts a free call at once', async () => {
    const user = userEvent.setup();
    const api = backend((path) => {
      if (path === callsApi.priceInfo.path) return price({ pricePerMinute: 0 });
      if (path === callsApi.friendVideo.path)
        return callData({ callRole: 'caller' }, { pricePerMinute: 0, payerId: null });
      return undefined;
    });
    const row = await openFriendRow(api.handle);
    await user.click(within(row).getByRole('button', { name: 'Video call' }));
    const ringing = await screen.findByRole('dialog', { name: 'Outgoing call' });
    expect(within(ringing).getByText('Free call')).toBeTruthy();
  });

  it("says 'You don't have enough coins.' and offers the shop instead of calling", async () => {
    const user = userEvent.setup();
    const api = backend((path) =>
      path === callsApi.priceInfo.path ? price({ goldNum: 10, enough: false }) : undefined,
    );
    const row = await openFriendRow(api.handle);
    await user.click(within(row).getByRole('button', { name: 'Video call' }));
    const confirm = await within(row).findByRole('group', { name: 'Video call Ben?' });
    expect(within(confirm).getByRole('alert').textContent).toBe("You don't have enough coins.");
    expect(within(confirm).getByRole('link', { name: 'Buy coins' }).getAttribute('href')).toBe('/shop');
    expect(within(confirm).queryByRole('button', { name: 'Call now' })).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(row).queryByRole('group', { name: 'Video call Ben?' })).toBeNull();
    expect(api.sent.map((s) => s.path)).toEqual([callsApi.priceInfo.path]);
  });

  it.each([
    ['friends only', () => price({ friendsOnly: true }), 'This user takes video calls from friends only.'],
    [
      'offline',
      () => {
        throw new ApiError('answer', CallCode.PEER_OFFLINE, 'This user is offline right now.', 200);
      },
      'This user is offline right now.',
    ],
  ])('explains a refusal (%s)', async (_case, answer, text) => {
    const user = userEvent.setup();
    const api = backend((path) => (path === callsApi.priceInfo.path ? answer() : undefined));
    const row = await openFriendRow(api.handle);
    await user.click(within(row).getByRole('button', { name: 'Video call' }));
    await waitFor(() => expect(within(row).getByText(text).getAttribute('role')).toBe('alert'));
    expect(api.sent.map((s) => s.path)).toEqual([callsApi.priceInfo.path]);
  });
});
