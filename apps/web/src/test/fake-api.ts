import type { HttpMethod, QueryValue } from '@mingle/protocol';
import { placeInput, type ApiClient, type DataParser, type RequestOptions } from '../lib/api-client';

/** Answers one fake API call: return the data, or throw an ApiError as the real client would. */
export type FakeApiHandler = (method: HttpMethod, path: string, options: RequestOptions<unknown>) => unknown;

/**
 * The one fake ApiClient of the web tests. Every way of calling (declared endpoints, uploads, plain requests)
 * reaches `handle` as method, path and options, with the input placed where the real client puts it (params
 * for reads, body for writes); the answer is parsed by the endpoint's schema, as the real client does.
 */
export function fakeApiClient(handle: FakeApiHandler): ApiClient {
  const request = async <T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions<T> = {},
  ): Promise<T> => {
    const data = await handle(method, path, options as RequestOptions<unknown>);
    return options.schema ? options.schema.parse(data) : (data as T);
  };
  return {
    call: (endpoint, ...[input, options]) =>
      request(endpoint.method, endpoint.path, {
        ...options,
        ...placeInput(endpoint, input),
        schema: endpoint.data as DataParser<never>,
      }),
    uploadTo: (endpoint, _file, options = {}) =>
      request('POST', endpoint.path, {
        params: (options.input ?? {}) as Record<string, QueryValue>,
        schema: endpoint.data as DataParser<never>,
      }),
    request,
    upload: (path, _file, options = {}) => request('POST', path, { schema: options.schema }),
  };
}
