import { defineProject } from 'vitest/config';
import { SCALED_TESTS } from './vitest.config.ts';

/**
 * Two nodes and two processes over one PostgreSQL and one Redis. Not part of `npm test` (which needs nothing
 * but Node); CI runs it after, and it fails at once, naming what is missing, when DATABASE_URL or REDIS_URL is
 * not set, instead of skipping silently.
 */
export default defineProject({
  test: {
    name: 'server-scaled',
    include: SCALED_TESTS,
    globalSetup: ['test/scaled-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
