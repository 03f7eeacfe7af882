import { useLocation } from 'react-router';
import { parseLanguagePrefix, type LanguagePrefix } from '../i18n/language-prefix';

/** The language prefix of the current URL, so links stay in the language the visitor chose. */
export function useLanguagePrefix(): LanguagePrefix | null {
  return parseLanguagePrefix(useLocation().pathname).prefix;
}
