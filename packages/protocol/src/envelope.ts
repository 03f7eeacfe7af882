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
  data: z.null(),
  msg: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function ok<T>(data: T): Envelope<T> {
  return { code: 200, data };
}
