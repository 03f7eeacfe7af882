import type { QueryClient } from '@tanstack/react-query';
import { languageIdFor } from '@mingle/protocol';
import type { i18n as I18n } from 'i18next';
import { sessionCredentials } from '../features/session/login-state';
import { dropSessionData } from '../features/session/session-data';
import { useSessionStore } from '../features/session/store';
import { useRealtimeStore } from '../features/realtime/store';
import { createApiClient } from '../lib/api-client';
import { loadDeviceIdentity, type DeviceIdentity } from '../lib/device';
import { createRealtimeClient } from '../lib/realtime-client';
import { createErrorActionHandler } from './error-actions';
import { createQueryClient } from './query-client';
import { createAppRouter, type AppRouter, type AppRouterDeps } from './router';
import type { Services } from './services-context';

export interface AppServices extends Services {
  i18n: I18n;
  queryClient: QueryClient;
  router: AppRouter;
}

/** The composition root of the web app: every long-lived object is built here, once, in main.tsx. */
export function createAppServices(
  i18n: I18n,
  defaultLanguage: string,
  languageFor?: AppRouterDeps['languageFor'],
): AppServices {
  const device = loadDeviceIdentity();
  const getDevice = (): DeviceIdentity => device;
  const getSession = () => sessionCredentials(useSessionStore.getState());

  const queryClient = createQueryClient();
  const router = createAppRouter({ i18n, defaultLanguage, languageFor });

  const realtime = createRealtimeClient({
    session: getSession,
    device: getDevice,
    languageId: () => languageIdFor(i18n.language),
    onStatus: (status) => useRealtimeStore.getState().setStatus(status),
    onSessionEnded: (action) => handleError(action),
  });

  const handleError = createErrorActionHandler({
    navigate: (to) => void router.navigate(to),
    location: () => router.state.location,
    onSessionCleared: () => {
      realtime.disconnect();
      // Everything but the visitor's country may belong to the old user.
      dropSessionData(queryClient);
    },
    revalidate: () => void router.revalidate(),
  });

  const api = createApiClient({
    baseUrl: import.meta.env.VITE_API_BASE ?? '',
    device: getDevice,
    session: getSession,
    // The language being shown or loaded, so answers with text come back in it.
    languageId: () => languageIdFor(i18n.language),
    onError: handleError,
  });

  return { i18n, queryClient, router, api, realtime };
}
