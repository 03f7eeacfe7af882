import type { QueryClient } from '@tanstack/react-query';
import { countryKeys } from '../country/queries';

/** Drops cached server state of the session; the visitor's country is not session data and stays. */
export function dropSessionData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== countryKeys.all[0] });
}
