import { defineProject } from 'vitest/config';

/** Tests that need PostgreSQL and Redis (several nodes or processes, the Redis stores) form the server-scaled project. */
export const SCALED_TESTS = [
  'test/*two-nodes.test.ts',
  'test/two-processes.test.ts',
  'test/money-crash.test.ts',
  'test/cluster.test.ts',
  // The Redis run of each store's shared contract (the memory run is in the plain .test.ts beside it).
  'src/**/*.redis.test.ts',
];

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: SCALED_TESTS,
    // Each file opens its own database (in-memory PGlite, or a throw-away PostgreSQL database in CI).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
