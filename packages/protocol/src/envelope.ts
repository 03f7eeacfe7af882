import { z } from 'zod';

/** Every answer is { code, data } (code 200 = success); errors add a human-readable msg. */
export interface Envelope<T> {
  code: number;
  data: T;
  msg?: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), data, msg: z.string().optional() });

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  /** null for most refusals; a few carry what the client needs to go on (the match quota and its reset). */
  data: z.unknown(),
  msg: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function ok<T>(data: T): Envelope<T> {
  return { code: 200, data };
}
