import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../app/router';
import type { Services } from '../app/services-context';
import { ServicesContext } from '../app/services-context';
import { createI18n } from '../i18n/setup';
import type { ApiClient } from '../lib/api-client';

export interface RenderAppOptions {
  path: string;
  /** Two-letter country the fake byip answer gives. */
  country?: string;
}

/** The whole shell (routes, guard, layout, pop-ups) on a memory router with fake API and realtime clients. */
export async function renderApp({ path, country = 'US' }: RenderAppOptions) {
  const i18n: I18n = await createI18n({ language: 'en', throwOnMissingKey: true });
  const get = vi.fn(async () => ({ id: 1, ab: country, ip: '203.0.113.7' }));
  const api = { get } as unknown as ApiClient;
  const realtime = { connect: vi.fn(), disconnect: vi.fn() };
  const services: Services = { api, realtime };
  const router = createAppRouter({ i18n, defaultLanguage: 'en' }, (routes) =>
    createMemoryRouter(routes, { initialEntries: [path] }),
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ServicesContext value={services}>
          <RouterProvider router={router} />
        </ServicesContext>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, i18n, api: get, realtime };
}
