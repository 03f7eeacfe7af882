import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { shippedLanguages } from '../../i18n/bundle-loader';
import {
  parseLanguagePrefix,
  prefixForLanguage,
  withPrefix,
  type RouteLanguage,
} from '../../i18n/language-prefix';

/** Each language in its own name, so a visitor finds theirs whatever language the page is in now. */
const NATIVE_NAMES: Record<RouteLanguage, string> = {
  en: 'English',
  tr: 'Türkçe',
  nl: 'Nederlands',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  pt: 'Português',
  ar: 'العربية',
};

// Only languages that have translations are offered; the other prefixes still work but show English.
const OFFERED = shippedLanguages().filter((code): code is RouteLanguage => Object.hasOwn(NATIVE_NAMES, code));

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const current = OFFERED.find((code) => code === i18n.resolvedLanguage) ?? 'en';
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('languageSwitcher.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const language = event.target.value as RouteLanguage;
          const { rest } = parseLanguagePrefix(location.pathname);
          void navigate(`${withPrefix(prefixForLanguage(language), rest)}${location.search}`);
        }}
      >
        {OFFERED.map((code) => (
          <option key={code} value={code} lang={code}>
            {NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
