import {
  answerText,
  buildSignedRequest,
  Code,
  inputLocation,
  isPublicPath,
  REQUEST_TIMEOUT_MS,
  type AnyEndpoint,
  type EndpointData,
  type EndpointInput,
  type HttpMethod,
  type QueryValue,
} from '@mingle/protocol';
import { APP_ID, APP_VERSION } from './app-info';
import type { DeviceIdentity } from './device';
import { freshNonce } from './device';
import { classifyError, type ErrorAction } from './error-catalogue';
import { randomHex } from './random';
import { buildUploadForm, buildUploadUrl } from './upload-request';

export type { HttpMethod };

export interface ApiSession {
  userId: number;
  loginToken: string;
}

/** Anything with a zod-style parse, so callers can validate `data` with the protocol's schemas. */
export interface DataParser<T> {
  parse(value: unknown): T;
}

export interface RequestOptions<T> {
  params?: Record<string, QueryValue>;
  body?: Record<string, unknown>;
  schema?: DataParser<T>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. the bot-protection telemetry of the phone code request). */
  headers?: Record<string, string>;
}

/** Per-call options of `call`: everything else comes from the endpoint's declaration. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Extra request headers (e.g. the bot-protection telemetry of the phone code request). */
  headers?: Record<string, string>;
}

/** The input may be left out when the endpoint takes nothing (or only optional fields). */
export type CallArgs<E extends AnyEndpoint> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

export interface UploadOptions<T> {
  schema?: DataParser<T>;
  signal?: AbortSignal;
  /** The upload endpoint's own query fields (its declared input). */
  query?: Record<string, QueryValue>;
  filename?: string;
  /** Called as the bytes leave, with what has been sent and the total. */
  onProgress?: (loaded: number, total: number) => void;
}

export interface ApiClientDeps {
  /** Gateway origin; '' (the default) means the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  device: () => DeviceIdentity;
  /** The current session, or null for a visitor. */
  session: () => ApiSession | null;
  languageId: () => number;
  /** Receives the spec §8.1 action for an error answer; the app carries it out in one place. */
  onError?: (action: ErrorAction) => void;
  now?: () => number;
  random?: (bytes: number) => string;
  timeoutMs?: number;
  /** Uploads need upload progress, which fetch cannot report; XMLHttpRequest by default. */
  createUploadTransport?: () => XMLHttpRequest;
}

export type ApiErrorKind = 'answer' | 'http' | 'network' | 'timeout' | 'notLoggedIn';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    /** The envelope code, or the client-made code (10005 not login, 6666 data invalid); null when none. */
    readonly code: number | null,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}

function dataInvalid(status: number): ApiError {
  return new ApiError('answer', Code.DATA_INVALID, answerText(Code.DATA_INVALID), status);
}

interface Envelope {
  code: number;
  data: unknown;
  msg?: string;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

export interface ApiClient {
  /**
   * Calls a declared endpoint (packages/protocol): the input goes where spec §7 puts it (query for reads, body
   * for writes) and the answer's `data` comes back parsed by the endpoint's own schema.
   */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointData<E>>;
  /** A declared upload endpoint: one file, multipart, with upload progress. */
  uploadTo<E extends AnyEndpoint>(
    endpoint: E,
    file: Blob,
    options?: Omit<UploadOptions<EndpointData<E>>, 'schema' | 'query'> & { input?: EndpointInput<E> },
  ): Promise<EndpointData<E>>;
  /** The transport under `call`: a signed request to a path (for the client's own tests and `call`). */
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
  /**
   * A signed multipart POST of one file with upload progress. The time-out counts from the last progress, so a
   * large video on a slow line is not cut off while it is still moving.
   */
  upload<T = unknown>(path: string, file: Blob, options?: UploadOptions<T>): Promise<T>;
}

/**
 * Where spec §7 puts an endpoint's input: the query for reads, the body for writes, except the fields a write
 * declares as its query part.
 */
export function placeInput(
  endpoint: AnyEndpoint,
  input: unknown,
): { params?: Record<string, QueryValue>; body?: Record<string, unknown> } {
  const fields = (input ?? {}) as Record<string, unknown>;
  if (inputLocation(endpoint) === 'query') return { params: fields as Record<string, QueryValue> };
  const queryKeys = Object.keys((endpoint.query as { shape?: object } | undefined)?.shape ?? {});
  if (queryKeys.length === 0) return { body: fields };
  const params: Record<string, QueryValue> = {};
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (queryKeys.includes(key)) params[key] = value as QueryValue;
    else body[key] = value;
  }
  return { params, body };
}

