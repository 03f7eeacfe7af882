/** Realtime events the server sends about the payments area; spread into serverEventSchemas (realtime-events.ts). */
export const paymentsServerEvents = {} as const;
