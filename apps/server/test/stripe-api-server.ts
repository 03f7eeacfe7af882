import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local counterpart of the few Stripe API endpoints the provider calls (checkout sessions, payment intents,
 * refunds, subscriptions, payment methods), answering with Stripe's object shapes and honouring
 * Idempotency-Key like Stripe does. Tests point STRIPE_API_BASE at it: no network, no mock of our code.
 */
export interface StripeApiServer {
  url: string;
  /** Form fields of every request, in order, as Stripe received them (flattened: 'metadata[orderNo]'). */
  requests: { method: string; path: string; form: Record<string, string>; idempotencyKey?: string }[];
  sessions: Map<string, Record<string, unknown>>;
  refunds: Map<string, Record<string, unknown>>;
  /** Card payment methods the browser "tokenised" at Stripe. */
  cards: Map<string, { brand: string; last4: string; exp_month: number; exp_year: number }>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function metadataOf(form: Record<string, string>, prefix = 'metadata'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(form)) {
    const m = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(k);
    if (m?.[1]) out[m[1]] = v;
  }
  return out;
}

export async function startStripeApiServer(): Promise<StripeApiServer> {
  const requests: StripeApiServer['requests'] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const intents = new Map<string, Record<string, unknown>>();
  const refunds = new Map<string, Record<string, unknown>>();
  const refundsByKey = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const cards: StripeApiServer['cards'] = new Map();

  const server: Server = createServer((req, res) => {
    void (async () => {
      const form = req.method === 'POST' ? await readForm(req) : {};
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const key = req.headers['idempotency-key'];
      requests.push({
        method: req.method ?? '',
        path,
        form,
        ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
      });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(body));
      };
      const missing = (what: string) =>
        send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
        });
      let m: RegExpExecArray | null;

      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const sessionId = id('cs');
        const subscription = form.mode === 'subscription' ? id('sub') : null;
        const session = {
          id: sessionId,
          object: 'checkout.session',
          mode: form.mode,
          status: 'open',
          payment_status: 'unpaid',
          url: `https://checkout.stripe.test/c/pay/${sessionId}`,
          client_reference_id: form.client_reference_id ?? null,
          metadata: metadataOf(form),
          amount_total: Number(form['line_items[0][price_data][unit_amount]'] ?? 0),
          currency: form['line_items[0][price_data][currency]'] ?? 'usd',
          payment_intent: form.mode === 'payment' ? id('pi') : null,
          subscription,
        };
        sessions.set(sessionId, session);
        if (subscription) {
          subscriptions.set(subscription, {
            id: subscription,
            object: 'subscription',
            cancel_at: null,
            cancel_at_period_end: false,
            items: { object: 'list', data: [{ id: id('si'), current_period_end: 1_900_000_000 }] },
          });
        }
        return send(200, session);
      }
      if (req.method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
        const session = sessions.get(m[1] ?? '');
        return session ? send(200, session) : missing('checkout session');
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const card = cards.get(form.payment_method ?? '');
        if (!card) return missing('payment_method');
        const intent = {
          id: id('pi'),
          object: 'payment_intent',
          status: 'succeeded',
          amount: Number(form.amount),
          amount_received: Number(form.amount),
          currency: form.currency,
          metadata: metadataOf(form),
          next_action: null,
          last_payment_error: null,
        };
        intents.set(intent.id, intent);
        return send(200, intent);
      }
      if (req.method === 'GET' && (m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
        const intent = intents.get(m[1] ?? '');
        return intent ? send(200, intent) : missing('payment_intent');
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        if (typeof key === 'string' && refundsByKey.has(key)) return send(200, refundsByKey.get(key));
        const known = [...sessions.values()].some((s) => s.payment_intent === form.payment_intent);
        if (!known && !intents.has(form.payment_intent ?? '')) return missing('payment_intent');
        const refund = {
          id: id('re'),
          object: 'refund',
          status: 'succeeded',
          amount: Number(form.amount),
          payment_intent: form.payment_intent,
        };
        refunds.set(refund.id, refund);
        if (typeof key === 'string') refundsByKey.set(key, refund);
        return send(200, refund);
      }
      if (req.method === 'POST' && (m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
        const sub = subscriptions.get(m[1] ?? '');
        if (!sub) return missing('subscription');
        if (form.cancel_at_period_end === 'true') {
          sub.cancel_at_period_end = true;
          sub.cancel_at = 1_900_000_000;
        }
        return send(200, sub);
      }
      if (req.method === 'GET' && (m = /^\/v1\/payment_methods\/([^/]+)$/.exec(path))) {
        const card = cards.get(m[1] ?? '');
        if (!card) return missing('payment_method');
        return send(200, { id: m[1], object: 'payment_method', type: 'card', card });
      }
      return missing(`route ${req.method} ${path}`);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    refunds,
    cards,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
