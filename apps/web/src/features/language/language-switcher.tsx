import { INTERFACE_LANGUAGES, interfaceLanguageFor, type InterfaceLanguage } from '@mingle/protocol';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { shippedLanguages } from '../../i18n/bundle-loader';
import { saveDeviceLanguage } from '../../i18n/language-choice';
import {
  isLanguagePrefix,
  parseLanguagePrefix,
  prefixForLanguage,
  withPrefix,
  type LanguagePrefix,
} from '../../i18n/language-prefix';
import { useSaveAccountLanguage } from './account-language';

// Only languages that have translations are offered, each in its own name so a visitor finds theirs whatever
// language the page is in now. The other prefixes still work but show English.
const SHIPPED = new Set(shippedLanguages());
const OFFERED = INTERFACE_LANGUAGES.filter((language) => SHIPPED.has(language.code));

/** The URL prefix of a language that has one (spec §2.1, en is gb); the others live on unprefixed paths. */
export function routePrefixOf(code: InterfaceLanguage): LanguagePrefix | null {
  if (code === 'en') return prefixForLanguage('en');
  return isLanguagePrefix(code) ? code : null;
}

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const saveForAccount = useSaveAccountLanguage();
  const shown = interfaceLanguageFor(i18n.resolvedLanguage);
  const current = OFFERED.find((language) => language.code === shown)?.code ?? 'en';

  const choose = (code: InterfaceLanguage) => {
    saveDeviceLanguage(code);
    saveForAccount(code);
    const prefix = routePrefixOf(code);
    // Unprefixed pages read the stored choice when their route loads; switch now for the page on screen.
    if (prefix === null) void i18n.changeLanguage(code);
    const { rest } = parseLanguagePrefix(location.pathname);
    void navigate(`${withPrefix(prefix, rest)}${location.search}`);
  };

  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('languageSwitcher.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const code = interfaceLanguageFor(event.target.value);
          if (code) choose(code);
        }}
      >
        {OFFERED.map((language) => (
          <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
            {language.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
