import { createHmac } from 'node:crypto';
import type { SmsSender, TextMessage } from './sms-sender';

/** Header carrying `sha256=<hex HMAC-SHA256 of the raw body>`, keyed by SMS_PROVIDER_SECRET. */
export const SMS_SIGNATURE_HEADER = 'x-mingle-signature';

/** A code that arrives after this long is useless to the person waiting for it; the request fails instead. */
const PROVIDER_TIMEOUT_MS = 10_000;

export interface HttpSmsProvider {
  url: string;
  secret: string;
}

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}

export function smsSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/**
 * Real SMS and WhatsApp delivery through a provider gateway: one signed JSON POST `{ to, channel, text }` per
 * message. The signature lets the gateway refuse requests that did not come from us, so a leaked URL alone
 * cannot be used to send messages on our account. Nothing is kept locally: the text holds a live code.
 */
export class HttpSmsSender implements SmsSender {
  readonly transport = 'provider';

  constructor(private readonly provider: HttpSmsProvider) {}

  async send(message: TextMessage): Promise<void> {
    const body = JSON.stringify({ to: message.to, channel: message.channel, text: message.text });
    let response: Response;
    try {
      response = await fetch(this.provider.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SMS_SIGNATURE_HEADER]: smsSignature(this.provider.secret, body),
        },
        body,
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch (err) {
      throw new SmsDeliveryError('SMS provider unreachable', { cause: err });
    }
    // The body is drained either way so the connection can be reused.
    const answer = await response.text().catch(() => '');
    if (!response.ok) {
      throw new SmsDeliveryError(`SMS provider answered ${response.status}: ${answer.slice(0, 200)}`);
    }
  }
}
