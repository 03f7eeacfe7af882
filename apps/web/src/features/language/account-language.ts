import { interfaceLanguageFor, type InterfaceLanguage } from '@mingle/protocol';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { shippedLanguages } from '../../i18n/bundle-loader';
import {
  PSEUDO_LOCALE,
  readDeviceLanguage,
  rememberAccountLanguage,
  resolveLanguage,
} from '../../i18n/language-choice';
import { parseLanguagePrefix } from '../../i18n/language-prefix';
import { useMe, useUpdateProfile } from '../profile/queries';
import { useSessionStore } from '../session/store';

/** Keeps a choice made in the switcher for the signed-in account too; a visitor's stays on the device only. */
export function useSaveAccountLanguage(): (code: InterfaceLanguage) => void {
  const signedIn = useSessionStore((s) => s.userId !== null && s.loginToken !== null);
  const update = useUpdateProfile();
  return (code) => {
    if (!signedIn) return;
    rememberAccountLanguage(code);
    // The device's choice already holds; an account that could not be told keeps its old one until next time.
    update.mutate({ interfaceLanguage: code }, { onError: () => undefined });
  };
}

/**
 * The account's side of the language choice (docs/decisions/031): once the signed-in user's info arrives, its
 * stored language is cached for this device's next start and, on an unprefixed page of a device that never chose,
 * shown at once (a new device follows the account). An account that never chose takes the device's choice. On
 * sign-out the cached account language goes.
 */
export function useAccountLanguage(): void {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const userId = useSessionStore((s) => s.userId);
  const me = useMe().data;
  const update = useUpdateProfile();
  const accountLanguage = me ? (me.interfaceLanguage ?? null) : undefined;

  useEffect(() => {
    if (userId === null) rememberAccountLanguage(null);
  }, [userId]);

  useEffect(() => {
    // undefined: not known yet (loading, or a visitor).
    if (accountLanguage === undefined) return;
    const device = interfaceLanguageFor(readDeviceLanguage());
    if (accountLanguage === null) {
      if (device) update.mutate({ interfaceLanguage: device }, { onError: () => undefined });
      return;
    }
    rememberAccountLanguage(accountLanguage);
    if (parseLanguagePrefix(pathname).prefix || i18n.language === PSEUDO_LOCALE) return;
    const wanted = resolveLanguage({
      prefix: null,
      device: device ?? null,
      account: accountLanguage,
      browser: navigator.languages,
      shipped: shippedLanguages(),
    });
    if (wanted !== i18n.language) void i18n.changeLanguage(wanted);
    // Only a new answer from the account decides; navigation inside the app keeps what is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountLanguage]);
}
