import { z } from 'zod';
import { dialogMessageSchema } from './chat';
import { friendRequestSchema } from './friends';

/** Realtime events the server sends about the social area; spread into serverEventSchemas (realtime-events.ts). */
export const socialServerEvents = {
  /** A new message, to its recipient and to the sender's other devices. Ignore a messageId already shown. */
  'chat:message': dialogMessageSchema,
  /** `readerId` read everything `peerUserId` sent up to `upToSeq`: to the sender (read receipt) and the reader. */
  'chat:read': z.object({
    readerId: z.number().int(),
    peerUserId: z.number().int(),
    conversationId: z.string(),
    upToSeq: z.number().int(),
  }),
  /** A friend request arrived (to its receiver). */
  'friend:request': friendRequestSchema,
  /** The caller and friendUserId are now friends (to both). */
  'friend:accepted': z.object({ friendUserId: z.number().int() }),
  /** The request to friendUserId was declined or withdrawn (to both); coins of a paid request went back. */
  'friend:declined': z.object({ friendUserId: z.number().int(), requestId: z.number().int() }),
  /** The friendship with friendUserId ended (to both). */
  'friend:removed': z.object({ friendUserId: z.number().int() }),
  /** A friend the receiver asked about came online (limited per receiver and day). */
  'presence:friend': z.object({ userId: z.number().int(), status: z.number().int() }),
} as const;
