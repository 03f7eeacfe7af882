import { callsApi, CallCode } from '@mingle/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { benJoins, renderCallLayer as renderLayer, setUpCallLayerTests } from './call-layer-test-kit';
import { useCallStore } from './call-store';
import { BEN, callData, callReceipt } from './test-kit';

const ME = 9;

setUpCallLayerTests(ME);

describe('call screens', () => {
  it('rings with the caller, answers into the call, hangs up and shows the summary', async () => {
    const user = userEvent.setup();
    const { realtime, api } = await renderLayer();
    act(() => realtime.fire('call:incoming', callData()));
    const ring = await screen.findByRole('dialog', { name: 'Incoming call' });
    expect(within(ring).getByText('Ben')).toBeTruthy();
    expect(within(ring).getByText('29 years')).toBeTruthy();
    expect(within(ring).getByText('Ben is video calling you')).toBeTruthy();
    expect(within(ring).getByText('Coins per minute: 20 You earn points per minute.')).toBeTruthy();
    expect(within(ring).getByRole('button', { name: 'Decline' })).toBeTruthy();

    benJoins(realtime);
    await user.click(within(ring).getByRole('button', { name: 'Answer' }));
    const call = await screen.findByRole('dialog', { name: 'Video call' });
    expect(within(call).getByRole('status').textContent).toBe('Connecting, please wait...');
    const remote = within(call).getByLabelText('Remote video') as HTMLVideoElement;
    expect(remote.autoplay).toBe(true);
    expect(remote.hasAttribute('playsinline')).toBe(true);
    const controls = within(call).getByRole('group', { name: 'Call controls' });
    for (const name of ['Mute', 'Camera off', 'Switch camera', 'Hang up']) {
      expect(within(controls).getByRole('button', { name })).toBeTruthy();
    }

    // Connected, but still 'Connecting' until the other picture actually plays.
    await waitFor(() => expect(useCallStore.getState().link).toBe('connected'));
    expect(within(call).getByText('Connecting, please wait...')).toBeTruthy();
    await waitFor(() => expect(remote.srcObject).not.toBeNull());
    fireEvent.playing(remote);
    expect(within(call).queryByText('Connecting, please wait...')).toBeNull();
    expect(within(call).getByRole('timer', { name: 'Call duration' }).textContent).toMatch(/^\d\d:\d\d$/);
    expect(api.calls.filter((c) => c.path === callsApi.notifyStartCall.path)).toHaveLength(1);

    await user.click(within(controls).getByRole('button', { name: 'Mute' }));
    expect(within(controls).getByRole('button', { name: 'Mute' }).getAttribute('aria-pressed')).toBe('true');

    act(() =>
      realtime.fire('call:billing', {
        roomNum: 'room-1',
        minutesBilled: 3,
        coins: 0,
        points: 30,
        lowBalance: true,
        endsAt: Date.now() + 60_000,
      }),
    );
    expect(
      within(call).getByText('Insufficient coins available, your call will terminate in 1 minutes'),
    ).toBeTruthy();
    expect(within(call).getByText('Points so far: 30')).toBeTruthy();

    await user.click(within(controls).getByRole('button', { name: 'Hang up' }));
    const summary = await screen.findByRole('dialog', { name: 'Call summary' });
    expect(within(summary).getByText('Hung up')).toBeTruthy();
    expect(within(summary).getByText('Loading the call summary…')).toBeTruthy();
    act(() => realtime.fire('call:receipt', callReceipt()));
    expect(within(summary).getByText('01:15')).toBeTruthy();
    expect(within(summary).getByText('Minutes billed').nextSibling?.textContent).toBe('2');
    expect(within(summary).getByText('Points earned').nextSibling?.textContent).toBe('20');
    expect(within(summary).queryByText('Coins paid')).toBeNull();

    await user.click(within(summary).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useCallStore.getState().call).toBeNull();
  });

  it('shows the caller ringing with Cancel, and a declined call that cost nothing', async () => {
    const user = userEvent.setup();
    const { realtime, api } = await renderLayer();
    act(() => void useCallStore.getState().openCall(callData({ callRole: 'caller' }, { payerId: ME })));
    const ringing = await screen.findByRole('dialog', { name: 'Outgoing call' });
    expect(within(ringing).getByRole('status').textContent).toBe('Ringing…');
    expect(within(ringing).getByText('Coins per minute: 20 You pay per started minute.')).toBeTruthy();
    expect(within(ringing).getByRole('button', { name: 'Cancel' })).toBeTruthy();

    act(() =>
      realtime.fire('call:state', {
        roomNum: 'room-1',
        interrupted: false,
        ownerTab: null,
        mediaEpoch: 0,
        phase: 'ended',
        callStatus: 'declined',
        connectedAt: null,
        media: 'video',
      }),
    );
    const summary = await screen.findByRole('dialog', { name: 'Call summary' });
    act(() =>
      realtime.fire(
        'call:receipt',
        callReceipt({
          callRole: 'caller',
          callStatus: 'declined',
          connectedAt: null,
          minutesBilled: 0,
          coins: 0,
          points: 0,
          payerId: ME,
        }),
      ),
    );
    expect(within(summary).getByText('Declined')).toBeTruthy();
    expect(within(summary).getByText('Not connected')).toBeTruthy();
    expect(within(summary).getByText('Coins paid').nextSibling?.textContent).toBe('0');
    expect(within(summary).getByText('Nothing was charged for this call.')).toBeTruthy();
    await user.click(within(summary).getByRole('button', { name: 'Close' }));
    expect(api.calls.filter((c) => c.path === callsApi.cancel.path)).toEqual([]);
  });

  it('cancels a ringing call with the Cancel button', async () => {
    const user = userEvent.setup();
    const { api } = await renderLayer();
    act(() => void useCallStore.getState().openCall(callData({ callRole: 'caller' })));
    const ringing = await screen.findByRole('dialog', { name: 'Outgoing call' });
    await user.click(within(ringing).getByRole('button', { name: 'Cancel' }));
    const summary = await screen.findByRole('dialog', { name: 'Call summary' });
    expect(within(summary).getByText('Cancelled')).toBeTruthy();
    expect(api.calls.find((c) => c.path === callsApi.cancel.path)?.options.body).toMatchObject({
      roomNum: 'room-1',
      requestType: 1,
    });
  });

  it("says 'Sorry, call connection failed' when the connection gives up", async () => {
    const { peers } = await renderLayer();
    act(() => void useCallStore.getState().openCall(callData({ callStatus: 'connected' })));
    const call = await screen.findByRole('dialog', { name: 'Video call' });
    await waitFor(() => expect(peers).toHaveLength(1));
    act(() => peers[0]?.setConnectionState('failed'));
    expect(within(call).getByText('Sorry, call connection failed').getAttribute('role')).toBe('alert');
  });

  it('explains a refused camera and offers to try again', async () => {
    await renderLayer({ refuseCamera: true });
    act(() => void useCallStore.getState().openCall(callData({ callStatus: 'connected' })));
    const call = await screen.findByRole('dialog', { name: 'Video call' });
    expect((await within(call).findByText(/cannot use your camera/)).getAttribute('role')).toBe('alert');
    expect(within(call).getByRole('button', { name: 'Try camera again' })).toBeTruthy();
  });

  it('turns a voice call into video when the other side asks and it is accepted', async () => {
    const user = userEvent.setup();
    const { realtime, api } = await renderLayer();
    act(() => void useCallStore.getState().openCall(callData({ media: 'voice', callStatus: 'connected' })));
    const call = await screen.findByRole('dialog', { name: 'Voice call' });
    const controls = within(call).getByRole('group', { name: 'Call controls' });
    expect(within(controls).getByRole('button', { name: 'Switch to video' })).toBeTruthy();
    expect(within(controls).queryByRole('button', { name: 'Camera off' })).toBeNull();
    // The other person's card stands in for their video.
    expect(within(call).getByText('29 years')).toBeTruthy();

    act(() => realtime.fire('call:upgrade', { roomNum: 'room-1', state: 'requested', byUserId: BEN.id }));
    const prompt = within(call).getByRole('group', { name: 'Ben wants to switch to video' });
    await user.click(within(prompt).getByRole('button', { name: 'Accept video' }));
    expect(api.calls.find((c) => c.path === callsApi.upgrade.path)?.options.body).toEqual({
      roomNum: 'room-1',
      answer: 'accept',
    });
    act(() => realtime.fire('call:upgrade', { roomNum: 'room-1', state: 'accepted', byUserId: ME }));
    expect(await screen.findByRole('dialog', { name: 'Video call' })).toBeTruthy();
    await waitFor(() =>
      expect(within(controls).queryByRole('button', { name: 'Switch to video' })).toBeNull(),
    );
  });

  it('tells the person who asked for video that it was declined', async () => {
    const user = userEvent.setup();
    const { realtime } = await renderLayer();
    act(() => void useCallStore.getState().openCall(callData({ media: 'voice', callStatus: 'connected' })));
    const call = await screen.findByRole('dialog', { name: 'Voice call' });
    await user.click(within(call).getByRole('button', { name: 'Switch to video' }));
    act(() => realtime.fire('call:upgrade', { roomNum: 'room-1', state: 'requested', byUserId: ME }));
    expect(within(call).getByText('Waiting for Ben to accept video…')).toBeTruthy();
    act(() => realtime.fire('call:upgrade', { roomNum: 'room-1', state: 'declined', byUserId: BEN.id }));
    expect(within(call).getByText('Ben declined video.')).toBeTruthy();
    expect(within(call).getByRole('button', { name: 'Switch to video' })).not.toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows a refused answer in the words of the contract', async () => {
    const user = userEvent.setup();
    const i18nRealtime = await renderLayer();
    act(() => i18nRealtime.realtime.fire('call:incoming', callData()));
    const ring = await screen.findByRole('dialog', { name: 'Incoming call' });
    act(() => useCallStore.getState().setFailure({ code: CallCode.PEER_BUSY, msg: 'x' }));
    expect(within(ring).getByRole('alert').textContent).toBe(
      'This user is in another call. Please try again later.',
    );
    act(() => useCallStore.getState().setFailure({ code: 19999, msg: 'Something specific.' }));
    expect(within(ring).getByRole('alert').textContent).toBe('Something specific.');
    await user.click(within(ring).getByRole('button', { name: 'Decline' }));
  });

  it.each([
    ['de', 'Eingehender Anruf', 'Annehmen', 'Ablehnen', 'Ben ruft dich per Video an'],
    ['ar', 'مكالمة واردة', 'رد', 'رفض', 'Ben يتصل بك بالفيديو'],
  ])('rings in %s', async (language, title, answer, decline, text) => {
    const { realtime } = await renderLayer({ language });
    act(() => realtime.fire('call:incoming', callData()));
    const ring = await screen.findByRole('dialog', { name: title });
    expect(within(ring).getByRole('button', { name: answer })).toBeTruthy();
    expect(within(ring).getByRole('button', { name: decline })).toBeTruthy();
    expect(within(ring).getByText(text)).toBeTruthy();
  });
});
