import type { LanguageCode } from '@mingle/protocol';

/** A translated text and the language the engine read it in. */
export interface EngineResult {
  text: string;
  /** null: a language the engine reads but we do not list. */
  from: LanguageCode | null;
}

/**
 * A translation engine: the self-hosted Apertium or a commercial HTTP API, chosen by configuration. Neither
 * knows about users, limits or the cache (service.ts does).
 */
export interface TranslationEngine {
  readonly name: string;
  /** The languages this engine can translate into. */
  targets(): Promise<ReadonlySet<LanguageCode>>;
  /**
   * `text` in `to`; `hints` are languages the text is likely in (the sender's profile languages), tried first
   * by an engine that cannot tell by itself. null when no language the engine reads leads to `to`, or the text
   * is in none of them. Throws when the engine fails.
   */
  translate(text: string, to: LanguageCode, hints: readonly LanguageCode[]): Promise<EngineResult | null>;
}

/** No engine configured: nothing to translate into, so every request is told translation is not available. */
export const noEngine: TranslationEngine = {
  name: 'off',
  targets: async () => new Set(),
  translate: async () => null,
};
