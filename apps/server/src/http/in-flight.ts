import type { FastifyInstance, FastifyRequest } from 'fastify';

const counted = Symbol('in-flight');

/**
 * The requests this node is still answering, so that shutdown closes the database only after the last of
 * them. Fastify's own close waits for open connections, but a client that hangs up (a load generator ending
 * its run, a phone losing signal) closes its connection while the handler goes on to its next query, which
 * would then meet a closed pool ("Cannot use a pool after calling end on the pool").
 *
 * A request counts from onRequest until its reply is handed to the socket (onSend; onResponse as well, for a
 * reply that skips the onSend chain after one of its hooks failed); after that nothing of ours touches the
 * database. New requests during shutdown get Fastify's 503 before any hook, so the count can only fall.
 */
export function trackInFlight(app: FastifyInstance): { idle(limitMs: number): Promise<void> } {
  let count = 0;
  let waiters: (() => void)[] = [];
  const leave = (request: FastifyRequest) => {
    const marked = request as FastifyRequest & { [counted]?: boolean };
    if (!marked[counted]) return;
    marked[counted] = false;
    count -= 1;
    if (count === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };
  app.addHook('onRequest', async (request) => {
    (request as FastifyRequest & { [counted]?: boolean })[counted] = true;
    count += 1;
  });
  app.addHook('onSend', async (request) => leave(request));
  app.addHook('onResponse', async (request) => leave(request));
  return {
    /** Resolves when no request is in flight, or after `limitMs` (a handler stuck on a dead peer must not hold shutdown). */
    idle(limitMs) {
      if (count === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, limitMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
