import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * Installing the site as an app (decision 029): one service worker, src/sw.ts, built with the injectManifest
 * strategy so that precaching, the offline page and web push live in one file; the manifest with our icons
 * (public/icons, PNGs drawn by build-tools/pwa-icons.mjs). The worker is registered by the app itself
 * (features/reach/service-worker.ts), not by the plugin's script.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifestFilename: 'manifest.webmanifest',
  injectManifest: {
    // A classic script: no module workers needed, every browser with push runs it.
    rollupFormat: 'iife',
    // Only the offline page and what it shows. The fingerprinted build is cached by the browser for a year already
    // (immutable), and precaching every chunk (30 languages, admin pages: about 1.5 MB) on install would cost
    // members mobile data for files most never load. Never index.html: pages come from the network.
    globPatterns: ['offline.html', 'offline.js', 'icons/*.{svg,png}', 'favicon.svg'],
    globIgnores: ['**/*.br', '**/*.gz', 'index.html'],
    // The public build carries no source maps (they go to dist-sourcemaps for the app; none for the worker).
    sourcemap: false,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  manifest: {
    id: '/',
    name: 'Mingle – live video chat',
    short_name: 'Mingle',
    description: 'Live one-to-one video chat for adults. Meet people from around the world.',
    start_url: '/?source=app',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#14101f',
    theme_color: '#7c3aed',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  devOptions: { enabled: false },
};
