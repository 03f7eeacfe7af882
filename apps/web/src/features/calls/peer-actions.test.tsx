import {
  AddFriendType,
  blocksApi,
  friendsApi,
  profileApi,
  reportsApi,
  type AddFriendInfo,
  type BlockedUser,
  type ServerEventPayload,
} from '@mingle/protocol';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeUser } from '../../test/render-app';
import { renderCallLayer, setUpCallLayerTests } from './call-layer-test-kit';
import { useCallStore } from './call-store';
import { usePeerDialogStore } from './peer-dialog-store';
import { BEN, callData, callReceipt, type ApiCall } from './test-kit';

const ME = 9;
const BEN_PROFILE = fakeUser({ id: BEN.id, userName: 'Ben', bio: 'Climbs on weekends.', age: 29 });

/** The server side of Ben: what adding him costs, whom I blocked, his profile; every request is recorded. */
function peerServer(friendState: AddFriendInfo['state'] = 'none') {
  const state = { friend: friendState, blocked: false };
  const handle = ({ path, options }: ApiCall): unknown => {
    if (path === friendsApi.quote.path) {
      const info: AddFriendInfo = {
        friendId: BEN.id,
        type: AddFriendType.FREE,
        times: 4,
        freePerDay: 5,
        price: 0,
        state: state.friend,
      };
      return info;
    }
    if (path === friendsApi.add.path) {
      state.friend = 'requested';
      return { state: 'requested', friendId: BEN.id, requestId: 1, coins: 0 };
    }
    if (path === blocksApi.list.path) {
      const blocked: BlockedUser[] = state.blocked
        ? [{ user: BEN_PROFILE, headImg: '', blockedAt: 1, source: 'block' }]
        : [];
      return blocked;
    }
    if (path === blocksApi.add.path) {
      state.blocked = true;
      return null;
    }
    if (path === reportsApi.add.path) return { id: 1, status: 'open' };
    if (path === profileApi.getUserInfo.path && options.params?.['searchUserId'] === BEN.id)
      return BEN_PROFILE;
    return undefined;
  };
  return { state, handle };
}

async function liveCall(server = peerServer()) {
  const layer = await renderCallLayer({ handle: server.handle });
  act(() => void useCallStore.getState().openCall(callData({ callStatus: 'connected', source: 'match' })));
  const call = await screen.findByRole('dialog', { name: 'Video call' });
  const actions = within(call).getByRole('group', { name: 'Actions for Ben' });
  return { ...layer, call, actions };
}

/** The server's word that the call ended (a hang-up, or the block that ended it), then the receipt. */
function serverEndsCall(realtime: Awaited<ReturnType<typeof renderCallLayer>>['realtime']) {
  const ended = {
    roomNum: 'room-1',
    phase: 'ended',
    callStatus: 'hung_up',
    connectedAt: 1,
    media: 'video',
  } as ServerEventPayload<'call:state'>;
  act(() => realtime.fire('call:state', ended));
  act(() => realtime.fire('call:receipt', callReceipt()));
}

/** The pop-up's own Close button (the corner × is named Close too). */
const closeButton = (popup: HTMLElement) =>
  within(popup).getAllByRole('button', { name: 'Close' })[0] as HTMLElement;

const sent = (api: { calls: ApiCall[] }, path: string) => api.calls.filter((c) => c.path === path);

setUpCallLayerTests(ME, () => usePeerDialogStore.getState().close());

