import { CalendarClock, Play } from 'lucide-react';
import type { PublicStream } from '#shared/schemas/streams.js';
import { ChurchTime } from '#web/components/ChurchTime.js';
import { useChurchTimeZone } from '#web/features/settings/index.js';
import { dateFormat } from '#web/lib/date-format.js';
import { Watching } from '#web/features/livestream/live/Watching.js';
import { StartsCountdown } from '#web/features/livestream/schedule/StartsCountdown.js';
import { useStreamPhase } from '#web/features/livestream/use-service-clock.js';
import { PlatformIcon, platformLook, platformName } from './platforms.js';

const WHEN_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
};

interface StreamCardProps {
  stream: PublicStream;
  onChoose: (stream: PublicStream) => void;
}

/** One active stream in the picker: its platform's icon and colour, title and description. */
export function StreamCard({ stream, onChoose }: StreamCardProps) {
  const look = platformLook(stream.streamType);
  const churchZone = useChurchTimeZone();
  const phase = useStreamPhase(stream);
  const waiting = phase === 'before' && stream.scheduledDate !== null;
  return (
    <li className={`stream-card stream-card--${look}`}>
      <button
        type="button"
        className="stream-card__button"
        onClick={() => {
          onChoose(stream);
        }}
        aria-describedby={`stream-${stream._id}-description`}
      >
        <span className="stream-card__top">
          <span className="stream-card__platform">
            <PlatformIcon type={stream.streamType} size={22} />
            {platformName(stream.streamType)}
          </span>
          {phase === 'ended' ? (
            <span className="stream-card__ended">Ended</span>
          ) : stream.isLive ? (
            <span className="live-pill">
              <span className="live-pill__dot" aria-hidden="true" /> Live
            </span>
          ) : stream.scheduledDate && !waiting ? (
            <span className="stream-card__when">
              <CalendarClock aria-hidden="true" size={14} />
              <ChurchTime
                dateTime={stream.scheduledDate}
                churchZone={churchZone}
                format={({ locale, timeZone }) =>
                  dateFormat(locale, { ...WHEN_OPTIONS, timeZone }).format(
                    new Date(stream.scheduledDate ?? ''),
                  )
                }
              />
            </span>
          ) : null}
        </span>
        <span className="stream-card__title">{stream.title}</span>
        <Watching streamId={stream._id} className="stream-card__watching" />
        {waiting && stream.scheduledDate ? (
          <StartsCountdown startsAt={stream.scheduledDate} compact />
        ) : null}
        <span id={`stream-${stream._id}-description`} className="stream-card__description">
          {stream.description}
        </span>
        <span className="stream-card__cta" aria-hidden="true">
          {phase === 'on' ? (
            <>
              <Play size={16} /> {stream.isLive ? 'Join now' : 'Watch'}
            </>
          ) : (
            'Open'
          )}
        </span>
      </button>
    </li>
  );
}
