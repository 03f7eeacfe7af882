import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-tools/precompress';

// The dev server forwards everything the real server owns, so `vite` against a running `npm start` behaves
// like the built app served by the server itself (same origin, same cookies).
const API_TARGET = 'http://localhost:8080';
const proxied = ['/facade', '/api', '/matches', '/wchat', '/upload', '/dev'];

export default defineConfig({
  // Source maps are made for reading stack traces but kept out of the public build (dist-sourcemaps/).
  plugins: [react(), precompress({ sourceMapsDir: 'dist-sourcemaps' })],
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
