import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import {
  allEndpoints,
  callsApi,
  cardsApi,
  Code,
  emailApi,
  friendsApi,
  inputLocation,
  moderationApi,
  type AnyEndpoint,
} from '@mingle/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { IssuedSession } from '../src/modules/session/service';
import { signedInject } from './signed';
import { createTestApp, type TestApp } from './test-app';

/**
 * Drives every declared endpoint, correctly signed by an admin, with random and hostile input: text the
 * database cannot store (U+0000, lone surrogates), numbers beyond a 32-bit column, wrong types, huge strings,
 * unknown keys and malformed bodies. Whatever comes in, the answer is the envelope and never a 500, and the
 * server is healthy afterwards.
 */

const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 12);

interface JsonProperty {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonProperty[];
}

/** The input's fields and their JSON types, so the fuzz also sends plausible values that reach the handlers. */
function fieldsOf(schema: z.ZodType | undefined): Record<string, JsonProperty> {
  if (!schema) return {};
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonProperty>;
  };
  return json.properties ?? {};
}

// Strings the database cannot hold or that have broken servers before; lone surrogates only survive JSON.
const unstorable = ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDC00\uD800'];
const awkward = [
  '',
  ' ',
  '0',
  '-1',
  'null',
  'x'.repeat(5_000),
  "' OR 1=1 --",
  '<img src=x>',
  '😀',
  '%00',
  '../..',
];
const hugeNumbers = [
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  1e300,
  -1,
  0,
  1.5,
  Number.MIN_VALUE,
];

function plausible(property: JsonProperty): fc.Arbitrary<unknown> {
  if (property.enum) return fc.constantFrom(...property.enum);
  if (property.anyOf?.length) return fc.oneof(...property.anyOf.map(plausible));
  const type = Array.isArray(property.type) ? property.type[0] : property.type;
  switch (type) {
    case 'integer':
    case 'number':
      return fc.integer({ min: 0, max: 5 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 3 });
    case 'null':
      return fc.constant(null);
    default:
      return fc.constantFrom('1', 'abc', 'a@b.test', 'web');
  }
}

function hostileValue(inJson: boolean): fc.Arbitrary<unknown> {
  const strings = inJson
    ? [...unstorable, ...awkward]
    : [...unstorable.filter((s) => !/[\uD800-\uDFFF]/.test(s)), ...awkward];
  return fc.oneof(
    fc.constantFrom(...strings),
    fc.constantFrom(...hugeNumbers),
    fc.string({ maxLength: 30 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    ...(inJson ? [fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }), fc.object({ maxDepth: 1 })] : []),
  );
}

/** A record over the endpoint's fields (each plausible, hostile or missing) plus the odd unknown key. */
function inputArbitrary(
  fields: Record<string, JsonProperty>,
  inJson: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([name, property]) => [
      name,
      fc.oneof(plausible(property), hostileValue(inJson)),
    ]),
  );
  return fc
    .tuple(
      fc.record(shape, { requiredKeys: [] }),
      fc.option(fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor'), hostileValue(inJson)), {
        nil: undefined,
      }),
    )
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
}

/** Query values travel as text. */
function asQuery(input: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
  );
}

let t: TestApp;
let admin: IssuedSession;
/** The server's last logged error, shown with a failing answer. */
let lastError = '';

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = chunk.toString();
      if (line.includes('"level":50')) lastError = line.slice(0, 1_500);
      done();
    },
  });
  // The per-address limit would soon answer everything with 429 and hide what the handlers do.
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' }, logStream });
  // Users 1-5 exist first, so the small ids the fuzz sends name other people, never the admin driving it.
  for (let i = 0; i < 5; i++) await t.ctx.sessions.createUserWithSession(`fuzz-other-${i}`);
  admin = await t.ctx.sessions.createUserWithSession(`fuzz-${randomBytes(4).toString('hex')}`);
  await t.ctx.users.setAdmin(admin.userId, true);
});
afterAll(async () => {
  await t.close();
});

