import { Code, SIGN_WINDOW_MS } from '@mingle/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BannedError } from '../src/errors';
import type { IssuedSession } from '../src/modules/session/service';
import { requireSession } from '../src/http/request-contract';
import { createTestApp, memoryLogStream, type TestApp } from './test-app';
import { signedInject } from './signed';

const logs = memoryLogStream();
let t: TestApp;
let session: IssuedSession;
const creds = () => ({ deviceId: session.deviceId, userId: session.userId, loginToken: session.loginToken });

beforeAll(async () => {
  t = await createTestApp({
    logStream: logs,
    configure: (app, ctx) => {
      // Probe routes behind the real contract, to see what a handler receives and how its errors are answered.
      void app.register(async (api) => {
        const { requestContract } = await import('../src/http/request-contract');
        await api.register(requestContract, { verifier: ctx.verifier });
        api.get('/facade/api/probe/me', async (request) => ({ code: 200, data: requireSession(request) }));
        api.post('/facade/api/probe/me', async (request) => ({
          code: 200,
          data: { common: request.common },
        }));
        api.get('/facade/api/probe/exempt/boom', async () => {
          throw new Error('database password is hunter2');
        });
        api.get('/facade/api/probe/exempt/banned', async () => {
          throw new BannedError('both', new Date(Date.now() + 3600_000));
        });
      });
    },
  });
  session = await t.ctx.sessions.createUserWithSession('device-a');
});
afterAll(() => t.close());

describe('signed requests', () => {
  it('accepts a GET signed as the client signs it and hands the handler the session', async () => {
    const res = await t.app.inject(
      signedInject({ method: 'GET', path: '/facade/api/probe/me', credentials: creds() }),
    );
    expect(res.json()).toEqual({ code: 200, data: { userId: session.userId, deviceId: 'device-a' } });
  });

  it('reads the common fields from the body for POST', async () => {
    const res = await t.app.inject(
      signedInject({
        method: 'POST',
        path: '/facade/api/probe/me',
        body: { hello: 1 },
        credentials: creds(),
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.common).toMatchObject({
      platformType: 4,
      languageId: 1,
      appId: 'mingle-web',
      userId: session.userId,
    });
  });

  it('rejects a request whose URL was changed after signing', async () => {
    const req = signedInject({
      method: 'GET',
      path: '/facade/api/probe/me',
      query: { page: 1 },
      credentials: creds(),
    });
    const res = await t.app.inject({ ...req, url: req.url.replace('page=1', 'page=2') });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: Code.BAD_SIGN, data: null, msg: 'Invalid request signature' });
  });

  it('rejects a sign made with another key', async () => {
    const req = signedInject({
      method: 'GET',
      path: '/facade/api/probe/me',
      credentials: { ...creds(), loginToken: 'f'.repeat(32) },
    });
    const res = await t.app.inject({
      ...req,
      url: req.url.replace(/loginToken=[^&]+/, `loginToken=${session.loginToken}`),
    });
    expect(res.json().code).toBe(Code.BAD_SIGN);
  });

  it('rejects a timestamp more than 300 s away, in either direction', async () => {
    for (const offset of [-(SIGN_WINDOW_MS + 5_000), SIGN_WINDOW_MS + 5_000]) {
      const res = await t.app.inject(
        signedInject({
          method: 'GET',
          path: '/facade/api/probe/me',
          credentials: creds(),
          timestamp: Date.now() + offset,
        }),
      );
      expect(res.json().code).toBe(Code.REQUEST_EXPIRED);
    }
  });

  it('rejects a replayed request (same nonce from the same device)', async () => {
    const req = signedInject({
      method: 'GET',
      path: '/facade/api/probe/me',
      credentials: creds(),
      nonce: 'once-only',
    });
    expect((await t.app.inject(req)).json().code).toBe(200);
    const replay = await t.app.inject(req);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe(Code.REPLAYED);
  });

  it("answers 'not login' when a private path is called without a session", async () => {
    const res = await t.app.inject(signedInject({ method: 'GET', path: '/facade/api/probe/me' }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: Code.LOGIN_REQUIRED, data: null, msg: 'not login' });
  });

  it('answers 10023 with HTTP 401 for a token that is not the current one', async () => {
    const res = await t.app.inject(
      signedInject({
        method: 'GET',
        path: '/facade/api/probe/me',
        credentials: { ...creds(), loginToken: 'a'.repeat(32) },
      }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(Code.SESSION_EXPIRED);
  });

  it('answers 10101 for a user id that does not exist', async () => {
    const res = await t.app.inject(
      signedInject({
        method: 'GET',
        path: '/facade/api/probe/me',
        credentials: { ...creds(), userId: 999_999_999 },
      }),
    );
    expect(res.json().code).toBe(Code.ACCOUNT_GONE);
  });

  it('ends the older session when the user logs in again elsewhere', async () => {
    const first = await t.ctx.sessions.createUserWithSession('phone');
    const second = await t.ctx.sessions.issueSession(first.userId, 'laptop');
    const old = await t.app.inject(
      signedInject({ method: 'GET', path: '/facade/api/probe/me', credentials: { ...first } }),
    );
    expect(old.json()).toMatchObject({
      code: Code.SESSION_EXPIRED,
      msg: expect.stringContaining('active on another device'),
    });
    const fresh = await t.app.inject(
      signedInject({ method: 'GET', path: '/facade/api/probe/me', credentials: { ...second } }),
    );
    expect(fresh.json().data).toEqual({ userId: first.userId, deviceId: 'laptop' });
  });

  it('logout ends the session: the same token gets 10023 afterwards', async () => {
    const s = await t.ctx.sessions.createUserWithSession('device-l');
    const out = await t.app.inject(
      signedInject({ method: 'PUT', path: '/facade/api/user/logout', credentials: { ...s } }),
    );
    expect(out.json()).toEqual({ code: 200, data: null });
    const after = await t.app.inject(
      signedInject({ method: 'GET', path: '/facade/api/probe/me', credentials: { ...s } }),
    );
    expect(after.json().code).toBe(Code.SESSION_EXPIRED);
  });
});

describe('public paths', () => {
  it('answer unsigned requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/facade/api/function/exempt/country/byip' });
    expect(res.json()).toEqual({ code: 200, data: { id: 840, ab: 'US', ip: '127.0.0.1' } });
  });

  it('check the sign when one is given (empty key)', async () => {
    const good = signedInject({ method: 'GET', path: '/facade/api/function/exempt/country/byip' });
    expect((await t.app.inject(good)).json().code).toBe(200);
    const tampered = signedInject({ method: 'GET', path: '/facade/api/function/exempt/country/byip' });
    const res = await t.app.inject({
      ...tampered,
      url: tampered.url.replace('languageId=1', 'languageId=2'),
    });
    expect(res.json().code).toBe(Code.BAD_SIGN);
  });
});

