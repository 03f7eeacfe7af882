import { commonFieldsSchema, isPublicPath, type CommonFields } from '@mingle/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LoginRequiredError, ValidationError } from '../errors';
import type { RequestVerifier } from '../modules/session/request-verifier';
import type { Session } from '../modules/session/service';
import { describeZodError } from './zod-message';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session; null on public paths. */
    session: Session | null;
    common: CommonFields;
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** The signing parameters travel in the query for every method; the other common fields in the body for writes. */
function rawCommonFields(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (!BODY_METHODS.has(request.method)) return query;
  const body =
    request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  return { ...body, ...query };
}

/** Reads, validates and verifies the common fields of spec §7 on every API route, once. */
export const requestContract = fp<{ verifier: RequestVerifier }>(
  async (app: FastifyInstance, { verifier }) => {
    app.decorateRequest('session', null);
    app.decorateRequest('common', null as unknown as CommonFields);
    // preValidation, not preHandler: a route's body schema strips unknown keys, and the common fields must be
    // read from the body as sent.
    app.addHook('preValidation', async (request) => {
      const parsed = commonFieldsSchema.safeParse(rawCommonFields(request));
      if (!parsed.success) throw new ValidationError(describeZodError(parsed.error));
      request.common = parsed.data;
      const fields = { ...parsed.data, url: request.url };
      if (isPublicPath(request.routeOptions.url ?? request.url)) {
        await verifier.verifyPublic(fields);
        request.session = null;
      } else {
        request.session = await verifier.verifyAuthenticated(fields);
      }
    });
  },
  { name: 'request-contract' },
);

/** For routes behind the contract that must have a session (every non-public path does). */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw new LoginRequiredError();
  return request.session;
}
