import { render } from '@testing-library/react';
import { countryApi, type HttpMethod, type UserInfo } from '@mingle/protocol';
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
import { ApiError, type ApiClient, type RequestOptions } from '../lib/api-client';
import { fakeApiClient, type FakeApiHandler } from './fake-api';
import { fakeRealtime } from './fake-realtime';

export type { FakeApiHandler };

export interface RenderAppOptions {
  path: string;
  /** Two-letter country the fake byip answer gives. */
  country?: string;
  /** Replaces the language chunks, e.g. with one that fails. */
  importers?: BundleImporters;
  /** Answers every call but byip; unknown calls fail with 10404 like the server's unknown paths. */
  handle?: FakeApiHandler;
  /** Uploads, with their progress callbacks; by default they go to `handle` as a POST. */
  upload?: ApiClient['upload'];
  /** Uploads to declared endpoints, with their progress callbacks; by default they go to `handle` as a POST. */
  uploadTo?: ApiClient['uploadTo'];
}

/** A complete own profile, as getUserInfo answers for a signed-in user who finished sign-up. */
export function fakeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 9,
    userName: 'Mia',
    goldNum: 0,
    gender: 2,
    birthday: '1995-04-02',
    age: 30,
    zodiac: 'aries',
    bio: null,
    interests: [],
    languages: [],
    countryId: null,
    photos: [],
    videos: [],
    firstName: null,
    lastName: null,
    email: 'mia@example.test',
    emailVerified: true,
    phone: null,
    phoneVerified: false,
    hasEmailPassword: true,
    hasPhonePassword: false,
    canChangeBirthday: true,
    profileComplete: true,
    isAdmin: false,
    interfaceLanguage: null,
    ...overrides,
  };
}

/**
 * The real <App> (providers, chunk-error screen, routes, guard, layout, pop-ups) on a memory router, with fake
 * API and realtime clients. i18n reports chunk errors to the app's store, as main.tsx wires it.
 */
export async function renderApp({
  path,
  country = 'US',
  importers,
  handle,
  upload,
  uploadTo,
}: RenderAppOptions) {
  const i18n: I18n = await createI18n({
    language: 'en',
    throwOnMissingKey: true,
    onChunkError: (error) => useChunkErrorStore.getState().report(error),
    ...(importers ? { importers } : {}),
  });
  const call = vi.fn(async (method: HttpMethod, path: string, options: RequestOptions<unknown> = {}) => {
    if (path === countryApi.byIp.path) return { id: 1, ab: country, ip: '203.0.113.7' };
    if (handle) return handle(method, path, options);
    throw new ApiError('answer', 10404, `Not found: ${path}`, 404);
  });
  const fake = fakeApiClient(call);
  const api: ApiClient = { ...fake, ...(upload ? { upload } : {}), ...(uploadTo ? { uploadTo } : {}) };
  const realtime = fakeRealtime().client;
  const router = createAppRouter({ i18n, defaultLanguage: 'en' }, (routes) =>
    createMemoryRouter(routes, { initialEntries: [path] }),
  );
  const services: AppServices = { i18n, queryClient: createQueryClient(), router, api, realtime };
  const view = render(<App services={services} />);
  return { ...view, router, i18n, api: call, realtime };
}
