/** The part of a push payload a click needs (packages/protocol PushPayload). */
export interface ClickedPush {
  kind: string;
  url: string;
  ringEndsAt?: number;
}

/**
 * Where a notification click leads: its page, but for a call only while it may still ring (the app then finds the
 * ringing call through /api/call/live and shows the ring bell); a ring that is over opens the messages instead.
 */
export function clickTarget(push: ClickedPush, now: number): string {
  const url = push.url.startsWith('/') && !push.url.startsWith('//') ? push.url : '/';
  if (push.kind === 'calls' && push.ringEndsAt !== undefined && now > push.ringEndsAt) return '/message';
  return url;
}
