import { languageCodeFor, type LanguageCode } from '@mingle/protocol';
import type { EngineResult, TranslationEngine } from './engine';

/**
 * The languages the commercial API translates into, as its target codes. English and Portuguese need a
 * variant there; Norwegian is Bokmål (NB); Indonesian is ID, which is our legacy "in".
 */
const TARGETS: Readonly<Partial<Record<LanguageCode, string>>> = {
  ar: 'AR',
  da: 'DA',
  de: 'DE',
  el: 'EL',
  en: 'EN-US',
  es: 'ES',
  fi: 'FI',
  fr: 'FR',
  in: 'ID',
  it: 'IT',
  ja: 'JA',
  ko: 'KO',
  nl: 'NL',
  no: 'NB',
  pl: 'PL',
  pt: 'PT-PT',
  ro: 'RO',
  ru: 'RU',
  sv: 'SV',
  tr: 'TR',
  uk: 'UK',
  zh: 'ZH',
};

const TIMEOUT_MS = 10_000;

interface WireAnswer {
  translations?: { detected_source_language?: string; text?: string }[];
}

/**
 * An adapter for a commercial translation HTTP API, by its wire format (DeepL's v2 `translate`: a key in the
 * Authorization header, JSON in and out, the source language detected by the service). Only built when the
 * operator configured a URL and key; the text of a message then leaves this server, which the privacy page
 * says.
 */
export class HttpTranslationEngine implements TranslationEngine {
  readonly name = 'http';

  constructor(
    private readonly url: string,
    private readonly key: string,
  ) {}

  async targets(): Promise<ReadonlySet<LanguageCode>> {
    return new Set(Object.keys(TARGETS) as LanguageCode[]);
  }

  async translate(text: string, to: LanguageCode): Promise<EngineResult | null> {
    const target = TARGETS[to];
    if (!target) return null;
    const response = await fetch(
      new URL('v2/translate', this.url.endsWith('/') ? this.url : `${this.url}/`),
      {
        method: 'POST',
        headers: { authorization: `DeepL-Auth-Key ${this.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: [text], target_lang: target }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
    );
    if (!response.ok) throw new Error(`translation API answered ${response.status}`);
    const answer = (await response.json()) as WireAnswer;
    const first = answer.translations?.[0];
    const from = languageCodeFor(first?.detected_source_language);
    if (typeof first?.text !== 'string') throw new Error('translation API answered without a text');
    // A source we do not list (the service reads more languages than we offer) is still a translation.
    return { text: first.text, from: from ?? null };
  }
}
