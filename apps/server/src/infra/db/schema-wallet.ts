// Tables of the wallet area. Re-exported by schema.ts so that drizzle-kit and the typed query builder see them.
export {};
