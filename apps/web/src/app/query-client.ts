import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { openComplementIfIncomplete } from '../features/profile/profile-incomplete';
import { ApiError } from '../lib/api-client';

/**
 * Retry only what may succeed on a second try (network, time-out, gateway outage); an answer with an error code
 * will be the same answer again, and its catalogue action has already run.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return (
    error instanceof ApiError &&
    (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'http')
  );
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Answers that concern the whole app, whichever screen asked, are handled here once.
    queryCache: new QueryCache({ onError: openComplementIfIncomplete }),
    mutationCache: new MutationCache({ onError: openComplementIfIncomplete }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        // Refetching on every tab switch would interrupt calls in progress with needless traffic.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
