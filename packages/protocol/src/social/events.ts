/** Realtime events the server sends about the social area; spread into serverEventSchemas (realtime-events.ts). */
export const socialServerEvents = {} as const;
