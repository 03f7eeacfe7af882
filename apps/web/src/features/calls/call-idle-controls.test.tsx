import { CALL_ACTION_ENDPOINTS, CallAction } from '@mingle/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { benJoins, renderCallLayer, setUpCallLayerTests } from './call-layer-test-kit';
import { useCallStore } from './call-store';
import { usePeerDialogStore } from './peer-dialog-store';
import { BEN, callData } from './test-kit';
import { CONTROLS_IDLE_MS } from './use-idle-controls';

// Timeouts only: the in-memory peers' promises and microtasks run as usual, timers when time is moved.
setUpCallLayerTests(9, () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true }),
);

/** A connected video call whose remote picture plays: nothing on the screen waits for an answer. */
async function playingCall() {
  const layer = await renderCallLayer();
  benJoins(layer.realtime);
  act(() => void useCallStore.getState().openCall(callData({ callStatus: 'connected' })));
  const call = await screen.findByRole('dialog', { name: 'Video call' });
  await waitFor(() => expect(useCallStore.getState().link).toBe('connected'));
  const remote = within(call).getByLabelText('Remote video') as HTMLVideoElement;
  await waitFor(() => expect(remote.srcObject).not.toBeNull());
  fireEvent.playing(remote);
  const controls = within(call).getByRole('group', { name: 'Call controls' });
  const bottom = controls.closest('.call-bottom') as HTMLElement;
  // The microphone is open once the local stream is there; until then Mute is disabled.
  await waitFor(() =>
    expect(within(controls).getByRole('button', { name: 'Mute' })).toHaveProperty('disabled', false),
  );
  return { ...layer, call, remote, controls, bottom };
}

const faded = (bottom: HTMLElement) => bottom.getAttribute('data-idle') === 'true';
const idleFor = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the call controls when nobody touches them', () => {
  it('fade after 3 s without input, the time and price staying, and come back on a pointer move', async () => {
    const { call, bottom } = await playingCall();
    await idleFor(CONTROLS_IDLE_MS - 100);
    expect(faded(bottom)).toBe(false);
    await idleFor(200);
    expect(faded(bottom)).toBe(true);
    // The top line never fades: who, how long, how much.
    const top = call.querySelector('.call-top') as HTMLElement;
    expect(top.hasAttribute('data-idle')).toBe(false);
    expect(within(top).getByRole('timer', { name: 'Call duration' })).toBeTruthy();
    expect(within(top).getByText(/^Coins per minute: 20/)).toBeTruthy();
    // Still there for assistive technology: only drawn transparent.
    expect(within(bottom).getByRole('button', { name: 'Hang up' })).toBeTruthy();

    fireEvent.pointerMove(call);
    expect(faded(bottom)).toBe(false);
    await idleFor(CONTROLS_IDLE_MS);
    expect(faded(bottom)).toBe(true);
  });

  it('takes a tap on faded controls as waking them, not as pressing the button under the finger', async () => {
    const { bottom, controls, api } = await playingCall();
    const hangUps = () => api.calls.filter((c) => c.path === CALL_ACTION_ENDPOINTS[CallAction.HANGUP].path);
    await idleFor(CONTROLS_IDLE_MS);
    expect(faded(bottom)).toBe(true);
    const hangUp = within(controls).getByRole('button', { name: 'Hang up' });
    fireEvent.pointerDown(hangUp, { pointerType: 'touch' });
    fireEvent.click(hangUp);
    expect(faded(bottom)).toBe(false);
    expect(hangUps()).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Video call' })).toBeTruthy();

    // Shown, the same tap does what it says.
    fireEvent.pointerDown(hangUp, { pointerType: 'touch' });
    fireEvent.click(hangUp);
    expect(hangUps()).toHaveLength(1);
  });

  it('lets a mouse click through: the mouse showed them on its way there', async () => {
    const { bottom, controls, api } = await playingCall();
    await idleFor(CONTROLS_IDLE_MS);
    expect(faded(bottom)).toBe(true);
    const hangUp = within(controls).getByRole('button', { name: 'Hang up' });
    fireEvent.pointerDown(hangUp, { pointerType: 'mouse' });
    fireEvent.click(hangUp);
    expect(api.calls.filter((c) => c.path === CALL_ACTION_ENDPOINTS[CallAction.HANGUP].path)).toHaveLength(1);
  });

  it('stay while a keyboard user has focus in them, and fade once they go back to the pointer', async () => {
    const { bottom, controls } = await playingCall();
    const camera = within(controls).getByRole('button', { name: 'Camera off' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab' });
    act(() => camera.focus());
    await idleFor(CONTROLS_IDLE_MS * 3);
    expect(faded(bottom)).toBe(false);

    fireEvent.pointerDown(document.body);
    await idleFor(CONTROLS_IDLE_MS);
    expect(faded(bottom)).toBe(true);
    // Focus coming into them (a screen reader, a Tab) brings them back.
    act(() => within(controls).getByRole('button', { name: 'Mute' }).focus());
    expect(faded(bottom)).toBe(false);
  });

  it('never fade while the call reconnects, a notice is up or a pop-up is over the call', async () => {
    const { bottom } = await playingCall();
    await idleFor(CONTROLS_IDLE_MS);
    expect(faded(bottom)).toBe(true);

    // Shown at once when the connection drops, and for as long as it is down.
    act(() => useCallStore.getState().setMedia({ link: 'reconnecting' }));
    expect(faded(bottom)).toBe(false);
    await idleFor(CONTROLS_IDLE_MS * 2);
    expect(faded(bottom)).toBe(false);
    act(() => useCallStore.getState().setMedia({ link: 'connected' }));
    await idleFor(CONTROLS_IDLE_MS);
    expect(faded(bottom)).toBe(true);

    // The low-balance warning sits with the controls: it is never faded with them.
    act(() =>
      useCallStore.getState().applyBilling({
        roomNum: 'room-1',
        minutesBilled: 3,
        coins: 60,
        points: 0,
        lowBalance: true,
        endsAt: Date.now() + 60_000,
      }),
    );
    expect(faded(bottom)).toBe(false);
    expect(within(bottom).getByText(/^Insufficient coins available/)).toBeTruthy();
    await idleFor(CONTROLS_IDLE_MS * 2);
    expect(faded(bottom)).toBe(false);
    act(() =>
      useCallStore.getState().applyBilling({
        roomNum: 'room-1',
        minutesBilled: 3,
        coins: 60,
        points: 0,
        lowBalance: false,
        endsAt: null,
      }),
    );
    await idleFor(CONTROLS_IDLE_MS);
    expect(faded(bottom)).toBe(true);

    // A pop-up about the other person, opened from the call.
    act(() =>
      usePeerDialogStore.getState().open({
        kind: 'report',
        peer: { id: BEN.id, userName: BEN.userName },
        roomNum: 'room-1',
        live: true,
      }),
    );
    expect(faded(bottom)).toBe(false);
    await idleFor(CONTROLS_IDLE_MS * 2);
    expect(faded(bottom)).toBe(false);
    act(() => usePeerDialogStore.getState().close());
  });
});

