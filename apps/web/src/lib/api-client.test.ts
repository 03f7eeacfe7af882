import { Code, computeSign, PLATFORM_TYPE_WEB } from '@mingle/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiClientDeps, type ApiSession } from './api-client';
import type { ErrorAction } from './error-catalogue';

interface Sent {
  url: URL;
  raw: string;
  init: RequestInit;
  body: Record<string, unknown> | undefined;
}

const DEVICE = { deviceId: 'dev0123456789abcdef', nonceSeed: 'seed42' };
const SESSION: ApiSession = { userId: 77, loginToken: 'secret-token' };

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(
  options: { session?: ApiSession | null; respond?: () => Response; overrides?: Partial<ApiClientDeps> } = {},
) {
  const sent: Sent[] = [];
  const actions: ErrorAction[] = [];
  let counter = 0;
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = String(input);
    sent.push({
      url: new URL(raw, 'http://gateway.test'),
      raw,
      init: init ?? {},
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    });
    return options.respond ? options.respond() : jsonResponse({ code: 200, data: { ok: true } });
  });
  const client = createApiClient({
    fetch: fetchImpl,
    device: () => DEVICE,
    session: () => (options.session === undefined ? SESSION : options.session),
    languageId: () => 7,
    onError: (action) => actions.push(action),
    now: () => 1_700_000_000_000,
    // Distinct randomness per call, as crypto would give.
    random: (bytes) => (++counter).toString(16).padStart(bytes * 2, '0'),
    ...options.overrides,
  });
  return { client, sent, actions, fetchImpl };
}

/** What the server does: recompute the sign over the URL as received. */
function verify(sent: Sent, key: string): boolean {
  const q = sent.url.searchParams;
  const expected = computeSign(key, {
    url: sent.raw,
    deviceId: q.get('deviceId') ?? '',
    nonce: q.get('nonce') ?? '',
    timestamp: q.get('timestamp') ?? '',
    userId: q.get('userId') ?? undefined,
  });
  return expected === q.get('sign');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiClient: common fields and sign (spec §7)', () => {
  it('GET puts every common field in the query and signs the URL as sent', async () => {
    const { client, sent } = setup();
    await client.request('GET', '/facade/api/user/getUserInfo', { params: { searchUserId: 5 } });
    const [request] = sent;
    if (!request) throw new Error('nothing sent');
    const q = request.url.searchParams;
    expect(request.url.pathname).toBe('/facade/api/user/getUserInfo');
    expect(q.get('searchUserId')).toBe('5');
    expect(q.get('platformType')).toBe(String(PLATFORM_TYPE_WEB));
    expect(q.get('languageId')).toBe('7');
    expect(q.get('deviceId')).toBe(DEVICE.deviceId);
    expect(q.get('userId')).toBe('77');
    expect(q.get('loginToken')).toBe('secret-token');
    expect(q.get('timestamp')).toBe('1700000000000');
    expect(q.get('appId')).toBeTruthy();
    expect(q.get('version')).toBeTruthy();
    expect(request.init.body).toBeUndefined();
    // The sign is the last parameter, appended after it was computed over everything before it.
    expect(request.raw).toMatch(/&sign=[0-9A-F]{64}$/);
    expect(verify(request, SESSION.loginToken)).toBe(true);
    expect(verify(request, 'another-token')).toBe(false);
  });

  it('POST merges the common fields into the body and keeps only the signing fields in the query', async () => {
    const { client, sent } = setup();
    await client.request('POST', '/facade/api/user/update', { body: { nickname: 'Ann' } });
    const [request] = sent;
    if (!request) throw new Error('nothing sent');
    expect(request.body).toMatchObject({
      nickname: 'Ann',
      platformType: PLATFORM_TYPE_WEB,
      languageId: 7,
      deviceId: DEVICE.deviceId,
      userId: 77,
      loginToken: 'secret-token',
      timestamp: 1_700_000_000_000,
    });
    expect(request.body?.nonce).toBe(request.url.searchParams.get('nonce'));
    expect([...request.url.searchParams.keys()].sort()).toEqual(
      ['deviceId', 'nonce', 'sign', 'timestamp', 'userId', 'version'].sort(),
    );
    expect(request.init.method).toBe('POST');
    expect(new Headers(request.init.headers).get('content-type')).toBe('application/json');
    expect(verify(request, SESSION.loginToken)).toBe(true);
  });

  it('DELETE carries the common fields in the query like GET', async () => {
    const { client, sent } = setup();
    await client.request('DELETE', '/facade/api/album/deleteAlbumPic?picId=3');
    const q = sent[0]?.url.searchParams;
    expect(q?.get('picId')).toBe('3');
    expect(q?.get('loginToken')).toBe('secret-token');
    expect(sent[0]?.init.body).toBeUndefined();
  });

  it('keeps a query already in the path and signs it too', async () => {
    const { client, sent } = setup();
    await client.request('POST', '/api/call/users/videos?matchId=9', { body: { roomId: 9 } });
    const [request] = sent;
    if (!request) throw new Error('nothing sent');
    expect(request.url.searchParams.get('matchId')).toBe('9');
    expect(verify(request, SESSION.loginToken)).toBe(true);
  });

  it('signs public paths with an empty key, also for visitors', async () => {
    const { client, sent } = setup({ session: null });
    await client.request('GET', '/facade/api/function/exempt/country/byip');
    const [request] = sent;
    if (!request) throw new Error('nothing sent');
    expect(request.url.searchParams.has('userId')).toBe(false);
    expect(request.url.searchParams.has('loginToken')).toBe(false);
    expect(verify(request, '')).toBe(true);
  });

  it('uses a fresh nonce, seed plus random, on every request', async () => {
    const { client, sent } = setup();
    await client.request('GET', '/facade/api/a');
    await client.request('GET', '/facade/api/a');
    await client.request('POST', '/facade/api/b');
    const nonces = sent.map((s) => s.url.searchParams.get('nonce'));
    expect(new Set(nonces).size).toBe(3);
    for (const nonce of nonces) expect(nonce).toMatch(/^seed42\.[0-9a-f]{16}$/);
  });

  it('sends to the configured gateway base', async () => {
    const { client, sent } = setup({ overrides: { baseUrl: 'https://gw.example.com/' } });
    await client.request('GET', '/facade/api/a');
    expect(sent[0]?.raw.startsWith('https://gw.example.com/facade/api/a?')).toBe(true);
    expect(sent[0] && verify(sent[0], SESSION.loginToken)).toBe(true);
  });
});

