/** Realtime events the server sends about the wallet area; spread into serverEventSchemas (realtime-events.ts). */
export const walletServerEvents = {} as const;
