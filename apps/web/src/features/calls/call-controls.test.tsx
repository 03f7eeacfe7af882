import { CALL_ACTION_ENDPOINTS, CallAction } from '@mingle/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCallLayer, setUpCallLayerTests } from './call-layer-test-kit';
import { useCallStore } from './call-store';
import { nearestCorner } from './own-video-tile';
import { callData } from './test-kit';

setUpCallLayerTests(9);

/** A live video call, with our camera and microphone open. */
async function liveCall() {
  const layer = await renderCallLayer();
  act(() => void useCallStore.getState().openCall(callData({ callStatus: 'connected' })));
  const call = await screen.findByRole('dialog', { name: 'Video call' });
  const controls = within(call).getByRole('group', { name: 'Call controls' });
  // The microphone is open once the local stream is there; until then Mute is disabled.
  await waitFor(() =>
    expect(within(controls).getByRole('button', { name: 'Mute' })).toHaveProperty('disabled', false),
  );
  return { ...layer, call, controls };
}

const hangUps = (api: Awaited<ReturnType<typeof liveCall>>['api']) =>
  api.calls.filter((c) => c.path === CALL_ACTION_ENDPOINTS[CallAction.HANGUP].path);

describe('the full-screen call', () => {
  it('is a dark screen whatever the system theme, its title naming the dialog', async () => {
    const { call } = await liveCall();
    expect(call.getAttribute('data-theme')).toBe('dark');
    expect(call.classList.contains('call-screen')).toBe(true);
    expect(within(call).getByText('Video call').classList.contains('visually-hidden')).toBe(true);
  });

  it('puts focus on the controls, never on Hang up', async () => {
    const user = userEvent.setup();
    const { controls } = await liveCall();
    // The microphone opens after the call does, so focus is on the group; Tab goes to its first control.
    expect(document.activeElement).toBe(controls);
    await user.tab();
    expect(document.activeElement).toBe(within(controls).getByRole('button', { name: 'Mute' }));
  });

  it('toggles Mute and Camera off as pressed buttons, and turns the tracks off and on', async () => {
    const user = userEvent.setup();
    const { controls } = await liveCall();
    const mute = within(controls).getByRole('button', { name: 'Mute' });
    const camera = within(controls).getByRole('button', { name: 'Camera off' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    expect(camera.getAttribute('aria-pressed')).toBe('false');
    const stream = useCallStore.getState().localStream;

    await user.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(stream?.getAudioTracks().every((track) => !track.enabled)).toBe(true);
    await user.click(camera);
    expect(camera.getAttribute('aria-pressed')).toBe('true');
    expect(stream?.getVideoTracks().every((track) => !track.enabled)).toBe(true);

    await user.click(mute);
    await user.click(camera);
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    expect(camera.getAttribute('aria-pressed')).toBe('false');
    expect(stream?.getTracks().every((track) => track.enabled)).toBe(true);
  });

  it('names every icon button, the person actions too, and marks only toggles as pressable', async () => {
    const { call, controls } = await liveCall();
    const hangUp = within(controls).getByRole('button', { name: 'Hang up' });
    expect(hangUp.hasAttribute('aria-pressed')).toBe(false);
    expect(hangUp.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const actions = within(call).getByRole('group', { name: 'Actions for Ben' });
    for (const name of ['Report', 'Block']) {
      const button = within(actions).getByRole('button', { name });
      expect(button.textContent).toBe('');
      expect(button.classList.contains('call-control')).toBe(true);
    }
  });

  it('does not hang up on Escape nor on a click outside; Hang up does, once', async () => {
    const user = userEvent.setup();
    const { call, controls, api } = await liveCall();
    await user.keyboard('{Escape}');
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('dialog', { name: 'Video call' })).toBe(call);
    expect(hangUps(api)).toEqual([]);

    const hangUp = within(controls).getByRole('button', { name: 'Hang up' });
    await user.click(hangUp);
    expect(hangUps(api)).toHaveLength(1);
    expect(await screen.findByRole('dialog', { name: 'Call summary' })).toBeTruthy();
  });

  it('says it is reconnecting over the dimmed picture, and can still be ended', async () => {
    const { call } = await liveCall();
    act(() => useCallStore.getState().setMedia({ link: 'reconnecting' }));
    const status = await within(call).findByText('The connection dropped. Reconnecting…');
    expect(status.getAttribute('role')).toBe('status');
    expect(call.querySelector('.call-stage')?.getAttribute('data-link')).toBe('reconnecting');
    // Still a call that can be ended by hand.
    expect(within(call).getByRole('button', { name: 'Hang up' })).toHaveProperty('disabled', false);
  });

  it('moves our own picture to the other side on a tap', async () => {
    const { call } = await liveCall();
    const tile = within(call).getByLabelText('Your camera').parentElement as HTMLElement;
    expect(tile.getAttribute('data-corner')).toBe('bottom-end');
    fireEvent.pointerDown(tile, { button: 0, pointerId: 1, clientX: 50, clientY: 50 });
    fireEvent.pointerUp(tile, { button: 0, pointerId: 1, clientX: 51, clientY: 50 });
    expect(tile.getAttribute('data-corner')).toBe('bottom-start');
  });
});

describe('where our own picture settles after a drag', () => {
  const rect = (x: number, y: number, width: number, height: number) => ({ x, y, width, height }) as DOMRect;
  const area = { left: 0, top: 0, width: 400, height: 600 } as DOMRect;
  const at = (left: number, top: number) => ({ ...rect(left, top, 100, 130), left, top }) as DOMRect;
  it.each([
    ['near the top left', at(10, 10), false, 'top-start'],
    ['near the top right', at(290, 10), false, 'top-end'],
    ['near the bottom left', at(10, 460), false, 'bottom-start'],
    ['near the bottom right', at(290, 460), false, 'bottom-end'],
    // In Arabic the start is on the right.
    ['near the top right, right to left', at(290, 10), true, 'top-start'],
    ['near the bottom left, right to left', at(10, 460), true, 'bottom-end'],
  ] as const)('let go %s goes to the corner', (_where, tile, rtl, corner) => {
    expect(nearestCorner(tile, area, rtl)).toBe(corner);
  });
});
