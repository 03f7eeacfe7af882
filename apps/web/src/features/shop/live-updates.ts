import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../app/services-context';
import { profileKeys } from '../profile/queries';
import { storeBalance } from './balance';
import { orderSettled, shopKeys, storeVip } from './queries';

/**
 * Keeps the coin balance, orders and VIP state live while signed in: the server pushes 'wallet:balance' after
 * every coin movement, 'payment:order' when an order settles and 'vip:status' when VIP turns on. Mounted once,
 * in the header, which every signed-in page shows.
 */
export function useShopLiveUpdates(userId: number | null): void {
  const queryClient = useQueryClient();
  const { realtime } = useServices();
  useEffect(() => {
    if (userId === null) return;
    const stops = [
      realtime.subscribe('wallet:balance', (balance) => storeBalance(queryClient, userId, balance)),
      realtime.subscribe('payment:order', ({ orderNo, status }) =>
        orderSettled(queryClient, userId, orderNo, status),
      ),
      realtime.subscribe('vip:status', (vip) => storeVip(queryClient, userId, vip)),
      // Whatever happened while the socket was down was not pushed: read the balance and pay state again.
      realtime.onReady(() => {
        void queryClient.invalidateQueries({ queryKey: profileKeys.me(userId) });
        void queryClient.invalidateQueries({ queryKey: shopKeys.payStatus(userId) });
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient, realtime, userId]);
}
