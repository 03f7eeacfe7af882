/**
 * Registers the one service worker (src/sw.ts, built to /sw.js by vite-plugin-pwa) in built apps. The development
 * server has none: its modules are not fingerprinted and would be served stale. `updateViaCache: 'none'` makes the
 * browser ask the server for sw.js itself on every check, so a deploy's worker is found on the next page load.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .catch((err: unknown) => console.warn('service worker not registered', err));
  };
  // After the page has loaded: installing precaches files, which must not compete with the first render.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