describe('createApiClient: answers and the error catalogue', () => {
  it('returns data of a code 200 answer, validated by the schema', async () => {
    const { client } = setup({
      respond: () => jsonResponse({ code: 200, data: { id: 276, ab: 'DE', ip: '1.2.3.4' } }),
    });
    const parse = vi.fn((value: unknown) => value as { ab: string });
    await expect(client.request('GET', '/facade/api/x/exempt/y', { schema: { parse } })).resolves.toEqual({
      id: 276,
      ab: 'DE',
      ip: '1.2.3.4',
    });
    expect(parse).toHaveBeenCalledOnce();
  });

  it('refuses a logged-in path for a visitor without sending, and asks for the login pop-up', async () => {
    const { client, actions, fetchImpl } = setup({ session: null });
    await expect(client.request('GET', '/facade/api/user/getUserInfo')).rejects.toMatchObject({
      kind: 'notLoggedIn',
      code: Code.LOGIN_REQUIRED,
      message: 'not login',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(actions).toEqual([{ kind: 'loginRequired' }]);
  });

  it('a ban answer reaches the catalogue and rejects with its code', async () => {
    const { client, actions } = setup({
      respond: () =>
        jsonResponse({
          code: 10117,
          data: null,
          msg: 'Login failed, the account and device have been banned',
        }),
    });
    await expect(client.request('GET', '/facade/api/a')).rejects.toMatchObject({ code: 10117 });
    expect(actions).toEqual([
      { kind: 'banned', code: 10117, message: { key: 'errors.bannedBoth' }, goHome: true },
    ]);
  });

  it('HTTP 401 with 10023 ends the session with the "another device" message', async () => {
    const { client, actions } = setup({
      respond: () =>
        jsonResponse(
          {
            code: 10023,
            data: null,
            msg: 'Your account was active on another device, please change your password if it was not you.',
          },
          401,
        ),
    });
    await expect(client.request('GET', '/facade/api/a')).rejects.toBeInstanceOf(ApiError);
    expect(actions).toEqual([
      { kind: 'sessionEnded', code: 10023, message: { key: 'errors.anotherDevice' } },
    ]);
  });

  it('an unreadable 200 answer is 6666 data invalid', async () => {
    const { client, actions } = setup({ respond: () => new Response('<html>oops</html>', { status: 200 }) });
    await expect(client.request('GET', '/facade/api/a')).rejects.toMatchObject({ code: Code.DATA_INVALID });
    expect(actions).toEqual([{ kind: 'dataInvalid', message: { key: 'errors.dataInvalid' } }]);
  });

  it('a data shape the schema rejects is 6666 data invalid', async () => {
    const { client, actions } = setup();
    const schema = {
      parse: () => {
        throw new Error('bad shape');
      },
    };
    await expect(client.request('GET', '/facade/api/a', { schema })).rejects.toMatchObject({
      code: Code.DATA_INVALID,
    });
    expect(actions).toEqual([{ kind: 'dataInvalid', message: { key: 'errors.dataInvalid' } }]);
  });

  it('a proxy error page is an outage, with no catalogue action', async () => {
    const { client, actions } = setup({ respond: () => new Response('Bad gateway', { status: 502 }) });
    await expect(client.request('GET', '/facade/api/a')).rejects.toMatchObject({
      kind: 'http',
      httpStatus: 502,
    });
    expect(actions).toEqual([]);
  });

  it('an error code outside the catalogue only rejects', async () => {
    const { client, actions } = setup({
      respond: () => jsonResponse({ code: 10001, data: null, msg: 'Invalid request' }, 400),
    });
    await expect(client.request('GET', '/facade/api/a')).rejects.toMatchObject({
      code: 10001,
      message: 'Invalid request',
    });
    expect(actions).toEqual([]);
  });

  it('gives up after the timeout (50 s by default)', async () => {
    vi.useFakeTimers();
    const { client } = setup({
      overrides: {
        fetch: (_input, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      },
    });
    const pending = client.request('GET', '/facade/api/slow');
    const assertion = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    let settled = false;
    pending.catch(() => undefined).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(49_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });
});

/** Just enough XMLHttpRequest for an upload: records what was sent and lets the test drive the events. */
class FakeXhr {
  method = '';
  url = '';
  body: FormData | undefined;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function uploadSetup(session: ApiSession | null = SESSION) {
  const xhr = new FakeXhr();
  const { client, actions } = setup({
    session,
    overrides: { createUploadTransport: () => xhr as unknown as XMLHttpRequest },
  });
  return { client, actions, xhr };
}

describe('createApiClient: uploads', () => {
  it('POSTs the file as multipart to a signed URL carrying the common fields, with progress', async () => {
    const { client, xhr } = uploadSetup();
    const progress: [number, number][] = [];
    const file = new Blob(['bytes'], { type: 'image/png' });
    const pending = client.upload('/facade/api/upload/uploadAlbumImage', file, {
      filename: 'me.png',
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(xhr.method).toBe('POST');
    const url = new URL(xhr.url, 'http://gateway.test');
    expect(url.pathname).toBe('/facade/api/upload/uploadAlbumImage');
    expect(url.searchParams.get('platformType')).toBe(String(PLATFORM_TYPE_WEB));
    expect(url.searchParams.get('loginToken')).toBe(SESSION.loginToken);
    expect(url.searchParams.get('languageId')).toBe('7');
    const sign = computeSign(SESSION.loginToken, {
      url: xhr.url,
      deviceId: DEVICE.deviceId,
      nonce: url.searchParams.get('nonce') ?? '',
      timestamp: url.searchParams.get('timestamp') ?? '',
      userId: String(SESSION.userId),
    });
    expect(url.searchParams.get('sign')).toBe(sign);
    expect((xhr.body?.get('file') as File).name).toBe('me.png');
    xhr.progress(2, 5);
    xhr.progress(5, 5);
    xhr.answer(200, { code: 200, data: { id: 3 } });
    await expect(pending).resolves.toEqual({ id: 3 });
    expect(progress).toEqual([
      [2, 5],
      [5, 5],
    ]);
  });

  it('an error answer goes through the catalogue and rejects with its code', async () => {
    const { client, xhr, actions } = uploadSetup();
    const pending = client.upload('/facade/api/upload/video', new Blob(['x']));
    xhr.answer(413, { code: 11315, data: null, msg: 'The video size is limited to 50M' });
    await expect(pending).rejects.toMatchObject({ kind: 'answer', code: 11315, httpStatus: 413 });
    expect(actions).toEqual([]);
    const banned = uploadSetup();
    const second = banned.client.upload('/facade/api/upload/video', new Blob(['x']));
    banned.xhr.answer(403, { code: Code.BANNED_ACCOUNT, data: null, msg: 'banned' });
    await expect(second).rejects.toMatchObject({ code: Code.BANNED_ACCOUNT });
    expect(banned.actions[0]).toMatchObject({ kind: 'banned' });
  });

  it('needs a session, like every private call', async () => {
    const { client, actions } = uploadSetup(null);
    await expect(client.upload('/facade/api/upload/images', new Blob(['x']))).rejects.toMatchObject({
      kind: 'notLoggedIn',
    });
    expect(actions).toEqual([{ kind: 'loginRequired' }]);
  });

  it('cancels on the caller signal, and times out only when progress stalls', async () => {
    const { client, xhr } = uploadSetup();
    const controller = new AbortController();
    const cancelled = client.upload('/facade/api/upload/images', new Blob(['x']), {
      signal: controller.signal,
    });
    controller.abort();
    await expect(cancelled).rejects.toBeDefined();
    expect(xhr.aborted).toBe(true);

    vi.useFakeTimers();
    const slow = uploadSetup();
    const pending = slow.client.upload('/facade/api/upload/images', new Blob(['x']));
    const assertion = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(40_000);
    slow.xhr.progress(1, 10);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(slow.xhr.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(slow.xhr.aborted).toBe(true);
    await assertion;
  });

  it('sends extra headers on ordinary requests', async () => {
    const { client, sent } = setup();
    await client.request('POST', '/facade/api/mobile/exempt/sms/sendCode', {
      headers: { 'x-bot-telemetry': 'missing-telemetry' },
    });
    expect(new Headers(sent[0]?.init.headers).get('x-bot-telemetry')).toBe('missing-telemetry');
    expect(new Headers(sent[0]?.init.headers).get('content-type')).toBe('application/json');
  });
});
