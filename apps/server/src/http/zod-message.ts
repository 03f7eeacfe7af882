import type { z } from 'zod';

/** 'Invalid request: deviceId: must be letters, digits, - or _' — names the field, never echoes the value. */
export function describeZodError(error: z.ZodError): string {
  const parts = error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  return `Invalid request: ${parts.join('; ')}`;
}
