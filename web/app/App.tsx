import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ThemeProvider } from '#web/features/theme/index.js';
import type { AppRouter } from './router.js';

interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  i18n: I18n;
}

export function App({ router, queryClient, i18n }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
