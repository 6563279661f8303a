import { Eye } from 'lucide-react';
import { useWatching } from './use-watching.js';

const COUNT = new Intl.NumberFormat();

/** "N watching" for a stream, once the live stream has counted it; nothing when 0 or unknown. */
export function Watching({ streamId, className }: { streamId: string; className: string }) {
  const watching = useWatching(streamId);
  if (!watching) return null;
  return (
    <span className={`watching ${className}`}>
      <Eye aria-hidden="true" size={14} /> {COUNT.format(watching)} watching
    </span>
  );
}
