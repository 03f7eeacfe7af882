import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ChunkLoadErrorScreen } from '../components/chunk-load-error-screen';
import { useChunkErrorStore } from './chunk-error-store';
import type { AppServices } from './services';
import { ServicesContext } from './services-context';

function AppContent({ services }: { services: AppServices }) {
  const chunkError = useChunkErrorStore((s) => s.error);
  if (chunkError) {
    return (
      <main>
        <ChunkLoadErrorScreen />
      </main>
    );
  }
  return <RouterProvider router={services.router} />;
}

export function App({ services }: { services: AppServices }) {
  return (
    <I18nextProvider i18n={services.i18n}>
      <QueryClientProvider client={services.queryClient}>
        <ServicesContext value={services}>
          <AppContent services={services} />
        </ServicesContext>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
