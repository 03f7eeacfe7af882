// The whole database schema, as drizzle-kit and the typed query builder see it. Each area keeps its tables in its
// own file; the area files import `users` from schema-accounts.ts, never from here, so no file imports itself back.
export * from './schema-accounts';
export * from './schema-wallet';
export * from './schema-payments';
export * from './schema-social';
export * from './schema-payments-cards';
export * from './schema-refunds';
export * from './schema-calls';
export * from './schema-matching';
export * from './schema-discover';
export * from './schema-rewards';
export * from './schema-notices';
export * from './schema-hosts';
export * from './schema-gifts';
export * from './schema-push';
export * from './schema-translation';
