import { CloudOff, RotateCcw } from 'lucide-react';
import { Button } from '#web/components/Button.js';

/** The session check failed for another reason than a missing or expired session. */
export function AdminUnavailable({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <main className="admin-unavailable">
      <div className="card admin-unavailable__card" role="alert">
        <CloudOff aria-hidden="true" size={36} className="admin-unavailable__icon" />
        <h1 className="admin-unavailable__title">The admin panel could not load</h1>
        <p className="admin-unavailable__text">{message}</p>
        <Button onClick={onRetry} busy={retrying}>
          {retrying ? null : <RotateCcw aria-hidden="true" size={16} />}
          Try again
        </Button>
      </div>
    </main>
  );
}
