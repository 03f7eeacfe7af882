import {
  ok,
  WalletPath,
  walletHistoryQuerySchema,
  type WalletHistoryItem,
  type WalletHistoryPage,
} from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/request-contract';
import type { Ledger } from './ledger';

/** The signed-in user's own wallet; nobody can read another user's balance or history. */
export function walletRoutes(app: FastifyInstance, ledger: Ledger): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(WalletPath.balance, async (request) => ok(await ledger.balance(requireSession(request).userId)));

  api.get(WalletPath.history, { schema: { querystring: walletHistoryQuerySchema } }, async (request) => {
    const { userId } = requireSession(request);
    const { page, size } = request.query;
    const { items, total } = await ledger.history(userId, page, size);
    const answer: WalletHistoryPage = {
      list: items.map((i) => ({
        movementId: i.movementId,
        coins: i.coins,
        kind: i.kind as WalletHistoryItem['kind'],
        label: i.label,
        reference: i.reference,
        time: i.time.getTime(),
      })),
      page,
      size,
      total,
    };
    return ok(answer);
  });
}
