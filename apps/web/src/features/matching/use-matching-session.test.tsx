import { matchingApi } from '@mingle/protocol';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { ServicesContext, type Services } from '../../app/services-context';
import { fakeApiClient } from '../../test/fake-api';
import { fakeRealtime } from '../../test/fake-realtime';
import { matchingBackend, resetMatchingTest } from './matching-test-setup';
import { useMatchingSession } from './use-matching-session';

beforeEach(resetMatchingTest);

function services(handle: ReturnType<typeof matchingBackend>['handle']): Services {
  const api = fakeApiClient((method, path, options) => handle(method, path, options));
  const realtime = fakeRealtime().client;
  return { api, realtime };
}

describe('useMatchingSession', () => {
  it("joins once and does not leave when React's StrictMode runs the effects twice; leaves once on unmount", async () => {
    const backend = matchingBackend();
    const queryClient = createQueryClient();
    const filter = { gender: 0, countryId: 0, price: 0 } as const;
    function Probe() {
      const { state } = useMatchingSession(filter);
      return <output>{state.phase.kind}</output>;
    }
    const { unmount } = render(
      <StrictMode>
        <ServicesContext.Provider value={services(backend.handle)}>
          <QueryClientProvider client={queryClient}>
            <Probe />
          </QueryClientProvider>
        </ServicesContext.Provider>
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('searching'));
    // The deferred leave of the first (discarded) mount has had its turn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(backend.sent(matchingApi.matching.path)).toHaveLength(1);
    expect(backend.sent(matchingApi.exitMatch.path)).toHaveLength(0);

    unmount();
    await waitFor(() => expect(backend.sent(matchingApi.exitMatch.path)).toHaveLength(1));
  });
});
