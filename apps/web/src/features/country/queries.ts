import { countryApi, type CountryByIp } from '@mingle/protocol';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services-context';

export const countryKeys = {
  all: ['country'] as const,
  byIp: () => [...countryKeys.all, 'byIp'] as const,
};

/** The visitor's country from their IP (spec §3); asked once per page load, it does not change meanwhile. */
export function useCountryByIp() {
  const { api } = useServices();
  return useQuery<CountryByIp>({
    queryKey: countryKeys.byIp(),
    queryFn: ({ signal }) => api.call(countryApi.byIp, {}, { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
}
