import {
  envelopeSchema,
  inputLocation,
  ok,
  type AnyEndpoint,
  type EndpointParsedInput,
} from '@mingle/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ForbiddenError } from '../errors';
import type { Session } from '../modules/session/service';
import { requireSession } from './request-contract';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a user may call admin endpoints; decorated once on the API scope (app.ts). */
    isAdmin: (userId: number) => Promise<boolean>;
  }
}

/** What a handler gets: the validated input, the session (never null on a private path) and the raw request. */
export interface EndpointCall<E extends AnyEndpoint> {
  input: EndpointParsedInput<E>;
  session: E['public'] extends true ? Session | null : Session;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A handler returns the answer's `data`; the route wraps it in the envelope and serialises it by the schema.
 * Where the data is null (`noData`), the handler may return nothing.
 */
export type EndpointHandler<E extends AnyEndpoint> = (
  call: EndpointCall<E>,
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- a service method that returns nothing
) => Promise<z.input<E['data']> | (null extends z.input<E['data']> ? void : never)>;

/** Tags the OpenAPI document groups endpoints by: the path's area (/facade/api/<area>/..., /api/<area>/...). */
function tagOf(path: string): string {
  const parts = path.split('/').filter(Boolean);
  const area = parts[0] === 'facade' || parts[0] === 'wchat' ? parts[2] : parts[1];
  return area ?? 'api';
}

/**
 * Registers the route of one declared endpoint: its input is validated by the declared schema (query or
 * body), private paths get their session, admin endpoints their check, and the answer is serialised through
 * the declared `data` schema, so a field the schema does not name never leaves the server.
 */
export function routeEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const input = inputLocation(endpoint) === 'query' ? 'querystring' : 'body';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [tagOf(endpoint.path)],
      ...(endpoint.codes.length ? { description: `Answer codes: ${endpoint.codes.join(', ')}` } : {}),
      // An upload's body is the multipart stream, read by the handler; its fields travel in the query.
      [input]: endpoint.input,
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      response: { 200: envelopeSchema(endpoint.data) },
    },
    handler: async (request, reply) => {
      const session = endpoint.public ? request.session : requireSession(request);
      if (endpoint.admin && !(session && (await app.isAdmin(session.userId)))) {
        throw new ForbiddenError();
      }
      const source =
        input === 'querystring'
          ? request.query
          : endpoint.query
            ? { ...(request.body as object), ...(request.query as object) }
            : request.body;
      const data = await handler({
        input: source as EndpointParsedInput<E>,
        session: session as EndpointCall<E>['session'],
        request,
        reply,
      });
      return ok(data ?? null);
    },
  });
}

/** Registers a group of endpoints with their handlers; a handler missing for a declared endpoint is a type error. */
export function routeEndpoints<G extends Record<string, AnyEndpoint>>(
  app: FastifyInstance,
  group: G,
  handlers: { [K in keyof G]: EndpointHandler<G[K]> },
): void {
  for (const key of Object.keys(group) as (keyof G)[]) {
    routeEndpoint(app, group[key] as G[keyof G], handlers[key]);
  }
}
