import type { FastifyInstance } from 'fastify';
import type { OutboxRepo } from '../../infra/outbox-repo';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * /dev/outbox: the e-mails and text messages the outbox transports "sent", newest first, so sign-up by e-mail
 * or phone can be completed on a development machine. Registered only outside production.
 */
export function devOutboxRoutes(app: FastifyInstance, outbox: OutboxRepo): void {
  app.get<{ Querystring: { to?: string; format?: string } }>('/dev/outbox', async (request, reply) => {
    const messages = await outbox.latest(100, request.query.to || undefined);
    if (request.query.format === 'json') return { code: 200, data: messages };
    const rows = messages
      .map(
        (m) => `<article><header><strong>${escapeHtml(m.channel)}</strong> to ${escapeHtml(m.recipient)}
          <time>${m.createdAt.toISOString()}</time></header>
          ${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}<pre>${escapeHtml(m.body)}</pre></article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Outbox</title><style>body{font:14px system-ui;margin:2rem}` +
          `article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>` +
          `<h1>Outbox (development)</h1>${rows || '<p>Nothing sent yet.</p>'}`,
      );
  });
}
