import { walletApi, type WalletHistoryItem } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { routeEndpoints } from '../../http/endpoint-route';
import type { Ledger } from './ledger';

/** The signed-in user's own wallet; nobody can read another user's balance or history. */
export function walletRoutes(app: FastifyInstance, ledger: Ledger): void {
  routeEndpoints(app, walletApi, {
    balance: ({ session }) => ledger.balance(session.userId),
    history: async ({ session, input: { page, size } }) => {
      const { items, total } = await ledger.history(session.userId, page, size);
      return {
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
    },
    pointHistory: async ({ session, input: { page, size } }) => {
      const { items, total } = await ledger.history(session.userId, page, size, 'points');
      return {
        list: items.map((i) => ({
          movementId: i.movementId,
          points: i.coins,
          kind: i.kind,
          label: i.label,
          reference: i.reference,
          time: i.time.getTime(),
        })),
        page,
        size,
        total,
      };
    },
  });
}
