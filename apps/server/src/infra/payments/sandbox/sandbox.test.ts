import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../clock';
import { ManualClock } from '../../manual-clock';
import { WebhookSignatureError } from '../payment-provider';
import { checkCard, passesLuhn, SANDBOX_TEST_CARDS } from './sandbox-cards';
import { SandboxGateway } from './sandbox-gateway';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload, verifySandboxSignature } from './sandbox-signature';

const NOW = new Date('2026-06-15T12:00:00Z');
const card = (number: string, expMonth = 12, expYear = 30) => ({
  number,
  expMonth,
  expYear,
  cvc: '123',
  name: 'A B',
});

describe('sandbox test cards', () => {
  it('decides the outcome by the number, like a provider', () => {
    const outcome = (n: string) => {
      const r = checkCard(card(n), NOW);
      return 'card' in r ? r.card.outcome : r.error;
    };
    expect(outcome(SANDBOX_TEST_CARDS.succeeds)).toBe('succeed');
    expect(outcome('4242 4242 4242 4242')).toBe('succeed');
    expect(outcome(SANDBOX_TEST_CARDS.declined)).toBe('decline');
    expect(outcome(SANDBOX_TEST_CARDS.processing)).toBe('delay');
  });

  it('checks Luhn, expiry and CVC, and keeps only brand, last 4 and expiry', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(checkCard(card('4242424242424241'), NOW)).toEqual({ error: 'Your card number is incorrect.' });
    expect(checkCard(card(SANDBOX_TEST_CARDS.succeeds, 5, 26), NOW)).toEqual({
      error: 'Your card has expired.',
    });
    // Valid through the end of its month.
    expect('card' in checkCard(card(SANDBOX_TEST_CARDS.succeeds, 6, 26), NOW)).toBe(true);
    expect(checkCard({ ...card(SANDBOX_TEST_CARDS.succeeds), cvc: '1' }, NOW)).toHaveProperty('error');
    const ok = checkCard(card('5555555555554444', 1, 2031), NOW);
    expect(ok).toEqual({
      card: { brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2031, outcome: 'succeed' },
    });
  });
});

describe('sandbox webhook signature', () => {
  const secret = 'whsec-sandbox-0123456789';
  const body = '{"id":"evt_1"}';
  const t = 1_800_000_000;

  it('accepts its own signature within 300 s', () => {
    expect(() =>
      verifySandboxSignature(secret, body, signSandboxPayload(secret, body, t), t + 300),
    ).not.toThrow();
  });

  it('refuses another secret, a changed body, a changed timestamp, an old one and none', () => {
    const header = signSandboxPayload(secret, body, t);
    const refused = (fn: () => void) => expect(fn).toThrow(WebhookSignatureError);
    refused(() => verifySandboxSignature('other-secret-0000000000', body, header, t));
    refused(() => verifySandboxSignature(secret, '{"id":"evt_2"}', header, t));
    refused(() => verifySandboxSignature(secret, body, header.replace(`t=${t}`, `t=${t + 1}`), t));
    refused(() => verifySandboxSignature(secret, body, header, t + 301));
    refused(() => verifySandboxSignature(secret, body, undefined, t));
    refused(() => verifySandboxSignature(secret, body, 'garbage', t));
  });
});

describe('sandbox gateway', () => {
  /** A webhook receiver on a real port, verifying each delivery as our server does. */
  async function receiver(secret: string, nowSeconds: () => number) {
    const received: { type: string; data: Record<string, unknown> }[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        try {
          verifySandboxSignature(secret, body, req.headers[SANDBOX_SIGNATURE_HEADER], nowSeconds());
        } catch {
          res.statusCode = 400;
          return res.end('{}');
        }
        received.push(JSON.parse(body) as { type: string; data: Record<string, unknown> });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/hook`, received, close: () => server.close() };
  }

  it('expires an abandoned checkout, bills periods and ends a cancelled subscription at the period end', async () => {
    const secret = 'gateway-test-secret-0123456789';
    const clock = new ManualClock(Date.parse('2026-01-01T00:00:00Z'));
    const hook = await receiver(secret, () => Math.floor(clock.now() / 1000));
    const gateway = new SandboxGateway({
      secret,
      webhookUrl: hook.url,
      publicUrl: 'http://127.0.0.1:1',
      logger: pino({ level: 'silent' }),
      clock,
      deliveryAttempts: 1,
    });
    try {
      const input = {
        amountMinor: 499,
        currency: 'USD',
        itemName: 'Weekly coins',
        returnUrl: 'http://x/payRes',
      };
      const abandoned = gateway.createCheckout({ ...input, orderNo: 'MG1', recurring: undefined });
      const sub = gateway.createCheckout({ ...input, orderNo: 'MG2', recurring: { interval: 'week' } });
      gateway.pay(sub.ref, 'succeed');
      await gateway.idle();
      expect(hook.received.map((e) => e.type).sort()).toEqual(['invoice.paid', 'payment.succeeded']);

      await clock.advance(7 * DAY_MS);
      gateway.expireCheckouts();
      gateway.renewDue();
      await gateway.idle();
      // Deliveries run concurrently, like a provider's: their order is not promised.
      expect(
        hook.received
          .slice(2)
          .map((e) => `${e.type} ${String(e.data.orderNo)}`)
          .sort(),
      ).toEqual(['invoice.paid MG2', 'payment.failed MG1']);
      expect(abandoned.status).toBe('failed');

      const subRef = String(hook.received[0]?.data.subscriptionRef);
      expect(gateway.cancelSubscription(subRef)?.cancelAtPeriodEnd).toBe(true);
      await clock.advance(7 * DAY_MS);
      gateway.renewDue();
      await gateway.idle();
      expect(hook.received.at(-1)).toMatchObject({
        type: 'subscription.ended',
        data: { subscriptionRef: subRef },
      });
      // Nothing further once it ended.
      await clock.advance(7 * DAY_MS);
      gateway.renewDue();
      await gateway.idle();
      expect(hook.received).toHaveLength(5);
    } finally {
      gateway.close();
      hook.close();
    }
  });
});
