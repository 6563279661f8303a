import { useState, type ReactNode } from 'react';
import { errorMessage } from '#web/lib/api-client.js';
import { FailureBanner, ListLoading } from '../ListStates.js';

/** The parts of a TanStack query the form reads. */
export interface SettingsQuery<Data> {
  isPending: boolean;
  isError: boolean;
  data: Data | undefined;
  error: unknown;
  errorUpdatedAt: number;
  refetch: () => unknown;
}

/**
 * A settings form's saved values as they load: a loading line (over `cards` skeleton cards),
 * a failure to dismiss or try again, then the form, mounted once with what was loaded.
 */
export function SettingsLoad<Data>({
  query,
  texts,
  cards = 1,
  children,
}: {
  query: SettingsQuery<Data>;
  texts: { loading: string; loadFailed: string };
  cards?: number;
  children: (data: Data) => ReactNode;
}) {
  // A dismissed failure stays dismissed until the next one.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  if (query.isPending) return <ListLoading text={texts.loading} cards={cards} />;
  if (query.isError || query.data === undefined) {
    return dismissedAt === query.errorUpdatedAt ? null : (
      <FailureBanner
        message={errorMessage(query.error, texts.loadFailed)}
        onDismiss={() => setDismissedAt(query.errorUpdatedAt)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
