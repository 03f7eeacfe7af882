import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { chatApi, friendsApi, TranslationCode, translationApi, type DialogMessage } from '@mingle/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextUtcMidnight } from '../src/infra/clock';
import { ManualClock } from '../src/infra/manual-clock';
import {
  ApertiumEngine,
  parseModes,
  unknownWords,
  withoutMarks,
} from '../src/modules/translation/apertium-engine';
import { testApi } from './kit/api';
import { dataOf } from './kit/envelope';
import { factories, type TestUser } from './kit/factories';
import { createTestApp, type TestApp } from './test-app';

/**
 * A local server speaking the commercial API's wire format (DeepL v2 translate): it checks the key, answers
 * '[TARGET] text' read as German, and can be told to fail. Every request is kept for the assertions.
 */
async function translationApiServer(key: string) {
  const seen: { target: string; text: string[]; auth: string | undefined }[] = [];
  let failing = false;
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const input = JSON.parse(body || '{}') as { text?: string[]; target_lang?: string };
      seen.push({ target: input.target_lang ?? '', text: input.text ?? [], auth: req.headers.authorization });
      if (req.url !== '/v2/translate' || req.headers.authorization !== `DeepL-Auth-Key ${key}`) {
        res.writeHead(403).end();
        return;
      }
      if (failing) {
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          translations: (input.text ?? []).map((text) => ({
            detected_source_language: 'DE',
            text: `[${input.target_lang}] ${text}`,
          })),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    fail: (on: boolean) => (failing = on),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the Apertium engine (Debian packages installed by npm test)', () => {
  it('reads `apertium -l`: one plain mode per direction between languages we have', () => {
    const modes = parseModes(
      '  eco-es-fr\n  eng-spa\n  es-pt\n  es-pt_BR\n  spa-eng\n  spa-eng_US\n  en-gl\n',
    );
    expect(modes).toEqual([
      { mode: 'eng-spa', from: 'en', to: 'es' },
      { mode: 'es-pt', from: 'es', to: 'pt' },
      { mode: 'spa-eng', from: 'es', to: 'en' },
    ]);
  });

  it('counts the words it did not know, and drops its marks from the text', () => {
    const output = 'Hello *Fellow, what #such @thing';
    expect(unknownWords(output)).toBe(3);
    expect(withoutMarks(output)).toBe('Hello Fellow, what such thing');
  });

  it('translates Spanish into English and tells which language it read, and says so when it cannot', async () => {
    const engine = new ApertiumEngine();
    expect([...(await engine.targets())]).toEqual(expect.arrayContaining(['en', 'es', 'pt']));
    const result = await engine.translate('Hola, me gusta tu foto.', 'en', []);
    expect(result?.from).toBe('es');
    expect(result?.text).toMatch(/photo/i);
    // From English into Spanish, the sender's language as the hint.
    expect((await engine.translate('Good morning, my friend', 'es', ['en']))?.from).toBe('en');
    // No pair into Japanese here.
    expect(await engine.translate('Hola', 'ja', [])).toBeNull();
    // Words no installed pair knows: not a translation.
    expect(await engine.translate('Qwxz vbnmt plokij', 'en', [])).toBeNull();
  });

  it('has no languages where the command is missing', async () => {
    expect((await new ApertiumEngine('apertium-not-installed').targets()).size).toBe(0);
  });
});

