import { profileApi, sessionApi, type LoginResult } from '@mingle/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SESSION_POPUPS, usePopupStore } from '../../app/popup-store';
import { useServices } from '../../app/services-context';
import type { ApiClient } from '../../lib/api-client';
import { storeMe } from '../profile/queries';
import { dropSessionData } from './session-data';
import { useSessionStore } from './store';

/**
 * What every way of signing in ends with: the session into the store (the realtime client then connects by
 * itself), the own info into the cache, and the supplementary registration when the profile lacks nickname,
 * gender or birthday. That pop-up waits behind the login pop-up and shows once it closes.
 */
export function useCompleteSignIn(): (result: LoginResult) => void {
  const queryClient = useQueryClient();
  const { api } = useServices();
  return useCallback(
    (result: LoginResult) => {
      const { loginToken, ...user } = result;
      // Nothing of another session is cached here: sign-in is for visitors, and logout drops session data.
      useSessionStore.getState().signIn(user.id, loginToken);
      storeMe(queryClient, user);
      if (!user.profileComplete) usePopupStore.getState().open('complementInfo', {});
      void recordTermsAcceptance(api);
    },
    [queryClient, api],
  );
}

/**
 * The login pop-up says that signing in or creating an account accepts the terms of use; this records that
 * acceptance (version and time, on the server) when the account has not accepted the version in force. A
 * failure here must not undo a sign-in, so it is only logged.
 */
async function recordTermsAcceptance(api: ApiClient): Promise<void> {
  try {
    const status = await api.call(profileApi.termsStatus);
    if (status.accepted) return;
    await api.call(profileApi.saveTerms, { termsVersion: status.currentVersion });
  } catch (error) {
    console.warn('terms acceptance not recorded', error);
  }
}

/**
 * Logs out: the realtime connection goes first, so the server's end-of-session notice to it is not read as a
 * session ended elsewhere; then the server ends the session; the local session is dropped even when the call
 * fails, because the person asked to be logged out of this browser.
 */
export function useSignOut({ onSignedOut }: { onSignedOut?: () => void } = {}) {
  const { api, realtime } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    // On the hook, not on mutate(): the pop-up that asked is gone by now (session pop-ups close on sign-out).
    onSettled: onSignedOut,
    mutationFn: async () => {
      realtime.disconnect();
      try {
        await api.call(sessionApi.logout);
      } finally {
        useSessionStore.getState().clear();
        usePopupStore.getState().closeAll(SESSION_POPUPS);
        dropSessionData(queryClient);
      }
    },
  });
}
