import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Banner } from '#web/components/Banner.js';
import { EmptyState } from '#web/components/EmptyState.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { Spinner } from '#web/components/Spinner.js';
import { errorMessage } from '#web/lib/api-client.js';

/** The spec's loading line (e.g. 'Loading streams...') over skeleton cards. */
export function ListLoading({ text, cards = 3 }: { text: string; cards?: number }) {
  return (
    <div className="list-loading">
      <p className="list-loading__text" role="status">
        <Spinner size={20} /> {text}
      </p>
      <div className="admin-card-grid" aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className="admin-card admin-card--skeleton">
            <Skeleton width="60%" height="1.25rem" />
            <Skeleton width="35%" height="0.875rem" />
            <Skeleton height="0.875rem" />
            <Skeleton width="85%" height="0.875rem" />
          </div>
        ))}
      </div>
    </div>
  );
}

interface ListEmptyProps {
  icon: LucideIcon;
  /** The spec's line, e.g. 'No streams found'. */
  title: string;
  /** True while a search or filter narrows the list. */
  narrowed: boolean;
  /** Shown when nothing exists yet, e.g. 'Add your first stream to show it on the livestream page.' */
  firstUseHint: ReactNode;
  /** Clears the search and filters; offered when the list is narrowed. */
  onReset?: () => void;
  /** The next step when nothing exists yet, e.g. an Add button. */
  firstUseAction?: ReactNode;
}

/** An empty list: the hint to adjust the filters when they narrow it, else how to begin. */
export function ListEmpty({
  icon,
  title,
  narrowed,
  firstUseHint,
  onReset,
  firstUseAction,
}: ListEmptyProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      action={
        narrowed && onReset ? (
          <button type="button" className="kit-link" onClick={onReset}>
            Clear search and filters
          </button>
        ) : narrowed ? null : (
          firstUseAction
        )
      }
    >
      {narrowed ? 'Try adjusting your search or filters.' : firstUseHint}
    </EmptyState>
  );
}

/** A dismissible failure line: the server's message or the spec's fallback. */
export function FailureBanner({
  message,
  onDismiss,
  onRetry,
}: {
  message: string;
  onDismiss: () => void;
  onRetry?: () => void;
}) {
  return (
    <Banner tone="error" onDismiss={onDismiss}>
      {message}
      {onRetry ? (
        <>
          {' '}
          <button type="button" className="kit-link" onClick={onRetry}>
            Try again
          </button>
        </>
      ) : null}
    </Banner>
  );
}

/** The parts of a TanStack query a list needs. */
/**
 * Above a list: what went wrong with the last action on it, and what the last one did
 * ("… was saved."), each dismissible.
 */
export function ListBanners({
  failure,
  notice,
  onNoticeDismiss,
}: {
  failure: { message: string | null; dismiss: () => void };
  notice: string | null;
  onNoticeDismiss: () => void;
}) {
  return (
    <>
      {failure.message ? (
        <FailureBanner message={failure.message} onDismiss={failure.dismiss} />
      ) : null}
      {notice ? (
        <Banner tone="success" onDismiss={onNoticeDismiss}>
          {notice}
        </Banner>
      ) : null}
    </>
  );
}

export interface ListQueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
  refetch: () => unknown;
}

interface ListBodyProps {
  query: ListQueryState;
  loadingText: string;
  /** The spec's load failure, e.g. 'Failed to fetch streams'. */
  loadFailedText: string;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}

/**
 * A list's body through its states: loading, failed (dismissible, with a retry), empty, or the
 * items. A failure while earlier items are shown keeps them under the banner.
 */
export function ListBody({
  query,
  loadingText,
  loadFailedText,
  isEmpty,
  empty,
  children,
}: ListBodyProps) {
  // A dismissed failure stays dismissed until the next one.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const failed = query.isError && dismissedAt !== query.errorUpdatedAt;
  const banner = failed ? (
    <FailureBanner
      message={errorMessage(query.error, loadFailedText)}
      onDismiss={() => setDismissedAt(query.errorUpdatedAt)}
      onRetry={() => void query.refetch()}
    />
  ) : null;

  if (query.isPending) return <ListLoading text={loadingText} />;
  if (query.isError && isEmpty) return banner;
  return (
    <>
      {banner}
      {isEmpty ? empty : children}
    </>
  );
}