describe('Picture-in-Picture', () => {
  it('has no button where the browser cannot do it', async () => {
    const { controls } = await playingCall();
    expect(within(controls).queryByRole('button', { name: 'Picture in picture' })).toBeNull();
  });

  it('floats the other person’s picture, and leaving it brings the picture back to the call, playing', async () => {
    // What Chrome has: the switch on the document, the request on each video, events on the video.
    let floating = false;
    const request = vi.fn(function (this: HTMLVideoElement) {
      floating = true;
      this.dispatchEvent(new Event('enterpictureinpicture'));
      return Promise.resolve({} as PictureInPictureWindow);
    });
    HTMLVideoElement.prototype.requestPictureInPicture = request;
    Object.defineProperty(document, 'pictureInPictureEnabled', { value: true, configurable: true });
    Object.defineProperty(document, 'pictureInPictureElement', {
      get: () => (floating ? request.mock.contexts.at(-1) : null),
      configurable: true,
    });
    try {
      const { call, remote, controls } = await playingCall();
      const pip = within(controls).getByRole('button', { name: 'Picture in picture' });
      expect(pip.getAttribute('aria-pressed')).toBe('false');
      expect(pip).toHaveProperty('disabled', false);

      fireEvent.click(pip);
      await waitFor(() => expect(pip.getAttribute('aria-pressed')).toBe('true'));
      expect(request).toHaveBeenCalledTimes(1);
      expect(request.mock.contexts[0]).toBe(remote);

      // The floating window is closed: the picture is in the call again, and plays on.
      const play = vi.mocked(HTMLMediaElement.prototype.play);
      play.mockClear();
      Object.defineProperty(remote, 'paused', { value: true, configurable: true });
      floating = false;
      act(() => void remote.dispatchEvent(new Event('leavepictureinpicture')));
      expect(pip.getAttribute('aria-pressed')).toBe('false');
      expect(play).toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Video call' })).toBe(call);
    } finally {
      delete (document as { pictureInPictureEnabled?: boolean }).pictureInPictureEnabled;
      delete (document as { pictureInPictureElement?: unknown }).pictureInPictureElement;
      delete (HTMLVideoElement.prototype as { requestPictureInPicture?: unknown }).requestPictureInPicture;
    }
  });
});
