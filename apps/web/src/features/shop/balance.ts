import type { UserInfo, WalletBalance } from '@mingle/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { profileKeys, useMe } from '../profile/queries';

/** The signed-in user's spendable coins (goldNum of the own info), or null until it is known. */
export function useCoinBalance(): number | null {
  return useMe().data?.goldNum ?? null;
}

/**
 * Writes a balance the server pushed ('wallet:balance') into the own info, so every screen that shows goldNum
 * changes at once without a refetch. Nothing to update while the own info was never loaded.
 */
export function storeBalance(queryClient: QueryClient, userId: number, balance: WalletBalance): void {
  queryClient.setQueryData<UserInfo>(profileKeys.me(userId), (user) =>
    user ? { ...user, goldNum: balance.coins } : user,
  );
}
