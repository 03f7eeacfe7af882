import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from '../payment-provider';

/** The header carrying a sandbox webhook's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** Older signatures are refused, so a captured webhook cannot be replayed later (and de-duplication covers the window). */
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** Signs over `timestamp.body`, as Stripe does: the timestamp cannot be changed without breaking the signature. */
export function signSandboxPayload(secret: string, body: string, nowSeconds: number): string {
  return `t=${nowSeconds},v1=${hmac(secret, nowSeconds, body)}`;
}

export function verifySandboxSignature(
  secret: string,
  body: string,
  header: string | string[] | undefined,
  nowSeconds: number,
): void {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) throw new WebhookSignatureError('missing signature header');
  const parts = new Map<string, string[]>();
  for (const part of value.split(',')) {
    const [k, v] = part.split('=', 2);
    if (k && v) parts.set(k.trim(), [...(parts.get(k.trim()) ?? []), v.trim()]);
  }
  const t = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(t)) throw new WebhookSignatureError('malformed signature header');
  if (Math.abs(nowSeconds - t) > SANDBOX_SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('timestamp outside the tolerance');
  }
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  const matches = (parts.get('v1') ?? []).some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('signature mismatch');
}
