import { SOUND_LOAD_DELAY_MS } from '@mingle/protocol';

/**
 * The ring of an incoming call and the ringback of an outgoing one. The files (apps/web/public/sounds, made by
 * tones/make-tones.mjs) are fetched SOUND_LOAD_DELAY_MS after start so they never compete with the first
 * render (spec §9), or at once when a call rings sooner. They play through Web Audio: phones that only allow
 * sound after a tap get their audio unlocked on the first tap or key press anywhere in the page, so a call
 * that rings later is heard.
 */
export type CallSoundName = 'ring' | 'ringback';

export const CALL_SOUND_FILES: Record<CallSoundName, string> = {
  ring: 'sounds/call-ring.wav',
  ringback: 'sounds/call-ringback.wav',
};

/** The part of AudioContext the sounds use. */
export interface SoundContext {
  readonly state: AudioContextState;
  readonly destination: AudioNode;
  resume(): Promise<void>;
  decodeAudioData(data: ArrayBuffer): Promise<AudioBuffer>;
  createBuffer(channels: number, length: number, sampleRate: number): AudioBuffer;
  createBufferSource(): AudioBufferSourceNode;
}

export interface CallSoundsDeps {
  /** null when the browser has no Web Audio: calls then ring silently. */
  createContext?: () => SoundContext | null;
  load?: (url: string) => Promise<ArrayBuffer>;
  /** Where the first tap is listened for. */
  gestureTarget?: EventTarget | null;
  baseUrl?: string;
}

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

function browserContext(): SoundContext | null {
  const scope = globalThis as typeof globalThis & { webkitAudioContext?: typeof AudioContext };
  const Context = scope.AudioContext ?? scope.webkitAudioContext;
  return Context ? new Context() : null;
}

async function fetchSound(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

export class CallSounds {
  private context: SoundContext | null | undefined;
  private readonly buffers = new Map<CallSoundName, Promise<AudioBuffer | null>>();
  private wanted: CallSoundName | null = null;
  private playing: { name: CallSoundName; source: AudioBufferSourceNode } | null = null;
  private loadTimer: ReturnType<typeof setTimeout> | undefined;
  private listening = false;
  private readonly createContext: () => SoundContext | null;
  private readonly load: (url: string) => Promise<ArrayBuffer>;
  private readonly gestureTarget: EventTarget | null;
  private readonly baseUrl: string;

  constructor(deps: CallSoundsDeps = {}) {
    this.createContext = deps.createContext ?? browserContext;
    this.load = deps.load ?? fetchSound;
    this.gestureTarget = deps.gestureTarget === undefined ? globalThis : deps.gestureTarget;
    this.baseUrl = deps.baseUrl ?? import.meta.env.BASE_URL;
  }

  /** At app start: schedules the files and waits for the first tap. */
  start(): void {
    if (this.loadTimer !== undefined || this.listening) return;
    this.loadTimer = setTimeout(() => {
      for (const name of Object.keys(CALL_SOUND_FILES) as CallSoundName[]) void this.buffer(name);
    }, SOUND_LOAD_DELAY_MS);
    if (this.gestureTarget) {
      this.listening = true;
      for (const type of GESTURES) {
        this.gestureTarget.addEventListener(type, this.unlock, { capture: true, passive: true });
      }
    }
  }

  /** Plays one sound in a loop (replacing the other); it starts as soon as it is loaded and audio allowed. */
  play(name: CallSoundName): void {
    this.wanted = name;
    void this.startWanted();
  }

  stop(): void {
    this.wanted = null;
    this.stopSource();
  }

  dispose(): void {
    this.stop();
    clearTimeout(this.loadTimer);
    this.loadTimer = undefined;
    this.stopListening();
  }

  private audio(): SoundContext | null {
    if (this.context === undefined) {
      try {
        this.context = this.createContext();
      } catch {
        this.context = null;
      }
    }
    return this.context;
  }

  private readonly unlock = (): void => {
    const context = this.audio();
    if (!context) {
      this.stopListening();
      return;
    }
    // iOS starts a context only inside a gesture, and only once something plays in it: one silent sample.
    const silent = context.createBufferSource();
    silent.buffer = context.createBuffer(1, 1, 22_050);
    silent.connect(context.destination);
    silent.start(0);
    context.resume().then(
      () => {
        if (context.state === 'running') this.stopListening();
      },
      () => undefined,
    );
  };

  private stopListening(): void {
    if (!this.listening || !this.gestureTarget) return;
    this.listening = false;
    for (const type of GESTURES) this.gestureTarget.removeEventListener(type, this.unlock, { capture: true });
  }

  private buffer(name: CallSoundName): Promise<AudioBuffer | null> {
    const known = this.buffers.get(name);
    if (known) return known;
    const loading = (async () => {
      const context = this.audio();
      if (!context) return null;
      try {
        return await context.decodeAudioData(await this.load(`${this.baseUrl}${CALL_SOUND_FILES[name]}`));
      } catch {
        // Not cached: the next ring tries again.
        this.buffers.delete(name);
        return null;
      }
    })();
    this.buffers.set(name, loading);
    return loading;
  }

  private async startWanted(): Promise<void> {
    const name = this.wanted;
    if (!name || this.playing?.name === name) return;
    const buffer = await this.buffer(name);
    const context = this.audio();
    // The call may have been answered while the file was loading.
    if (!buffer || !context || this.wanted !== name || this.playing?.name === name) return;
    this.stopSource();
    // A context that is still suspended plays as soon as the first tap resumes it.
    if (context.state === 'suspended') context.resume().catch(() => undefined);
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.loop = true;
    source.connect(context.destination);
    source.start(0);
    this.playing = { name, source };
  }

  private stopSource(): void {
    if (!this.playing) return;
    try {
      this.playing.source.stop();
    } catch {
      // Already stopped.
    }
    this.playing.source.disconnect();
    this.playing = null;
  }
}
