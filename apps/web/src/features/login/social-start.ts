import { isSafeReturnPath, SocialFlowPath, type SocialProvider } from '@mingle/protocol';

export interface SocialStartInput {
  /** Gateway origin ('' for the page's own). */
  baseUrl: string;
  provider: SocialProvider;
  deviceId: string;
  /** Where to come back to after signing in; dropped unless it is a path of ours. */
  returnTo: string | null;
}

/**
 * The address the browser itself opens to start a social sign-in (a navigation, not a fetch: the answer is a
 * redirect to the provider). The flow is bound to this device id; only this device can redeem the ticket.
 */
export function socialStartUrl({ baseUrl, provider, deviceId, returnTo }: SocialStartInput): string {
  const query = new URLSearchParams({ deviceId });
  if (returnTo && isSafeReturnPath(returnTo)) query.set('redirect', returnTo);
  return `${baseUrl.replace(/\/+$/, '')}${SocialFlowPath.start(provider)}?${query.toString()}`;
}

/** Where a finished social sign-in goes: the path the server echoes back when it is ours, else home. */
export function socialReturnPath(redirect: string | null, home: string): string {
  return redirect && isSafeReturnPath(redirect) ? redirect : home;
}
