import { z } from 'zod';
import { isPublicPath } from './api';
import type { HttpMethod } from './signed-request';

/**
 * One HTTP endpoint, declared once (in the spirit of realtime-events.ts): the server registers its route from
 * this, validates the input and serialises the answer's `data` through `data`; the web calls it through
 * `api.call(endpoint, input)` and gets the parsed `data` back; the OpenAPI document is generated from it.
 *
 * `input` is the query for GET and DELETE and the JSON body for POST, PUT and PATCH (spec §7), without the
 * common fields, which the request contract reads on its own. An upload endpoint takes one multipart file
 * part; its `input` is then read from the query.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  I extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
  Q extends z.ZodObject = z.ZodObject,
> {
  readonly method: M;
  readonly path: P;
  readonly input: I;
  /**
   * For a write whose spec puts some fields in the query (e.g. `users/videos?matchId=`): those fields. The
   * handler and the client see one input, both parts merged.
   */
  readonly query: Q | undefined;
  /** The `data` of a successful `{ code: 200, data }` answer. */
  readonly data: D;
  /**
   * Answer codes this endpoint gives beyond the ones every endpoint may give (validation, sign, session,
   * bans, rate limit): what a client must be ready to handle.
   */
  readonly codes: readonly number[];
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** Paths containing 'exempt' need no session (spec §6). */
  readonly public: IsPublicPath<P>;
  /** A signed multipart POST of one file (uploads go through XMLHttpRequest for progress). */
  readonly upload: boolean;
  /** Only administrators may call it (checked on the server; the web hides it from others). */
  readonly admin: boolean;
}

/** Any endpoint, for code that handles them all (route registration, the OpenAPI document, the fuzz test). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the input/data types vary per endpoint
export type AnyEndpoint = Endpoint<HttpMethod, string, any, any, any>;

export type IsPublicPath<P extends string> = P extends `${string}exempt${string}` ? true : false;

// Endpoints without a query part have `query: undefined` (Q = never), which must add nothing to the input.
type QueryPart<E extends AnyEndpoint, Io extends 'in' | 'out'> = [E['query']] extends [undefined]
  ? unknown
  : Io extends 'in'
    ? z.input<NonNullable<E['query']>>
    : z.output<NonNullable<E['query']>>;

/** What the client sends (before coercion and defaults). */
export type EndpointInput<E extends AnyEndpoint> = z.input<E['input']> & QueryPart<E, 'in'>;
/** What the server's handler receives (after coercion and defaults). */
export type EndpointParsedInput<E extends AnyEndpoint> = z.output<E['input']> & QueryPart<E, 'out'>;
/** What the client gets back as `data`. */
export type EndpointData<E extends AnyEndpoint> = z.output<E['data']>;

/** The input of an endpoint that takes nothing beyond the common fields. */
export const noInput = z.object({});
/** The data of an endpoint whose success says nothing more (`data: null`). */
export const noData = z.null();

export interface EndpointDefinition<
  M extends HttpMethod,
  P extends string,
  I extends z.ZodType,
  D extends z.ZodType,
  Q extends z.ZodObject,
> {
  method: M;
  path: P;
  input?: I;
  query?: Q;
  data: D;
  codes?: readonly number[];
  summary: string;
  upload?: boolean;
  admin?: boolean;
}

export function defineEndpoint<
  const M extends HttpMethod,
  const P extends string,
  D extends z.ZodType,
  I extends z.ZodType = typeof noInput,
  Q extends z.ZodObject = never,
>(definition: EndpointDefinition<M, P, I, D, Q>): Endpoint<M, P, I, D, Q> {
  if (definition.upload && definition.method !== 'POST') {
    throw new Error(`${definition.path}: uploads are POST`);
  }
  if (
    definition.query &&
    (definition.method === 'GET' || definition.method === 'DELETE' || definition.upload)
  ) {
    throw new Error(`${definition.path}: the input of a read or an upload is the query already`);
  }
  return {
    method: definition.method,
    path: definition.path,
    input: (definition.input ?? noInput) as I,
    query: definition.query,
    data: definition.data,
    codes: definition.codes ?? [],
    summary: definition.summary,
    public: isPublicPath(definition.path) as IsPublicPath<P>,
    upload: definition.upload ?? false,
    admin: definition.admin ?? false,
  };
}

/** Where an endpoint's input travels (spec §7: body for writes, query for reads and uploads). */
export function inputLocation(endpoint: AnyEndpoint): 'query' | 'body' {
  if (endpoint.upload) return 'query';
  return endpoint.method === 'GET' || endpoint.method === 'DELETE' ? 'query' : 'body';
}
