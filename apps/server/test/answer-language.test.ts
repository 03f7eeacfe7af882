import {
  chatApi,
  Code,
  emailApi,
  friendsApi,
  LANGUAGE_IDS,
  payApi,
  PaymentCode,
  phoneApi,
  SocialCode,
  type HttpMethod,
} from '@mingle/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from './kit/api';
import { factories, type TestUser } from './kit/factories';
import { signedInject } from './signed';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let kit: ReturnType<typeof factories>;
beforeAll(async () => {
  t = await createTestApp();
  kit = factories(t);
});
afterAll(() => t.close());

interface Call {
  method: HttpMethod;
  path: string;
  who?: TestUser;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  /** A language id; null sends no languageId at all. */
  languageId: number | null;
  mangle?: (url: string) => string;
}

let ips = 0;
async function call({ method, path, who, query, body, languageId, mangle }: Call): Promise<Answer> {
  const request = signedInject({
    method,
    path,
    query,
    body,
    ...(who ? { credentials: { ...who } } : { credentials: { deviceId: 'language-device' } }),
    ...(languageId !== null ? { languageId } : {}),
  });
  // The body is not signed (spec §7), so a write can leave the common field out altogether.
  const payload = request.payload as Record<string, unknown> | undefined;
  if (languageId === null && payload) delete payload.languageId;
  const res = await t.app.inject({
    ...request,
    url: mangle ? mangle(request.url) : request.url,
    remoteAddress: `127.0.9.${++ips}`,
  });
  return res.json<Answer>();
}

const { de, ar, es, ja } = LANGUAGE_IDS;

describe('answers in the language of the request (languageId)', () => {
  it('words the same chat refusal in German under languageId de, in English without one', async () => {
    const ann = await kit.user();
    const refusal = (languageId: number | null) =>
      call({
        method: 'POST',
        path: chatApi.send.path,
        who: ann,
        body: { toUserId: 99_999_999, messageId: 'language-test-1', content: 'Hallo' },
        languageId,
      });
    expect(await refusal(de)).toEqual({
      code: SocialCode.USER_NOT_FOUND,
      data: null,
      msg: 'Diese Person existiert nicht.',
    });
    expect(await refusal(null)).toEqual({
      code: SocialCode.USER_NOT_FOUND,
      data: null,
      msg: 'This user does not exist.',
    });
  });

  it('words shop refusals in German, Arabic and Spanish; a language without texts, or no language, reads English', async () => {
    const bob = await kit.user();
    const order = (languageId: number | null) =>
      call({
        method: 'POST',
        path: payApi.createOrder.path,
        who: bob,
        body: { packageId: 2_000_000_000, methodId: 'card' },
        languageId,
      });
    expect(await order(de)).toMatchObject({
      code: PaymentCode.PACKAGE_NOT_FOUND,
      msg: 'Dieses Münzpaket ist nicht verfügbar.',
    });
    expect(await order(ar)).toMatchObject({
      code: PaymentCode.PACKAGE_NOT_FOUND,
      msg: 'باقة العملات هذه غير متاحة.',
    });
    expect(await order(es)).toMatchObject({
      code: PaymentCode.PACKAGE_NOT_FOUND,
      msg: expect.not.stringMatching(/^This coin package/),
    });
    const english = { code: PaymentCode.PACKAGE_NOT_FOUND, msg: 'This coin package is not available.' };
    // Japanese has no texts yet.
    expect(await order(ja)).toMatchObject(english);
    expect(await order(999)).toMatchObject(english);
  });

  it('reads languageId from the query of a read', async () => {
    const cy = await kit.user();
    const quote = await call({
      method: 'GET',
      path: friendsApi.quote.path,
      who: cy,
      query: { friendUserId: 99_999_999 },
      languageId: de,
    });
    expect(quote).toMatchObject({ code: SocialCode.USER_NOT_FOUND, msg: 'Diese Person existiert nicht.' });
  });

  it('also words refusals of the request contract itself (a bad sign) in the caller language', async () => {
    const forged = await call({
      method: 'POST',
      path: chatApi.send.path,
      who: await kit.user(),
      body: { toUserId: 1, messageId: 'language-test-2', content: 'x' },
      languageId: de,
      mangle: (url) => url.replace(/sign=[0-9A-F]{64}/, `sign=${'0'.repeat(64)}`),
    });
    expect(forged).toMatchObject({ code: Code.BAD_SIGN, msg: 'Ungültige Signatur der Anfrage' });
  });

  it('sends words specific to the case as they are (a validation detail names the field)', async () => {
    const answer = await call({
      method: 'POST',
      path: chatApi.send.path,
      who: await kit.user(),
      body: { toUserId: 1, messageId: 'no spaces allowed', content: 'x' },
      languageId: de,
    });
    expect(answer.code).toBe(Code.VALIDATION);
    expect(answer.msg).toMatch(/messageId/);
  });
});

describe('mail and SMS in the language of the request', () => {
  it('mails the verification code in German to a sign-up made under languageId de', async () => {
    const email = 'sprache@example.com';
    const answer = await call({
      method: 'POST',
      path: emailApi.registerPublic.path,
      body: { email, password: 'violet-Harbor7' },
      languageId: de,
    });
    expect(answer.code).toBe(200);
    const [mail] = await t.ctx.outbox.latest(1, email);
    expect(mail?.subject).toBe('Bestätige deine E-Mail-Adresse für Mingle');
    expect(mail?.body).toMatch(/^Willkommen bei Mingle!\n\nDein Bestätigungscode lautet \d{6}\./);
  });

  it('mails a reset code in English when the request names no language', async () => {
    const email = 'language@example.com';
    expect(
      (
        await call({
          method: 'POST',
          path: emailApi.registerPublic.path,
          body: { email, password: 'violet-Harbor7' },
          languageId: null,
        })
      ).code,
    ).toBe(200);
    const sent = await call({
      method: 'POST',
      path: emailApi.sendForgetEmailPublic.path,
      body: { email },
      languageId: null,
    });
    expect(sent.code).toBe(200);
    const [mail] = await t.ctx.outbox.latest(1, email);
    expect(mail?.subject).toBe('Your Mingle password reset code');
  });

  it('texts a sign-in code in Arabic under languageId ar, keeping the WebOTP line', async () => {
    const phone = '+4915790000001';
    const sent = await call({
      method: 'POST',
      path: phoneApi.sendCodePublic.path,
      body: { phone, channel: 'sms' },
      languageId: ar,
    });
    expect(sent.code).toBe(200);
    const [text] = await t.ctx.outbox.latest(1, phone);
    const code = /(\d{6})/.exec(text?.body ?? '')?.[1] ?? 'none';
    expect(text?.body).toBe(
      `رمز Mingle الخاص بك هو ${code}. تنتهي صلاحيته خلال 10 دقائق. لا تشاركه مع أحد.\n\n@localhost #${code}`,
    );
  });
});