describe('errors', () => {
  it('answers invalid common fields with the validation code and names the field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/facade/api/function/exempt/country/byip?deviceId=has%20space',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: Code.VALIDATION,
      data: null,
      msg: expect.stringMatching(/^Invalid request: deviceId/),
    });
  });

  it('answers malformed JSON with the validation code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/facade/api/probe/me',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.json().code).toBe(Code.VALIDATION);
  });

  it('answers unknown API routes with 10404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/facade/api/nothing/here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: Code.NOT_FOUND,
      data: null,
      msg: 'Not found: /facade/api/nothing/here',
    });
  });

  it('maps bans to their codes and keeps the server message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/facade/api/probe/exempt/banned' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 10117,
      data: null,
      msg: 'Login failed, the account and device have been banned',
    });
  });

  it('logs unknown errors but answers without their details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/facade/api/probe/exempt/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: Code.INTERNAL,
      data: null,
      msg: 'Something went wrong. We apologise. Please try again later',
    });
    expect(res.body).not.toContain('hunter2');
    expect(logs.text()).toContain('hunter2');
  });

  it('never writes login tokens or signs to the logs', async () => {
    const req = signedInject({ method: 'GET', path: '/facade/api/probe/me', credentials: creds() });
    await t.app.inject(req);
    await t.app.inject({ ...req, url: req.url.replace('languageId=1', 'languageId=3') });
    const sign = new URLSearchParams(req.url.split('?')[1]).get('sign') ?? '';
    expect(logs.text()).toContain('/facade/api/probe/me');
    expect(logs.text()).not.toContain(session.loginToken);
    expect(logs.text()).not.toContain(sign);
  });
});
