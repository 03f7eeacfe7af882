import Stripe from 'stripe';

/** A Stripe event as Stripe POSTs it to a webhook endpoint: the JSON body and its signature header. */
export function signedStripeEvent(
  event: { id: string; type: string; object: unknown },
  secret: string,
  timestamp?: number,
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: event.object },
  });
  // Stripe's own test helper signs it, so our verification is checked against Stripe's scheme, not ours.
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}
