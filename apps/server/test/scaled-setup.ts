/** The server-scaled project's precondition: both services, or a loud failure naming what is missing. */
export function setup(): void {
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(
      `The server-scaled tests need ${missing.join(' and ')} (PostgreSQL and Redis), e.g. ` +
        'DATABASE_URL=postgres://root@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 ' +
        'npx vitest run --project server-scaled',
    );
  }
}
