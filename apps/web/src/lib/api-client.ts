import {
  buildSignedRequest,
  Code,
  defaultMessages,
  isPublicPath,
  REQUEST_TIMEOUT_MS,
  type HttpMethod,
  type QueryValue,
} from '@mingle/protocol';
import { APP_ID, APP_VERSION } from './app-info';
import type { DeviceIdentity } from './device';
import { freshNonce } from './device';
import { classifyError, type ErrorAction } from './error-catalogue';
import { randomHex } from './random';

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
  return new ApiError('answer', Code.DATA_INVALID, defaultMessages[Code.DATA_INVALID], status);
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
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
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

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const [pathOnly = '', existingQuery = ''] = path.split('?', 2);
    const isPublic = isPublicPath(pathOnly);
    const session = deps.session();
    if (!isPublic && !session) {
      // Spec §4: an action that needs a session is refused client-side and the login pop-up opens.
      report(classifyError({ code: Code.LOGIN_REQUIRED }));
      throw new ApiError('notLoggedIn', Code.LOGIN_REQUIRED, defaultMessages[Code.LOGIN_REQUIRED]);
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
        headers: signed.body ? { 'content-type': 'application/json' } : {},
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
    if (!options.schema) return envelope.data as T;
    try {
      return options.schema.parse(envelope.data);
    } catch {
      report(classifyError({ code: Code.DATA_INVALID }));
      throw dataInvalid(status);
    }
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    patch: (path, options) => request('PATCH', path, options),
    delete: (path, options) => request('DELETE', path, options),
  };
}
