import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build-tools/precompress';
import { prerenderMarketing } from './build-tools/prerender';
import { pwaOptions } from './build-tools/pwa-options';

// The dev server forwards everything the real server owns, so `vite` against a running `npm start` behaves
// like the built app served by the server itself (same origin, same cookies).
const API_TARGET = 'http://localhost:8080';
const proxied = ['/facade', '/api', '/matches', '/wchat', '/upload', '/dev'];

export default defineConfig({
  // Source maps are made for reading stack traces but kept out of the public build (dist-sourcemaps/). The public
  // pages are prerendered from the written index.html before the precompressing (decision 032).
  plugins: [
    react(),
    VitePWA(pwaOptions),
    prerenderMarketing(),
    precompress({ sourceMapsDir: 'dist-sourcemaps' }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
  },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
      '/realtime/': { target: API_TARGET, ws: true },
    },
  },
});
