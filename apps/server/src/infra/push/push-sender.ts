import webpush from 'web-push';

/** One browser's push subscription, as PushSubscription.toJSON() gave it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface VapidDetails {
  /** A mailto: or https: contact the push service may use (RFC 8292). */
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** What the push service answered: delivered, the subscription is gone for good, or try again later. */
export type PushOutcome =
  { kind: 'sent' } | { kind: 'gone'; status: number } | { kind: 'retry'; error: string; status?: number };

/** Sends one encrypted push (RFC 8030 / 8291 / 8292); the module's job decides what to do with the outcome. */
export interface PushSender {
  send(target: PushTarget, payload: string, ttlSeconds: number): Promise<PushOutcome>;
}

/** How long one request to a push service may take. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * The web-push package encrypts (RFC 8291 aes128gcm) and signs (a VAPID JWT, RFC 8292) each push; the request goes
 * out with fetch, so a plain-http push service on loopback (development, tests) works like the browsers' https ones.
 */
export class WebPushSender implements PushSender {
  constructor(private readonly vapid: VapidDetails) {}

  async send(target: PushTarget, payload: string, ttlSeconds: number): Promise<PushOutcome> {
    let status: number;
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { vapidDetails: this.vapid, TTL: ttlSeconds, contentEncoding: 'aes128gcm', urgency: 'high' },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer();
      status = response.status;
    } catch (err) {
      return { kind: 'retry', error: err instanceof Error ? err.message : String(err) };
    }
    if (status >= 200 && status < 300) return { kind: 'sent' };
    // 404 and 410: the browser unsubscribed or the subscription expired (RFC 8030 §7.3).
    if (status === 404 || status === 410) return { kind: 'gone', status };
    return { kind: 'retry', status, error: `push service answered ${status}` };
  }
}

/** A fresh P-256 key pair for VAPID (base64url). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
