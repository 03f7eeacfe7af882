import { z } from 'zod';
import { commonFieldsSchema } from '../common-fields';
import { defineEndpoint } from '../endpoint';
import { safeString } from '../fields';
import { AccountCode } from './codes';
import { loginResultSchema } from './user-info';

/**
 * Social sign-in (spec §1: three providers) by the OpenID Connect authorization-code flow with PKCE. The browser
 * is sent to `start`, the provider sends it back to `callback`, and the server hands the web app a one-time
 * ticket (never the login token) on the page `SOCIAL_LOGIN_PAGE`; the page trades it for a LoginResult.
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

const SOCIAL_BASE = '/facade/api/user/exempt/social';

/**
 * Browser navigations, not API calls: the browser opens `start` itself and answers 302 to the provider; the
 * provider sends it back to `callback`, which answers 302 to SOCIAL_LOGIN_PAGE. No envelope, so no endpoints.
 */
export const SocialFlowPath = {
  start: (provider: SocialProvider | ':provider') => `${SOCIAL_BASE}/${provider}/start`,
  callback: (provider: SocialProvider | ':provider') => `${SOCIAL_BASE}/${provider}/callback`,
} as const;

/**
 * The web page the callback ends on. Its query holds `provider` and either `ticket` (and `redirect`, the path to
 * go to after signing in) or `error`, an answer code: 11201 when the user declined at the provider (the
 * permission notice of spec §8.2), 11202 provider off, 11203 sign-in failed, 10116 device banned, 10429 too many
 * attempts. The page should drop the ticket from the address bar (history.replaceState) before redeeming it.
 */
export const SOCIAL_LOGIN_PAGE = '/login/social';

/** How long a started sign-in may take at the provider (state, nonce and PKCE verifier are kept this long). */
export const SOCIAL_STATE_TTL_SECONDS = 10 * 60;
/** A ticket must be redeemed this soon after the callback, once. */
export const SOCIAL_TICKET_TTL_SECONDS = 60;

export const socialProvidersResponseSchema = z.object({ providers: z.array(socialProviderSchema) });
export type SocialProvidersResponse = z.infer<typeof socialProvidersResponseSchema>;

const RETURN_PATH_MAX = 512;

/**
 * A path inside the web app to return to after signing in: same origin only, so the sign-in can never be turned
 * into an open redirect ('//host', '/\host' and schemes are refused).
 */
export function isSafeReturnPath(path: string): boolean {
  return (
    path.length <= RETURN_PATH_MAX &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    // Control characters and backslashes have no place in our paths and confuse URL parsers.
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f\\]/.test(path)
  );
}

/** `deviceId` is the common field; the flow is bound to it and only that device can redeem the ticket. */
export const socialStartQuerySchema = z.object({
  deviceId: commonFieldsSchema.shape.deviceId.unwrap(),
  /** Where to go after signing in; ignored unless isSafeReturnPath. */
  redirect: safeString().max(RETURN_PATH_MAX).optional(),
});
export type SocialStartQuery = z.infer<typeof socialStartQuerySchema>;

/** The provider's authorization response (RFC 6749 §4.1.2; `iss` per RFC 9207). Lenient: refusals are ours. */
export const socialCallbackQuerySchema = z.object({
  code: safeString().max(4096).optional(),
  state: safeString().max(512).optional(),
  error: safeString().max(256).optional(),
});
export type SocialCallbackQuery = z.infer<typeof socialCallbackQuerySchema>;

export const socialTicketBodySchema = z.object({ ticket: safeString().min(1).max(128) });
export type SocialTicketBody = z.infer<typeof socialTicketBodySchema>;

/** The API calls of social sign-in; both are for visitors. */
export const socialApi = {
  providers: defineEndpoint({
    method: 'GET',
    path: '/facade/api/user/exempt/social/providers',
    data: socialProvidersResponseSchema,
    summary: 'Which social sign-in providers are switched on',
  }),
  ticket: defineEndpoint({
    method: 'POST',
    path: '/facade/api/user/exempt/social/ticket',
    input: socialTicketBodySchema,
    data: loginResultSchema,
    codes: [
      AccountCode.SOCIAL_SIGN_IN_FAILED,
      AccountCode.SOCIAL_PROVIDER_OFF,
      AccountCode.ACCOUNT_SUSPENDED,
    ],
    summary: 'Trade the one-time ticket of a finished social sign-in for the session (same device only)',
  }),
} as const;
