import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '#web/lib/api-client.js';

/** Client errors (4xx) are answers, not hiccups: they are never retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // 0.5 s, then 1 s: a failed load says so within about two seconds, not four.
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
