import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { ThemeProvider } from '#web/features/theme/index.js';

interface AppProps {
  queryClient: QueryClient;
  /** The router: the browser's, or the server's static one for the page it renders. */
  children: ReactNode;
  /** Runs once the tree is mounted (or hydrated); a hook, so the tree's shape stays the same. */
  onMounted?: () => void;
}

/** The providers every screen needs, the same in the browser and on the server. */
export function App({ queryClient, children, onMounted }: AppProps) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient} onMounted={onMounted}>
        {children}
      </Providers>
    </StrictMode>
  );
}

function Providers({ queryClient, children, onMounted }: AppProps) {
  useEffect(() => {
    onMounted?.();
  }, [onMounted]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>{children}</ThemeProvider>
    </QueryClientProvider>
  );
}
