import { useEffect } from 'react';

/**
 * Keeps the screen on while mounted (the live call), where the browser has the Screen Wake Lock API. The
 * browser drops the lock when the tab is hidden, so it is asked for again each time the tab shows.
 */
export function useScreenWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      navigator.wakeLock
        .request('screen')
        .then((lock) => {
          if (stopped) void lock.release();
          else sentinel = lock;
        })
        // Refused (battery saver, a policy): the call goes on, the screen may dim.
        .catch(() => undefined);
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
}
