/**
 * Spec §2.1: the optional first path segment of every web route. gb stands for English, because the bare path
 * follows the browser's language. Kept here with the other spec tables so a server that renders or redirects
 * web paths uses the same list as the web app.
 */
export const ROUTE_LANGUAGE_PREFIXES = ['tr', 'gb', 'nl', 'de', 'fr', 'it', 'es', 'pt', 'ar'] as const;
export type RouteLanguagePrefix = (typeof ROUTE_LANGUAGE_PREFIXES)[number];
