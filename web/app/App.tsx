import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '#web/features/theme/index.js';

interface AppProps {
  queryClient: QueryClient;
  i18n: I18n;
  /** The router: the browser's, or the server's static one for the page it renders. */
  children: ReactNode;
  /** Runs once the tree is mounted (or hydrated); a hook, so the tree's shape stays the same. */
  onMounted?: () => void;
}

/** The providers every screen needs, the same in the browser and on the server. */
export function App({ queryClient, i18n, children, onMounted }: AppProps) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n} onMounted={onMounted}>
        {children}
      </Providers>
    </StrictMode>
  );
}

function Providers({ queryClient, i18n, children, onMounted }: AppProps) {
  useEffect(() => {
    onMounted?.();
  }, [onMounted]);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>{children}</ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
