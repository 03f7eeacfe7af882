import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/app';
import { useChunkErrorStore } from '../app/chunk-error-store';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../app/router';
import type { AppServices } from '../app/services';
import type { BundleImporters } from '../i18n/bundle-loader';
import { createI18n } from '../i18n/setup';
import type { ApiClient } from '../lib/api-client';

export interface RenderAppOptions {
  path: string;
  /** Two-letter country the fake byip answer gives. */
  country?: string;
  /** Replaces the language chunks, e.g. with one that fails. */
  importers?: BundleImporters;
}

/**
 * The real <App> (providers, chunk-error screen, routes, guard, layout, pop-ups) on a memory router, with fake
 * API and realtime clients. i18n reports chunk errors to the app's store, as main.tsx wires it.
 */
export async function renderApp({ path, country = 'US', importers }: RenderAppOptions) {
  const i18n: I18n = await createI18n({
    language: 'en',
    throwOnMissingKey: true,
    onChunkError: (error) => useChunkErrorStore.getState().report(error),
    ...(importers ? { importers } : {}),
  });
  const get = vi.fn(async () => ({ id: 1, ab: country, ip: '203.0.113.7' }));
  const api = { get } as unknown as ApiClient;
  const realtime = { connect: vi.fn(), disconnect: vi.fn() };
  const router = createAppRouter({ i18n, defaultLanguage: 'en' }, (routes) =>
    createMemoryRouter(routes, { initialEntries: [path] }),
  );
  const services: AppServices = { i18n, queryClient: createQueryClient(), router, api, realtime };
  const view = render(<App services={services} />);
  return { ...view, router, i18n, api: get, realtime };
}