describe('chat translation', () => {
  const key = randomBytes(8).toString('hex');
  const clock = new ManualClock(Date.UTC(2031, 4, 6, 20));
  let api: Awaited<ReturnType<typeof translationApiServer>>;
  let t: TestApp;
  beforeAll(async () => {
    api = await translationApiServer(key);
    t = await createTestApp({
      clock,
      env: {
        TRANSLATION_ENGINE: 'http',
        TRANSLATION_API_URL: api.url,
        TRANSLATION_API_KEY: key,
        FREE_TRANSLATIONS_PER_DAY: '2',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });
  const call = () => testApi(t);
  const send = async (from: TestUser, to: TestUser, content: string) =>
    dataOf(
      await call()(from, chatApi.send, {
        toUserId: to.id,
        messageId: randomBytes(8).toString('hex'),
        type: 'text',
        content,
      }),
    ) as DialogMessage;
  const translate = (who: TestUser, seq: number, to = 'en') =>
    call()(who, translationApi.translate, { seq, to } as never);

  it('translates a received message, counts it once, and refuses the third of the day with the limit text', async () => {
    const [ana, ben] = await factories(t).friendPair();
    const [m1, m2, m3] = [
      await send(ana, ben, 'Guten Morgen'),
      await send(ana, ben, 'Wie geht es dir?'),
      await send(ana, ben, 'Bis bald'),
    ];
    expect(dataOf(await call()(ben, translationApi.quota))).toMatchObject({ dailyFree: 2, remaining: 2 });
    expect(dataOf(await translate(ben, m1.seq))).toEqual({
      seq: m1.seq,
      text: '[EN-US] Guten Morgen',
      from: 'de',
      to: 'en',
      remaining: 1,
    });
    // The same message again (another tab): nothing more counted.
    expect(dataOf(await translate(ben, m1.seq))).toMatchObject({ remaining: 1 });
    expect(dataOf(await translate(ben, m2.seq))).toMatchObject({ remaining: 0 });
    const refused = await translate(ben, m3.seq);
    expect(refused).toBeRefusedWith(TranslationCode.DAILY_LIMIT);
    expect(refused.msg).toMatch(/^You have reached the daily translation limit/);
    // What was translated stays translatable.
    expect(dataOf(await translate(ben, m2.seq))).toMatchObject({ remaining: 0 });

    // A new UTC day: the allowance is back.
    clock.advanceTo(nextUtcMidnight(clock.now()));
    expect(dataOf(await translate(ben, m3.seq))).toMatchObject({ remaining: 1 });
  });

  it('keeps a translation per text and language: a second reader does not reach the engine', async () => {
    const [ana, ben] = await factories(t).friendPair();
    const cleo = await factories(t).completeUser();
    dataOf(
      await call()(cleo, chatApi.send, {
        toUserId: ana.id,
        messageId: randomBytes(8).toString('hex'),
        type: 'text',
        content: 'Hallo',
      }),
    );
    const toBen = await send(ana, ben, 'Schönes Wochenende');
    const toCleo = await send(ana, cleo, 'Schönes Wochenende');
    const before = api.seen.length;
    expect(dataOf(await translate(ben, toBen.seq, 'fr'))).toMatchObject({ text: '[FR] Schönes Wochenende' });
    expect(dataOf(await translate(cleo, toCleo.seq, 'fr'))).toMatchObject({
      text: '[FR] Schönes Wochenende',
    });
    expect(api.seen.length).toBe(before + 1);
    expect(api.seen.at(-1)).toMatchObject({ target: 'FR', auth: `DeepL-Auth-Key ${key}` });
  });

  it("refuses others' messages, unsupported languages and engine failures, and counts none of them", async () => {
    const [ana, ben] = await factories(t).friendPair();
    const message = await send(ana, ben, 'Danke');
    // The sender's own message, and someone else's reader.
    expect(await translate(ana, message.seq)).toBeRefusedWith(TranslationCode.MESSAGE_NOT_FOUND);
    const stranger = await factories(t).completeUser();
    expect(await translate(stranger, message.seq)).toBeRefusedWith(TranslationCode.MESSAGE_NOT_FOUND);
    // Bengali is not among the API's targets.
    expect(await translate(ben, message.seq, 'bn')).toBeRefusedWith(TranslationCode.PAIR_UNAVAILABLE);
    api.fail(true);
    try {
      expect(await translate(ben, message.seq, 'it')).toBeRefusedWith(TranslationCode.ENGINE_FAILED);
    } finally {
      api.fail(false);
    }
    expect(dataOf(await call()(ben, translationApi.quota))).toMatchObject({ remaining: 2 });
    // Bad input is a validation answer, not a 500.
    expect((await call()(ben, translationApi.translate, { seq: -1, to: 'xx' } as never)).code).not.toBe(500);
  });

  it('gives a VIP unlimited translation', async () => {
    const vip = await factories(t).vip();
    const ana = await factories(t).completeUser();
    dataOf(await call()(ana, friendsApi.add, { friendUserId: vip.id, price: 0 }));
    dataOf(await call()(vip, friendsApi.accept, { friendUserId: ana.id }));
    const sent = await Promise.all([1, 2, 3].map((n) => send(ana, vip, `Nachricht ${n}`)));
    for (const message of sent) {
      expect(dataOf(await translate(vip, message.seq))).toMatchObject({ remaining: null });
    }
    expect(dataOf(await call()(vip, translationApi.quota))).toMatchObject({ remaining: null });
  });
});
