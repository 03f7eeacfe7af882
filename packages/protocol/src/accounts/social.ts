import { z } from 'zod';
import { commonFieldsSchema } from '../common-fields';

/**
 * Social sign-in (spec §1: three providers) by the OpenID Connect authorization-code flow with PKCE. The browser
 * is sent to `start`, the provider sends it back to `callback`, and the server hands the web app a one-time
 * ticket (never the login token) on the page `SOCIAL_LOGIN_PAGE`; the page trades it for a LoginResult.
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

const SOCIAL_BASE = '/facade/api/user/exempt/social';

export const SocialPath = {
  /** GET: which providers are switched on. */
  providers: `${SOCIAL_BASE}/providers`,
  /** GET, opened by the browser itself (a navigation, not a fetch): answers 302 to the provider. */
  start: (provider: SocialProvider | ':provider') => `${SOCIAL_BASE}/${provider}/start`,
  /** GET, where the provider sends the browser back; answers 302 to SOCIAL_LOGIN_PAGE. */
  callback: (provider: SocialProvider | ':provider') => `${SOCIAL_BASE}/${provider}/callback`,
  /** POST { ticket }: the LoginResult. */
  ticket: `${SOCIAL_BASE}/ticket`,
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
  redirect: z.string().max(RETURN_PATH_MAX).optional(),
});
export type SocialStartQuery = z.infer<typeof socialStartQuerySchema>;

/** The provider's authorization response (RFC 6749 §4.1.2; `iss` per RFC 9207). Lenient: refusals are ours. */
export const socialCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
});
export type SocialCallbackQuery = z.infer<typeof socialCallbackQuerySchema>;

export const socialTicketBodySchema = z.object({ ticket: z.string().min(1).max(128) });
export type SocialTicketBody = z.infer<typeof socialTicketBodySchema>;
