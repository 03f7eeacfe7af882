import { SOUND_LOAD_DELAY_MS } from '@mingle/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallSounds, type SoundContext } from './call-sounds';
import { PhoneAudio } from './test-kit';

function setup() {
  const audio = new PhoneAudio();
  const loaded: string[] = [];
  const page = new EventTarget();
  const sounds = new CallSounds({
    createContext: () => audio as unknown as SoundContext,
    load: async (url) => {
      loaded.push(url);
      return new TextEncoder().encode(url).buffer;
    },
    gestureTarget: page,
    baseUrl: '/',
  });
  const tap = () => {
    audio.inGesture = true;
    page.dispatchEvent(new Event('pointerdown'));
    audio.inGesture = false;
  };
  const playing = () => audio.playing();
  return { audio, loaded, sounds, tap, playing };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('call sounds', () => {
  it('loads the files only after the start delay', async () => {
    const { loaded, sounds } = setup();
    sounds.start();
    await vi.advanceTimersByTimeAsync(SOUND_LOAD_DELAY_MS - 1);
    expect(loaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(loaded.sort()).toEqual(['/sounds/call-ring.wav', '/sounds/call-ringback.wav']);
  });

  it('rings at once when a call comes before the delay, and is heard after the first tap', async () => {
    const { audio, loaded, sounds, tap, playing } = setup();
    sounds.start();
    sounds.play('ring');
    await vi.advanceTimersByTimeAsync(0);
    expect(loaded).toEqual(['/sounds/call-ring.wav']);
    expect(playing()).toEqual(['/sounds/call-ring.wav']);
    // Started, but the phone keeps the context suspended until the person taps.
    expect(audio.state).toBe('suspended');
    tap();
    await vi.advanceTimersByTimeAsync(0);
    expect(audio.state).toBe('running');
    // Unlocked once: later taps do nothing more.
    tap();
    expect(audio.resumesInGesture).toBe(1);
  });

  it('switches between ring and ringback, and stops', async () => {
    const { sounds, playing } = setup();
    sounds.start();
    await vi.advanceTimersByTimeAsync(SOUND_LOAD_DELAY_MS);
    sounds.play('ringback');
    await vi.advanceTimersByTimeAsync(0);
    expect(playing()).toEqual(['/sounds/call-ringback.wav']);
    sounds.play('ring');
    await vi.advanceTimersByTimeAsync(0);
    expect(playing()).toEqual(['/sounds/call-ring.wav']);
    sounds.stop();
    expect(playing()).toEqual([]);
  });

  it('does not start a sound that was stopped while it loaded', async () => {
    const { sounds, playing } = setup();
    sounds.play('ring');
    sounds.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(playing()).toEqual([]);
  });

  it('rings silently where there is no Web Audio', async () => {
    const loaded: string[] = [];
    const sounds = new CallSounds({
      createContext: () => null,
      load: async (url) => {
        loaded.push(url);
        return new ArrayBuffer(0);
      },
      gestureTarget: new EventTarget(),
    });
    sounds.start();
    sounds.play('ring');
    await vi.advanceTimersByTimeAsync(SOUND_LOAD_DELAY_MS);
    expect(() => {
      sounds.stop();
      sounds.dispose();
    }).not.toThrow();
    // Nothing could play them, so they are not even fetched.
    expect(loaded).toEqual([]);
  });
});
