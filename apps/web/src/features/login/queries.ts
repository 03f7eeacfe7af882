import {
  BOT_TELEMETRY_HEADER,
  EmailPath,
  emailVerifiedAnswerSchema,
  loginResultSchema,
  MISSING_TELEMETRY,
  PhonePath,
  sendCodeAnswerSchema,
  SocialPath,
  socialProvidersResponseSchema,
  type EmailLoginBody,
  type EmailRegisterBody,
  type LoginResult,
  type MobilePasswordLogin,
  type PhoneChannel,
  type PhoneCodePurpose,
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
    api.post(EmailPath.loginPublic, { body: { ...details, ...body }, schema: loginResultSchema }),
  );
}

export function useEmailRegister() {
  const { api } = useServices();
  return useSignInMutation((body: EmailRegisterBody) =>
    api.post(EmailPath.registerPublic, { body: { ...body }, schema: loginResultSchema }),
  );
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
  return useMutation({ mutationFn: () => api.post(EmailPath.sendVerifyEmail) });
}

export function useVerifyEmailCode() {
  const { api } = useServices();
  const markVerified = useMarkEmailVerified();
  return useMutation({
    mutationFn: (code: string) =>
      api.post(EmailPath.alreadyVerifyEmail, { body: { code }, schema: emailVerifiedAnswerSchema }),
    onSuccess: (answer) => {
      if (answer.emailVerified) markVerified(answer.email);
    },
  });
}

export function useSendForgetEmail() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (email: string) => api.post(EmailPath.sendForgetEmailPublic, { body: { email } }),
  });
}

export function useCheckForgetCode() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (body: { email: string; code: string }) => api.post(EmailPath.checkForgetCode, { body }),
  });
}

export function useResetEmailPassword() {
  const { api } = useServices();
  return useSignInMutation((body: ResetPasswordBody) =>
    api.post(EmailPath.resetPassword, { body: { ...body }, schema: loginResultSchema }),
  );
}

export function useSendLoginLink() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (email: string) => api.post(EmailPath.sendLoginLink, { body: { email } }),
  });
}

export interface SendPhoneCode {
  phone: string;
  channel: PhoneChannel;
  purpose: PhoneCodePurpose;
}

/**
 * Spec §7: the code request carries the bot-protection telemetry header. This client has no bot-protection
 * script, so it says so rather than leaving the header out.
 */
export function useSendPhoneCode() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (body: SendPhoneCode) =>
      api.post(PhonePath.sendCodePublic, {
        body: { ...body },
        headers: { [BOT_TELEMETRY_HEADER]: MISSING_TELEMETRY },
        schema: sendCodeAnswerSchema,
      }),
  });
}

export function useCheckPhoneCode() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (query: { phone: string; code: string; purpose: PhoneCodePurpose }) =>
      api.get(PhonePath.checkCodePublic, { params: { ...query } }),
  });
}

export function usePhoneCodeLogin() {
  const { api } = useServices();
  const details = useSignInDetails();
  return useSignInMutation((body: Pick<PhoneLoginBody, 'phone' | 'code'>) =>
    api.post(PhonePath.login, { body: { ...details, ...body }, schema: loginResultSchema }),
  );
}

/** POST to the alias, which keeps the password out of URLs and logs. */
export function usePhonePasswordLogin() {
  const { api } = useServices();
  const details = useSignInDetails();
  return useSignInMutation((body: Pick<MobilePasswordLogin, 'phone' | 'password'>) =>
    api.post(PhonePath.passwordLoginPublic, { body: { ...details, ...body }, schema: loginResultSchema }),
  );
}

export function usePhonePasswordReset() {
  const { api } = useServices();
  const details = useSignInDetails();
  return useSignInMutation((body: Pick<ResetMobilePasswordBody, 'phone' | 'code' | 'password'>) =>
    api.post(PhonePath.resetPassword, { body: { ...details, ...body }, schema: loginResultSchema }),
  );
}

const PASSWORD = {
  email: { path: EmailPath.setPassword, flag: 'hasEmailPassword' },
  phone: { path: PhonePath.updatePassword, flag: 'hasPhonePassword' },
} as const;

/** Signed in: sets a first e-mail or phone password, or changes it with the current one. */
export function useUpdatePassword(kind: 'email' | 'phone') {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string; oldPassword?: string }) => api.post(PASSWORD[kind].path, { body }),
    onSuccess: () => {
      const userId = useSessionStore.getState().userId;
      queryClient.setQueryData<UserInfo>(profileKeys.me(userId), (user) =>
        user ? { ...user, [PASSWORD[kind].flag]: true } : user,
      );
    },
  });
}

/** Which social providers the server has switched on. */
export function useSocialProviders() {
  const { api } = useServices();
  return useQuery({
    queryKey: loginKeys.socialProviders(),
    queryFn: ({ signal }) => api.get(SocialPath.providers, { schema: socialProvidersResponseSchema, signal }),
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
    mutationFn: (token: string) =>
      api.post(EmailPath.verifyEmailLink, { body: { token }, schema: emailVerifiedAnswerSchema }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

/** The page behind the mailed sign-in link (EmailLinkPage.login). */
export function useEmailLinkLogin() {
  const { api } = useServices();
  const details = useSignInDetails();
  return useSignInMutation((token: string) =>
    api.post(EmailPath.autoLogin, { body: { ...details, token }, schema: loginResultSchema }),
  );
}

/** The page the social callback ends on: the one-time ticket for the session. */
export function useRedeemSocialTicket() {
  const { api } = useServices();
  return useSignInMutation((ticket: string) =>
    api.post(SocialPath.ticket, { body: { ticket }, schema: loginResultSchema }),
  );
}
