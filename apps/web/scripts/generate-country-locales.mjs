// Writes src/i18n/locales/<lang>/country.json for the languages we ship, from the ISO names in
// i18n-iso-countries (a dev dependency of packages/protocol) plus our two Malaysian audience regions,
// which no ISO list has. Run again when a language is added: node apps/web/scripts/generate-country-locales.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../../packages/protocol/package.json'));
const countries = require('i18n-iso-countries');

const REGIONS = {
  en: { MYC: 'Malay Chinese region', MYNC: 'Malay Non-Chinese region' },
  de: { MYC: 'Malaysia (chinesischsprachige Region)', MYNC: 'Malaysia (nicht chinesischsprachige Region)' },
  ar: { MYC: 'ماليزيا (المنطقة الصينية)', MYNC: 'ماليزيا (المنطقة غير الصينية)' },
  tr: { MYC: 'Malezya (Çince konuşulan bölge)', MYNC: 'Malezya (Çince konuşulmayan bölge)' },
  nl: { MYC: 'Maleisië (Chineestalige regio)', MYNC: 'Maleisië (niet-Chineestalige regio)' },
  fr: { MYC: 'Malaisie (région sinophone)', MYNC: 'Malaisie (région non sinophone)' },
  it: { MYC: 'Malaysia (regione di lingua cinese)', MYNC: 'Malaysia (regione non di lingua cinese)' },
  es: { MYC: 'Malasia (región de habla china)', MYNC: 'Malasia (región de habla no china)' },
  pt: { MYC: 'Malásia (região de língua chinesa)', MYNC: 'Malásia (região de língua não chinesa)' },
};

// Codes come from the protocol's generated table so both lists always cover the same countries.
const table = readFileSync(path.join(here, '../../../packages/protocol/src/tables/iso-countries.ts'), 'utf8');
const codes = [...table.matchAll(/code: '([A-Z]{2})'/g)].map((m) => m[1]);

for (const [lang, regions] of Object.entries(REGIONS)) {
  countries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));
  const names = {};
  for (const code of codes) {
    const name = countries.getName(code, lang, { select: 'official' }) ?? countries.getName(code, 'en');
    if (!name) throw new Error(`no ${lang} name for ${code}`);
    names[code] = name;
  }
  Object.assign(names, regions);
  const dir = path.join(here, '../src/i18n/locales', lang);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'country.json'), `${JSON.stringify(names, null, 2)}\n`);
}
