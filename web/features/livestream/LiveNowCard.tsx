import { CalendarClock, Play, Tv } from 'lucide-react';
import type { PublicStream } from '#shared/schemas/streams.js';
import { Button } from '#web/components/Button.js';
import { ChurchTime } from '#web/components/ChurchTime.js';
import { useChurchTimeZone } from '#web/features/settings/index.js';
import { dateFormat } from '#web/lib/date-format.js';
import { PlatformIcon, platformName } from './picker/platforms.js';
import { StartsCountdown } from './schedule/StartsCountdown.js';
import { useStreamPhase } from './use-service-clock.js';

const WHEN_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  hour: 'numeric',
  minute: '2-digit',
};

interface LiveNowCardProps {
  streams: PublicStream[] | undefined;
  onChoose: (stream: PublicStream) => void;
}

/** Beside the hero on wide screens: the service that is live now, or the next one. */
export function LiveNowCard({ streams, onChoose }: LiveNowCardProps) {
  const featured = streams?.[0];
  const churchZone = useChurchTimeZone();
  const phase = useStreamPhase(featured);
  if (!featured) {
    return (
      <div className="live-now live-now--quiet" aria-hidden="true">
        <Tv size={40} />
      </div>
    );
  }
  return (
    <div className="live-now">
      <p className="live-now__label">
        {phase === 'ended' ? (
          <span className="live-now__next">Ended</span>
        ) : featured.isLive ? (
          <span className="live-pill">
            <span className="live-pill__dot" aria-hidden="true" /> Live now
          </span>
        ) : (
          <span className="live-now__next">
            <CalendarClock aria-hidden="true" size={16} /> Up next
          </span>
        )}
        <span className="live-now__platform">
          <PlatformIcon type={featured.streamType} size={18} /> {platformName(featured.streamType)}
        </span>
      </p>
      <p className="live-now__title">{featured.title}</p>
      {phase === 'before' && featured.scheduledDate ? (
        <StartsCountdown startsAt={featured.scheduledDate} />
      ) : phase === 'ended' ? (
        <p className="live-now__when">This service has ended</p>
      ) : !featured.isLive && featured.scheduledDate ? (
        <p className="live-now__when">
          <ChurchTime
            dateTime={featured.scheduledDate}
            churchZone={churchZone}
            format={({ locale, timeZone }) =>
              dateFormat(locale, { ...WHEN_OPTIONS, timeZone }).format(
                new Date(featured.scheduledDate ?? ''),
              )
            }
          />
        </p>
      ) : (
        <p className="live-now__when">{featured.description}</p>
      )}
      <Button
        variant={featured.isLive ? 'primary' : 'outline'}
        block
        onClick={() => {
          onChoose(featured);
        }}
      >
        {phase === 'on' ? <Play aria-hidden="true" size={16} /> : null}
        {featured.isLive && phase === 'on' ? 'Join the service' : 'Open'}
      </Button>
    </div>
  );
}
