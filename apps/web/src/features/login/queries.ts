import {
  BOT_TELEMETRY_HEADER,
  emailApi,
  MISSING_TELEMETRY,
  phoneApi,
  socialApi,
  type EmailLoginBody,
  type EmailRegisterBody,
  type EndpointInput,
  type LoginResult,
  type MobilePasswordLogin,
  type PhoneLoginBody,
  type ResetMobilePasswordBody,
  type ResetPasswordBody,
  type UserInfo,
} from '@mingle/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useServices } from '../../app/services-context';
import { useCountryByIp } from '../country/queries';
import { profileKeys } from '../profile/queries';
import { useCompleteSignIn } from '../session/session-actions';
import { useSessionStore } from '../session/store';

export const loginKeys = {
  all: ['login'] as const,
  socialProviders: () => [...loginKeys.all, 'socialProviders'] as const,
  /** One-time tokens and tickets: each is redeemed by exactly one query, however often the page renders. */
  emailLink: (kind: 'verify' | 'login', token: string) =>
    [...loginKeys.all, 'emailLink', kind, token] as const,
  socialTicket: (ticket: string) => [...loginKeys.all, 'socialTicket', ticket] as const,
};

/** What a sign-in records (spec §3): the visitor's country when known, and no web push token yet. */
function useSignInDetails(): { countryId?: number; pushToken: string } {
  const country = useCountryByIp();
  return { pushToken: '', ...(country.data ? { countryId: country.data.id } : {}) };
}

/** A sign-in call that ends in a LoginResult; success stores the session (see useCompleteSignIn). */
function useSignInMutation<V>(call: (variables: V) => Promise<LoginResult>) {
  const complete = useCompleteSignIn();
  return useMutation({ mutationFn: call, onSuccess: (result) => complete(result) });
}

export function useEmailLogin() {
  const { api } = useServices();
  const details = useSignInDetails();
  return useSignInMutation((body: Pick<EmailLoginBody, 'email' | 'password'>) =>
    api.call(emailApi.loginPublic, { ...details, ...body }),
  );
}

export function useEmailRegister() {
  const { api } = useServices();
  return useSignInMutation((body: EmailRegisterBody) => api.call(emailApi.registerPublic, body));
}

/** The signed-in user's own info after a verification, without waiting for a refetch. */
function useMarkEmailVerified() {
  const queryClient = useQueryClient();
  return (email: string) => {
    const userId = useSessionStore.getState().userId;
    queryClient.setQueryData<UserInfo>(profileKeys.me(userId), (user) =>
      user ? { ...user, email, emailVerified: true } : user,
    );
  };
}

/** Signed in: a new verification code and link for the account's address. */
export function useSendVerifyEmail() {
  const { api } = useServices();
  return useMutation({ mutationFn: () => api.call(emailApi.sendVerifyEmail) });
}

export function useVerifyEmailCode() {
  const { api } = useServices();
  const markVerified = useMarkEmailVerified();
  return useMutation({
    mutationFn: (code: string) => api.call(emailApi.alreadyVerifyEmail, { code }),
    onSuccess: (answer) => {
      if (answer.emailVerified) markVerified(answer.email);
    },
  });
}

export function useSendForgetEmail() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (email: string) => api.call(emailApi.sendForgetEmailPublic, { email }),
  });
}

export function useCheckForgetCode() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof emailApi.checkForgetCode>) =>
      api.call(emailApi.checkForgetCode, body),
  });
}

export function useResetEmailPassword() {
  const { api } = useServices();
  return useSignInMutation((body: ResetPasswordBody) => api.call(emailApi.resetPassword, body));
}

export function useSendLoginLink() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (email: string) => api.call(emailApi.sendLoginLink, { email }),
  });
}

/**
 * Spec §7: the code request carries the bot-protection telemetry header. This client has no bot-protection
 * script, so it says so rather than leaving the header out.
 */
export function useSendPhoneCode() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (body: Required<EndpointInput<typeof phoneApi.sendCodePublic>>) =>
      api.call(phoneApi.sendCodePublic, body, { headers: { [BOT_TELEMETRY_HEADER]: MISSING_TELEMETRY } }),
  });
}

export function useCheckPhoneCode() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (query: Required<EndpointInput<typeof phoneApi.checkCodePublic>>) =>
      api.call(phoneApi.checkCodePublic, query),
  });
}

export function usePhoneCodeLogin() {
  const { api } = useServices();
  const details = useSignInDetails();
  return useSignInMutation((body: Pick<PhoneLoginBody, 'phone' | 'code'>) =>
    api.call(phoneApi.login, { ...details, ...body }),
  );
}

/** POST to the alias, which keeps the password out of URLs and logs. */
export function usePhonePasswordLogin() {
  const { api } = useServices();
  const details = useSignInDetails();
  return useSignInMutation((body: Pick<MobilePasswordLogin, 'phone' | 'password'>) =>
    api.call(phoneApi.passwordLoginPost, { ...details, ...body }),
  );
}

export function usePhonePasswordReset() {
  const { api } = useServices();
  const details = useSignInDetails();
  return useSignInMutation((body: Pick<ResetMobilePasswordBody, 'phone' | 'code' | 'password'>) =>
    api.call(phoneApi.resetPassword, { ...details, ...body }),
  );
}

const PASSWORD_FLAG = { email: 'hasEmailPassword', phone: 'hasPhonePassword' } as const;

/** Signed in: sets a first e-mail or phone password, or changes it with the current one. */
export function useUpdatePassword(kind: 'email' | 'phone') {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EndpointInput<typeof emailApi.setPassword>) => {
      if (kind === 'email') await api.call(emailApi.setPassword, body);
      else await api.call(phoneApi.updatePassword, body);
    },
    onSuccess: () => {
      const userId = useSessionStore.getState().userId;
      queryClient.setQueryData<UserInfo>(profileKeys.me(userId), (user) =>
        user ? { ...user, [PASSWORD_FLAG[kind]]: true } : user,
      );
    },
  });
}

/** Which social providers the server has switched on. */
export function useSocialProviders() {
  const { api } = useServices();
  return useQuery({
    queryKey: loginKeys.socialProviders(),
    queryFn: ({ signal }) => api.call(socialApi.providers, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** A one-time token or ticket is good for one call; this runs that call once per value, whatever re-renders. */
export function useOnceFor(value: string | null, run: (value: string) => void): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (value === null || done.current === value) return;
    done.current = value;
    run(value);
  });
}

/** The page behind the mailed verification link (EmailLinkPage.verify). Works signed in or not. */
export function useVerifyEmailLink() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.call(emailApi.verifyEmailLink, { token }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

/** The page behind the mailed sign-in link (EmailLinkPage.login). */
export function useEmailLinkLogin() {
  const { api } = useServices();
  const details = useSignInDetails();
  return useSignInMutation((token: string) => api.call(emailApi.autoLogin, { ...details, token }));
}

/** The page the social callback ends on: the one-time ticket for the session. */
export function useRedeemSocialTicket() {
  const { api } = useServices();
  return useSignInMutation((ticket: string) => api.call(socialApi.ticket, { ticket }));
}
