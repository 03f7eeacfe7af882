/**
 * `npm run i18n:completion`: prints how much of English each interface language has translated, per namespace
 * (the web's locales/<lang>/<namespace>.json and the protocol's answer-code texts, namespace "codes"), and exits
 * non-zero when a shipped language is below 85 % or any translation has a key English lacks (rules:
 * src/i18n/completion.ts). `npm test` runs it as one of its checks. With `-- --missing <lang>` it also lists
 * that language's untranslated keys, namespace by namespace (for whoever writes the translation).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODE_TEXT_LANGUAGES, INTERFACE_LANGUAGES, loadCodeTexts } from '@mingle/protocol';
import { completionReport, formatCompletionTable } from '../src/i18n/completion';
import type { LocaleTree } from '../src/i18n/locale-diff';
import { CODES_NAMESPACE, englishResources, FALLBACK_LANGUAGE } from '../src/i18n/resources';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'i18n', 'locales');

function readTranslations(): Record<string, Record<string, LocaleTree>> {
  const out: Record<string, Record<string, LocaleTree>> = {};
  for (const language of readdirSync(localesDir)) {
    if (language === FALLBACK_LANGUAGE) continue;
    const dir = path.join(localesDir, language);
    const files: Record<string, LocaleTree> = {};
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      files[file.slice(0, -'.json'.length)] = JSON.parse(
        readFileSync(path.join(dir, file), 'utf8'),
      ) as LocaleTree;
    }
    out[language] = files;
  }
  return out;
}

async function main(): Promise<number> {
  if (!existsSync(localesDir)) throw new Error(`no locales at ${localesDir}`);
  const translations = readTranslations();
  // Languages with web files are offered in the switcher (bundle-loader's shippedLanguages), so held to 85 %.
  const shipped = Object.keys(translations);
  for (const language of CODE_TEXT_LANGUAGES) {
    if (language === FALLBACK_LANGUAGE) continue;
    translations[language] = {
      ...translations[language],
      [CODES_NAMESPACE]: (await loadCodeTexts(language)) as LocaleTree,
    };
  }
  const report = completionReport({
    english: englishResources as unknown as Record<string, LocaleTree>,
    translations,
    languages: INTERFACE_LANGUAGES.map((l) => l.code),
    shipped,
  });
  console.log(formatCompletionTable(report));
  const asked = process.argv.indexOf('--missing');
  const listFor = asked >= 0 ? process.argv[asked + 1] : undefined;
  const row = report.languages.find((l) => l.language === listFor);
  if (listFor && !row) console.error(`\n--missing: no language ${listFor}`);
  for (const [namespace, result] of Object.entries(row?.namespaces ?? {})) {
    if (result.missing.length) console.log(`\n${listFor}/${namespace} lacks: ${result.missing.join(', ')}`);
  }
  console.log(
    `\n${report.languages.filter((l) => l.shipped).length + 1} of ${report.languages.length + 1} interface languages shipped, English included.`,
  );
  if (report.problems.length) {
    console.error(
      `\n${report.problems.length} problem(s):\n${report.problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    return 1;
  }
  console.log('Every shipped language is at least 85 % complete and no translation has a key English lacks.');
  return 0;
}

process.exitCode = await main();
