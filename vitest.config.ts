import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // `npm test` runs protocol, server and web; server-scaled needs PostgreSQL and Redis (.ci/run, README).
    projects: [
      'packages/protocol',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.scaled.config.ts',
      'apps/web',
    ],
  },
});