/** The gateway client of spec §7: common fields, sign, envelope and the §8.1 catalogue in one place. */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const fetchImpl = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = deps.now ?? Date.now;
  const random = deps.random ?? randomHex;
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const baseUrl = (deps.baseUrl ?? '').replace(/\/+$/, '');

  function report(action: ErrorAction | null): void {
    if (action) deps.onError?.(action);
  }

  /** Envelope, catalogue and schema: the same for every answer, fetched or uploaded. */
  function interpret<T>(status: number, ok: boolean, text: string, schema: DataParser<T> | undefined): T {
    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch {
      envelope = undefined;
    }
    if (!isEnvelope(envelope)) {
      if (status === 401) report(classifyError({ httpStatus: status }));
      else if (ok) report(classifyError({ code: Code.DATA_INVALID }));
      // A proxy's HTML error page is an outage, not unreadable data: no catalogue action for it.
      throw ok ? dataInvalid(status) : new ApiError('http', null, `HTTP ${status}`, status);
    }
    if (envelope.code !== 200 || !ok) {
      report(classifyError({ code: envelope.code, httpStatus: status, msg: envelope.msg }));
      throw new ApiError('answer', envelope.code, envelope.msg ?? `code ${envelope.code}`, status);
    }
    if (!schema) return envelope.data as T;
    try {
      return schema.parse(envelope.data);
    } catch {
      report(classifyError({ code: Code.DATA_INVALID }));
      throw dataInvalid(status);
    }
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const [pathOnly = '', existingQuery = ''] = path.split('?', 2);
    const isPublic = isPublicPath(pathOnly);
    const session = deps.session();
    if (!isPublic && !session) {
      // Spec §4: an action that needs a session is refused client-side and the login pop-up opens.
      report(classifyError({ code: Code.LOGIN_REQUIRED }));
      throw new ApiError('notLoggedIn', Code.LOGIN_REQUIRED, answerText(Code.LOGIN_REQUIRED));
    }

    const { deviceId, nonceSeed } = deps.device();
    // Common fields, their placement and the sign are the protocol's, shared with the server's tests.
    const signed = buildSignedRequest({
      method,
      path: pathOnly,
      query: { ...Object.fromEntries(new URLSearchParams(existingQuery)), ...options.params },
      body: options.body,
      credentials: { deviceId, userId: session?.userId, loginToken: session?.loginToken },
      nonce: freshNonce(nonceSeed, random),
      timestamp: now(),
      appId: APP_ID,
      version: APP_VERSION,
      languageId: deps.languageId(),
    });

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });

    let status: number;
    let ok: boolean;
    let text: string;
    try {
      const response = await fetchImpl(`${baseUrl}${signed.url}`, {
        method,
        headers: { ...options.headers, ...(signed.body ? { 'content-type': 'application/json' } : {}) },
        body: signed.body ? JSON.stringify(signed.body) : undefined,
        signal: controller.signal,
        credentials: 'same-origin',
      });
      status = response.status;
      ok = response.ok;
      text = await response.text();
    } catch (error) {
      if (timedOut) throw new ApiError('timeout', null, `request timed out after ${timeoutMs} ms`);
      if (options.signal?.aborted) throw error;
      throw new ApiError('network', null, error instanceof Error ? error.message : 'network error');
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }

    return interpret(status, ok, text, options.schema);
  }

  function upload<T>(path: string, file: Blob, options: UploadOptions<T> = {}): Promise<T> {
    const session = deps.session();
    if (!session) {
      report(classifyError({ code: Code.LOGIN_REQUIRED }));
      return Promise.reject(
        new ApiError('notLoggedIn', Code.LOGIN_REQUIRED, answerText(Code.LOGIN_REQUIRED)),
      );
    }
    const { deviceId, nonceSeed } = deps.device();
    const url = buildUploadUrl({
      path,
      query: options.query,
      session,
      deviceId,
      nonce: freshNonce(nonceSeed, random),
      timestamp: now(),
      appId: APP_ID,
      version: APP_VERSION,
      languageId: deps.languageId(),
    });
    const xhr = deps.createUploadTransport?.() ?? new XMLHttpRequest();
    return new Promise<T>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let timedOut = false;
      const settle = () => {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onCallerAbort);
      };
      const armTimer = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          xhr.abort();
        }, timeoutMs);
      };
      const onCallerAbort = () => xhr.abort();
      if (options.signal?.aborted) {
        reject(options.signal.reason);
        return;
      }
      options.signal?.addEventListener('abort', onCallerAbort, { once: true });
      xhr.upload.onprogress = (event) => {
        armTimer();
        options.onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
      };
      xhr.onload = () => {
        settle();
        try {
          resolve(
            interpret(xhr.status, xhr.status >= 200 && xhr.status < 300, xhr.responseText, options.schema),
          );
        } catch (error) {
          reject(error);
        }
      };
      xhr.onerror = () => {
        settle();
        reject(new ApiError('network', null, 'network error'));
      };
      xhr.onabort = () => {
        settle();
        if (timedOut) reject(new ApiError('timeout', null, `upload stalled for ${timeoutMs} ms`));
        else reject(options.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
      };
      xhr.open('POST', `${baseUrl}${url}`);
      armTimer();
      xhr.send(buildUploadForm(file, options.filename));
    });
  }

  function call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointData<E>> {
    const [input, options] = args;
    return request(endpoint.method, endpoint.path, {
      ...options,
      ...placeInput(endpoint, input),
      schema: endpoint.data as DataParser<EndpointData<E>>,
    });
  }

  return {
    call,
    uploadTo: (endpoint, file, options = {}) => {
      const { input, ...rest } = options;
      return upload(endpoint.path, file, {
        ...rest,
        query: input as Record<string, QueryValue> | undefined,
        schema: endpoint.data as DataParser<EndpointData<typeof endpoint>>,
      });
    },
    request,
    upload,
  };
}