describe('the other person, during the call', () => {
  it('opens their profile over the call, which goes on behind it', async () => {
    const user = userEvent.setup();
    const { call } = await liveCall();
    await user.click(within(call).getByRole('button', { name: 'View the profile of Ben' }));
    const sheet = await screen.findByRole('dialog', { name: 'Profile of Ben' });
    expect(await within(sheet).findByText('Climbs on weekends.')).toBeTruthy();
    expect(within(sheet).getByText('29 years · Female')).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Profile of Ben' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Video call' })).toBe(call);
    expect(useCallStore.getState().phase).toBe('accepted');
  });

  it('sends a friend request at the quoted price and then says it was sent', async () => {
    const user = userEvent.setup();
    const { actions, api } = await liveCall();
    await user.click(await within(actions).findByRole('button', { name: 'Add friend' }));
    const add = await screen.findByRole('dialog', { name: 'Add Ben as a friend' });
    expect(
      await within(add).findByText('Free. You have 4 of 5 free friend additions left today.'),
    ).toBeTruthy();
    await user.click(within(add).getByRole('button', { name: 'Send friend request' }));
    expect(await within(add).findByText('Friend request sent.')).toBeTruthy();
    expect(sent(api, friendsApi.add.path)[0]?.options.body).toEqual({ friendUserId: BEN.id, price: 0 });
    await user.click(closeButton(add));
    expect(await within(actions).findByText('Friend request sent')).toBeTruthy();
    expect(within(actions).queryByRole('button', { name: 'Add friend' })).toBeNull();
  });

  it.each([
    ['friends', 'Friends'],
    ['requested', 'Friend request sent'],
  ] as const)('shows where the friendship stands (%s) instead of Add friend', async (state, text) => {
    const { actions } = await liveCall(peerServer(state));
    expect(await within(actions).findByText(text)).toBeTruthy();
    expect(within(actions).queryByRole('button', { name: 'Add friend' })).toBeNull();
  });

  it('offers to accept when they already asked', async () => {
    const { actions } = await liveCall(peerServer('incoming'));
    expect(await within(actions).findByRole('button', { name: 'Accept friend request' })).toBeTruthy();
  });

  it('reports them with the call as context, and the receipt waits until the report is closed', async () => {
    const user = userEvent.setup();
    const { actions, api, realtime } = await liveCall();
    await user.click(within(actions).getByRole('button', { name: 'Report' }));
    const report = await screen.findByRole('dialog', { name: 'Report Ben' });
    await user.click(within(report).getByRole('radio', { name: 'Nudity' }));
    await user.click(within(report).getByRole('button', { name: 'Send report' }));
    expect(
      await within(report).findByText('Thank you. Your report was sent to our moderators.'),
    ).toBeTruthy();
    expect(sent(api, reportsApi.add.path)[0]?.options.body).toMatchObject({
      targetUserId: BEN.id,
      context: 'call',
      contextId: 'room-1',
    });

    // A report blocks, so the server ends the call; the thanks stay on screen until read.
    serverEndsCall(realtime);
    expect(screen.queryByRole('dialog', { name: 'Video call' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Call summary' })).toBeNull();
    expect(within(report).getByText('Thank you. Your report was sent to our moderators.')).toBeTruthy();
    await user.click(closeButton(report));
    expect(await screen.findByRole('dialog', { name: 'Call summary' })).toBeTruthy();
  });

  it('blocks only after a confirmation that says the call ends, and the receipt follows', async () => {
    const user = userEvent.setup();
    const server = peerServer();
    const { actions, api, realtime } = await liveCall(server);
    await user.click(within(actions).getByRole('button', { name: 'Block' }));
    let confirm = within(actions).getByRole('group', { name: 'Block Ben?' });
    expect(
      within(confirm).getByText('Block Ben? You will not see each other any more, and this call ends now.'),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent(api, blocksApi.add.path)).toEqual([]);

    await user.click(within(actions).getByRole('button', { name: 'Block' }));
    confirm = within(actions).getByRole('group', { name: 'Block Ben?' });
    await user.click(within(confirm).getByRole('button', { name: 'Block and end call' }));
    await waitFor(() => expect(sent(api, blocksApi.add.path)).toHaveLength(1));
    expect(sent(api, blocksApi.add.path)[0]?.options.body).toEqual({ targetUserId: BEN.id });

    serverEndsCall(realtime);
    const summary = await screen.findByRole('dialog', { name: 'Call summary' });
    const after = within(summary).getByRole('group', { name: 'Actions for Ben' });
    expect(await within(after).findByText('You blocked Ben.')).toBeTruthy();
    expect(within(after).queryByRole('button', { name: 'Block' })).toBeNull();
    expect(within(after).queryByRole('button', { name: 'Add friend' })).toBeNull();
  });
});

describe('the other person, on the receipt', () => {
  async function receipt(path?: string) {
    const server = peerServer();
    const layer = await renderCallLayer({ handle: server.handle });
    if (path) await act(() => layer.router.navigate(path));
    act(() => void useCallStore.getState().openCall(callData({ callStatus: 'connected' })));
    serverEndsCall(layer.realtime);
    const summary = await screen.findByRole('dialog', { name: 'Call summary' });
    return { ...layer, summary };
  }

  it('links their name to their profile page, which closes the receipt', async () => {
    const user = userEvent.setup();
    const { summary, router } = await receipt();
    expect(within(summary).getByText('Call with', { exact: false }).textContent).toBe('Call with Ben');
    const link = within(summary).getByRole('link', { name: 'View the profile of Ben' });
    expect(link.getAttribute('href')).toBe(`/profile/${BEN.id}`);
    await user.click(link);
    expect(router.state.location.pathname).toBe(`/profile/${BEN.id}`);
    expect(useCallStore.getState().call).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the language prefix in the link', async () => {
    const { summary } = await receipt('/de/matching');
    expect(within(summary).getByRole('link', { name: 'View the profile of Ben' }).getAttribute('href')).toBe(
      `/de/profile/${BEN.id}`,
    );
  });

  it('reports with the call as context over the receipt, and blocks after a plain confirmation', async () => {
    const user = userEvent.setup();
    const { summary, api } = await receipt();
    const actions = within(summary).getByRole('group', { name: 'Actions for Ben' });
    await user.click(within(actions).getByRole('button', { name: 'Report' }));
    const report = await screen.findByRole('dialog', { name: 'Report Ben' });
    await user.click(within(report).getByRole('radio', { name: 'Harassment' }));
    await user.click(within(report).getByRole('button', { name: 'Send report' }));
    await within(report).findByText('Thank you. Your report was sent to our moderators.');
    expect(sent(api, reportsApi.add.path)[0]?.options.body).toMatchObject({
      context: 'call',
      contextId: 'room-1',
    });
    await user.click(closeButton(report));
    expect(screen.getByRole('dialog', { name: 'Call summary' })).toBe(summary);

    await user.click(within(actions).getByRole('button', { name: 'Block' }));
    const confirm = within(actions).getByRole('group', { name: 'Block Ben?' });
    expect(within(confirm).getByText('Block Ben? You will not see each other any more.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));
    expect(await within(actions).findByText('You blocked Ben.')).toBeTruthy();
  });
});
