import { useCallback } from 'react';
import type { PublicStream } from '#shared/schemas/streams.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { useServerOffset } from '#web/features/livestream/api/get-server-offset.js';
import { ServiceEnded } from '#web/features/livestream/schedule/ServiceEnded.js';
import { ServiceStarting } from '#web/features/livestream/schedule/ServiceStarting.js';
import { simulatedPosition } from '#web/features/livestream/service-times.js';
import { useStreamPhase } from '#web/features/livestream/use-service-clock.js';
import { PlayerFacade } from './PlayerFacade.js';
import { isUploadedVideo, simulatedPlayerUrl } from './simulated.js';
import { UploadedVideo } from './UploadedVideo.js';

/** Whether the visitor has touched the page: a player may then start with its sound. */
const pageActivated = () =>
  typeof navigator !== 'undefined' && navigator.userActivation?.hasBeenActive === true;

/** A recorded video played as live, at the moment everyone else is watching. */
function SimulatedPlayer({ stream }: { stream: PublicStream }) {
  const offset = useServerOffset(stream._id, true);
  const skew = offset.data ?? 0;
  const startsAt = stream.scheduledDate;
  const livePosition = useCallback(
    () => simulatedPosition(startsAt, Date.now() + skew),
    [startsAt, skew],
  );
  // Joined once the server's clock is known (or failed to be), so nobody starts off the moment.
  if (offset.isPending) return <Skeleton height="min(56vw, 32rem)" />;
  if (isUploadedVideo(stream)) {
    return (
      <UploadedVideo src={stream.streamUrl} title={stream.title} livePosition={livePosition} />
    );
  }
  return (
    <PlayerFacade
      stream={stream}
      playerAt={() => simulatedPlayerUrl(stream, livePosition())}
      autoStart={pageActivated()}
    />
  );
}

/**
 * The player, or in its place the countdown before the start and the closing note after the
 * end; each switches at its moment.
 */
export function StagePlayer({ stream }: { stream: PublicStream }) {
  const phase = useStreamPhase(stream);
  if (phase === 'before' && stream.scheduledDate) {
    return <ServiceStarting startsAt={stream.scheduledDate} />;
  }
  if (phase === 'ended') return <ServiceEnded />;
  if (stream.videoDurationSeconds !== null && (stream.embedUrl || isUploadedVideo(stream))) {
    return <SimulatedPlayer stream={stream} />;
  }
  return <PlayerFacade key={stream._id} stream={stream} />;
}
