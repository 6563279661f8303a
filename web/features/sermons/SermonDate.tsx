import { useChurchTimeZone } from '#web/features/settings/index.js';
import { SERVER_DATE_ZONE } from '#web/lib/church-time.js';
import { useHydrated } from '#web/lib/use-hydrated.js';
import { formatSermonDay } from './sermon-format.js';

/**
 * The day preached, in the church's zone and the reader's words. Until hydrated it is written in
 * a zone the server shares and kept invisible, as the events' dates are: the reader's language
 * replaces it in the same space.
 */
export function SermonDate({ preachedAt, className }: { preachedAt: string; className?: string }) {
  const churchZone = useChurchTimeZone();
  const hydrated = useHydrated();
  const zone = hydrated ? { timeZone: churchZone } : SERVER_DATE_ZONE;
  const classes = [className, hydrated ? '' : 'local-time-pending'].filter(Boolean).join(' ');
  return (
    <time dateTime={preachedAt} className={classes || undefined}>
      {formatSermonDay(preachedAt, zone)}
    </time>
  );
}
