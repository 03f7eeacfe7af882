// Tables of the social area. Re-exported by schema.ts so that drizzle-kit and the typed query builder see them.
export {};
