import { MESSAGES } from '#shared/messages.js';
import { Spinner } from './Spinner.js';

/** A centred spinner with the spec's `Loading...` text, for whole screens. */
export function LoadingScreen({ label = MESSAGES.loading }: { label?: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <Spinner size={40} className="loading-screen__spinner" />
      <p className="loading-screen__label">{label}</p>
    </div>
  );
}
