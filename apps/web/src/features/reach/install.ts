import { create } from 'zustand';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  /** The browser offered to install the site (beforeinstallprompt); kept to be shown from a tap. */
  deferred: BeforeInstallPromptEvent | null;
  /** Installed during this visit (appinstalled). */
  installed: boolean;
}

export const useInstallStore = create<InstallState>()(() => ({ deferred: null, installed: false }));

/**
 * Listens for the browser's install offer from the first moment (main.tsx), before any page could: the event comes
 * once, early, and is kept until a tap on 'Install' uses it.
 */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallStore.setState({ deferred: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () =>
    useInstallStore.setState({ deferred: null, installed: true }),
  );
}

/** Shows the browser's own install dialog; true when the person accepted. */
export async function promptInstall(): Promise<boolean> {
  const { deferred } = useInstallStore.getState();
  if (!deferred) return false;
  await deferred.prompt();
  const choice = await deferred.userChoice;
  useInstallStore.setState({ deferred: null, installed: choice.outcome === 'accepted' });
  return choice.outcome === 'accepted';
}

/** How this page was opened: 'standalone' (and kin) when launched as the installed app. */
export function displayMode(): 'standalone' | 'fullscreen' | 'minimal-ui' | 'browser' {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'browser';
  // Safari on iOS marks a home-screen launch with navigator.standalone instead of the media feature.
  if ((navigator as Navigator & { standalone?: boolean }).standalone === true) return 'standalone';
  for (const mode of ['standalone', 'fullscreen', 'minimal-ui'] as const) {
    if (window.matchMedia(`(display-mode: ${mode})`).matches) return mode;
  }
  return 'browser';
}

export function launchedAsApp(): boolean {
  return displayMode() !== 'browser';
}

/**
 * Safari on iPhone or iPad: no install prompt there, only Share -> Add to Home Screen (iPadOS reports itself as a
 * Mac, told apart by touch). Other iOS browsers (CriOS, FxiOS, EdgiOS) cannot add to the home screen the same way.
 */
export function isIosSafari(
  userAgent = navigator.userAgent,
  touchPoints = navigator.maxTouchPoints,
): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

export type InstallRoute = 'installed' | 'prompt' | 'safari' | 'manual';

/** What the app page offers on this browser. */
export function installRoute(hasPrompt: boolean, installed: boolean): InstallRoute {
  if (installed || launchedAsApp()) return 'installed';
  if (hasPrompt) return 'prompt';
  if (isIosSafari()) return 'safari';
  return 'manual';
}