function expectEnvelope(endpoint: AnyEndpoint, statusCode: number, body: string): void {
  const where = `${endpoint.method} ${endpoint.path} -> ${statusCode} ${body.slice(0, 300)} ${lastError}`;
  expect(statusCode, where).toBeLessThan(500);
  const parsed = JSON.parse(body) as { code?: unknown; msg?: unknown };
  expect(typeof parsed.code, where).toBe('number');
  if (parsed.code !== 200) expect(typeof parsed.msg, where).toBe('string');
}

/**
 * The session an endpoint is driven with. Endpoints that end or replace a session (logout, sign-ins) are driven
 * with a session of their own, so the others keep a working one.
 */
async function sessionFor(): Promise<IssuedSession> {
  return t.ctx.sessions.issueSession(admin.userId, admin.deviceId);
}

describe('contract fuzz: hostile input never gives a 500', () => {
  for (const endpoint of allEndpoints.filter((e) => !e.upload)) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const location = inputLocation(endpoint);
      const fields = fieldsOf(endpoint.input);
      const queryFields = fieldsOf(endpoint.query);
      await fc.assert(
        fc.asyncProperty(
          inputArbitrary(fields, location === 'body'),
          inputArbitrary(queryFields, false),
          async (input, queryPart) => {
            const session = await sessionFor();
            const request = signedInject({
              method: endpoint.method,
              path: endpoint.path,
              ...(location === 'query'
                ? { query: asQuery(input) }
                : { body: input, query: asQuery(queryPart) }),
              credentials: session,
            });
            const res = await t.app.inject(request);
            expectEnvelope(endpoint, res.statusCode, res.body);
          },
        ),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    });
  }
});

describe('the hostile inputs that gave a 500 before the shared field schemas', () => {
  const cases: [AnyEndpoint, Record<string, unknown>][] = [
    [emailApi.loginPublic, { email: 'a@b.test', password: 'secret123', pushToken: 'tok\u0000en' }],
    [friendsApi.alias, { friendUserId: 100_001, alias: 'x\uD800' }],
    [callsApi.hangup, { roomNum: 'room\u0000' }],
    [moderationApi.ban, { kind: 'device', targetDeviceId: 'dev\u0000ice' }],
    [friendsApi.add, { friendUserId: 2_147_483_648, price: 0 }],
    [moderationApi.ban, { kind: 'account', targetUserId: 2_147_483_648 }],
    [cardsApi.remove, { cardId: 2_147_483_648 }],
    [moderationApi.liftBan, { id: 2_147_483_648 }],
  ];
  it.each(cases.map(([e, body]) => [`${e.method} ${e.path}`, e, body] as const))(
    '%s refuses them as a validation error',
    async (_name, endpoint, body) => {
      const res = await t.app.inject(
        signedInject({ method: endpoint.method, path: endpoint.path, body, credentials: await sessionFor() }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: Code.VALIDATION });
    },
  );
});

describe('contract fuzz: malformed bodies and uploads', () => {
  const writes = allEndpoints.filter((e) => e.method !== 'GET' && e.method !== 'DELETE');
  const garbage: { contentType: string; payload: string | Buffer }[] = [
    { contentType: 'application/json', payload: '{"truncated": ' },
    { contentType: 'application/json', payload: '[1, 2, 3]' },
    { contentType: 'application/json', payload: '"just a string"' },
    { contentType: 'application/json', payload: 'null' },
    { contentType: 'text/plain', payload: 'hello' },
    { contentType: 'multipart/form-data', payload: 'no boundary at all' },
    {
      contentType: 'multipart/form-data; boundary=XyZ',
      payload:
        '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\u00ff\u00d8trunc',
    },
    { contentType: 'multipart/form-data; boundary=XyZ', payload: randomBytes(256) },
    { contentType: 'application/octet-stream', payload: randomBytes(64) },
  ];

  it('answers every write, uploads included, with the envelope', async () => {
    for (const endpoint of writes) {
      for (const { contentType, payload } of garbage) {
        const session = await sessionFor();
        const { url } = signedInject({ method: endpoint.method, path: endpoint.path, credentials: session });
        const res = await t.app.inject({
          method: endpoint.method,
          url,
          headers: { 'content-type': contentType },
          payload,
        });
        expectEnvelope(endpoint, res.statusCode, res.body);
      }
    }
    // Nine requests and a session per write endpoint: the time grows with the API, not with a fault.
  }, 60_000);

  it('leaves the server healthy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
  });
});
