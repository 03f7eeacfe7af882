import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { withPrefix } from '../i18n/language-prefix';
import { useLanguagePrefix } from './use-language-prefix';

/** Navigates to the home page in the language on screen (spec §8.1 "go to the root"). */
export function useGoHome(): (options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const prefix = useLanguagePrefix();
  return useCallback(
    (options) => {
      void navigate(withPrefix(prefix, '/'), options);
    },
    [navigate, prefix],
  );
}
