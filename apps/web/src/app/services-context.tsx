import { createContext, useContext } from 'react';
import type { ApiClient } from '../lib/api-client';
import type { RealtimeClient } from '../lib/realtime-client';

/** What components reach through context; built once in services.ts, replaced freely in tests. */
export interface Services {
  api: ApiClient;
  realtime: RealtimeClient;
}

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside <ServicesContext>');
  return services;
}
