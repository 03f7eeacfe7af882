import { languageCodeOf, type LanguageCode } from '@mingle/protocol';
import type { FastifyRequest } from 'fastify';

function rawLanguageId(request: FastifyRequest): unknown {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.languageId;
  if (fromQuery !== undefined) return fromQuery;
  const body = request.body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>).languageId : undefined;
}

/**
 * The language the caller reads, from the languageId common field (spec §3); English when it is missing or
 * not a language. Read from the raw request when the common fields did not validate (or were never read, as
 * on a malformed body), so that even that refusal is worded in the caller's language.
 */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  const id = (request.common as typeof request.common | null)?.languageId ?? Number(rawLanguageId(request));
  return languageCodeOf(id) ?? 'en';
}
