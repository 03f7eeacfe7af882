import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatCountdown, useCountdown } from '../shop/countdown';
import { matchingKeys, useSignedInUserId } from './queries';

/**
 * The time until the free quota resets (UTC midnight), ticking every second. When it runs out the quota is read
 * again, so the new free matches show without a reload.
 */
export function useQuotaCountdown(resetAt: number): string {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  const left = useCountdown(resetAt) ?? 0;
  useEffect(() => {
    if (left === 0) void queryClient.invalidateQueries({ queryKey: matchingKeys.conf(userId) });
  }, [left, queryClient, userId]);
  return formatCountdown(left);
}
