import { formatMinor } from '@mingle/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { checkCard } from './sandbox-cards';
import type { SandboxCheckout, SandboxGateway } from './sandbox-gateway';

/**
 * The sandbox provider's own web surface, outside our API: the hosted checkout page (server-rendered, plainly
 * a test page) and a card tokenisation endpoint. Card numbers and CVCs arrive here, the provider's side, and
 * are reduced at once to brand, last 4 and expiry; our payments module never sees them.
 */
export const SANDBOX_BASE_PATH = '/sandbox-pay';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f4f8;margin:0;padding:24px;color:#1d1d29}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
.banner{background:#ffb020;color:#1d1d29;font-weight:700;text-align:center;padding:8px;border-radius:8px;margin-bottom:16px}
label{display:block;margin-top:12px;font-size:14px}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;margin-top:4px}
.row{display:flex;gap:12px}.row>div{flex:1}button{width:100%;margin-top:16px;padding:12px;font-size:16px;border:0;border-radius:8px;cursor:pointer}
.pay{background:#5b3df5;color:#fff}.cancel{background:#e6e6ee}.error{color:#b00020;margin-top:12px}
.hint{font-size:12px;color:#555;margin-top:16px}
</style></head><body><main><div class="banner" role="note">TEST CHECKOUT · Sandbox Pay · no real money is charged</div>
${body}</main></body></html>`;
}

function checkoutPage(checkout: SandboxCheckout, error?: string): string {
  const action = `${SANDBOX_BASE_PATH}/checkout/${encodeURIComponent(checkout.ref)}`;
  const amount = formatMinor(checkout.amountMinor, checkout.currency);
  const every = checkout.recurring ? ` every ${checkout.recurring.interval}` : '';
  return page(
    'Sandbox Pay – test checkout',
    `<h1>Pay ${escapeHtml(amount)}${every}</h1>
<p>${escapeHtml(checkout.itemName)} · order ${escapeHtml(checkout.orderNo)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}">
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" required>
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="exp">Expiry (MM/YY)</label><input id="exp" name="exp" placeholder="MM/YY" autocomplete="cc-exp" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div></div>
<button class="pay" type="submit">Pay ${escapeHtml(amount)}</button>
</form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel payment</button></form>
<p class="hint">Test cards: 4242 4242 4242 4242 pays · 4000 0000 0000 0002 is declined · 4000 0000 0000 3220 stays
processing for about 20 seconds, then pays. Any future expiry date and any 3 digits as CVC.</p>`,
  );
}

function donePage(checkout: SandboxCheckout): string {
  return page(
    'Sandbox Pay',
    `<h1>This checkout is complete</h1><p><a href="${escapeHtml(checkout.returnUrl)}">Back to the shop</a></p>`,
  );
}

function parseExpiry(exp: string): { expMonth: number; expYear: number } {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(exp);
  return m ? { expMonth: Number(m[1]), expYear: Number(m[2]) } : { expMonth: 0, expYear: 0 };
}

const checkoutParams = z.object({ ref: z.string().max(64) });
const checkoutForm = z.object({
  name: z.string().max(100).default(''),
  number: z.string().max(40).default(''),
  exp: z.string().max(10).default(''),
  cvc: z.string().max(8).default(''),
});
const tokenBody = z.object({
  number: z.string().max(40),
  expMonth: z.coerce.number().int(),
  expYear: z.coerce.number().int(),
  cvc: z.string().max(8),
  name: z.string().max(100),
});

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

export function registerSandboxRoutes(app: FastifyInstance, gateway: SandboxGateway): void {
  // Plain routes, not declared endpoints: the provider's own HTML pages and token call, not envelope API calls.
  void app.register(async (scope) => {
    // The hosted form posts urlencoded, as a plain HTML form does.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get(`${SANDBOX_BASE_PATH}/checkout/:ref`, async (request, reply) => {
      const { ref } = checkoutParams.parse(request.params);
      const checkout = gateway.checkouts.get(ref);
      if (!checkout) return sendHtml(reply, 404, page('Sandbox Pay', '<h1>Unknown checkout</h1>'));
      if (checkout.status !== 'open') return sendHtml(reply, 200, donePage(checkout));
      return sendHtml(reply, 200, checkoutPage(checkout));
    });

    scope.post(`${SANDBOX_BASE_PATH}/checkout/:ref`, async (request, reply) => {
      const { ref } = checkoutParams.parse(request.params);
      const checkout = gateway.checkouts.get(ref);
      if (!checkout) return sendHtml(reply, 404, page('Sandbox Pay', '<h1>Unknown checkout</h1>'));
      if (checkout.status !== 'open') return reply.redirect(checkout.returnUrl, 303);
      const form = checkoutForm.parse(request.body ?? {});
      const checked = checkCard(
        { name: form.name, number: form.number, cvc: form.cvc.trim(), ...parseExpiry(form.exp) },
        new Date(gateway.now()),
      );
      if ('error' in checked) return sendHtml(reply, 422, checkoutPage(checkout, checked.error));
      gateway.pay(ref, checked.card.outcome);
      return reply.redirect(checkout.returnUrl, 303);
    });

    scope.post(`${SANDBOX_BASE_PATH}/checkout/:ref/cancel`, async (request, reply) => {
      const { ref } = checkoutParams.parse(request.params);
      const checkout = gateway.cancelCheckout(ref);
      if (!checkout) return sendHtml(reply, 404, page('Sandbox Pay', '<h1>Unknown checkout</h1>'));
      return reply.redirect(checkout.returnUrl, 303);
    });

    scope.post(`${SANDBOX_BASE_PATH}/v1/tokens`, async (request, reply) => {
      const parsed = tokenBody.safeParse(request.body ?? {});
      if (!parsed.success) return reply.status(400).send({ error: 'Your card details are incomplete.' });
      const checked = checkCard(parsed.data, new Date(gateway.now()));
      if ('error' in checked) return reply.status(402).send({ error: checked.error });
      const { brand, last4, expMonth, expYear } = checked.card;
      return { token: gateway.tokenize(checked.card), brand, last4, expMonth, expYear };
    });
  });
}
