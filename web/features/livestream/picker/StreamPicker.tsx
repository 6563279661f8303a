import './picker.css';
import { RotateCw, Tv } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '#shared/messages.js';
import type { PublicStream } from '#shared/schemas/streams.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { EmptyState } from '#web/components/EmptyState.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { StreamCard } from './StreamCard.js';

interface StreamPickerProps {
  streams: PublicStream[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onChoose: (stream: PublicStream) => void;
}

/** The platform picker, with its loading, empty and error states. */
export function StreamPicker({
  streams,
  isLoading,
  isError,
  onRetry,
  onChoose,
}: StreamPickerProps) {
  const [errorDismissed, setErrorDismissed] = useState(false);

  if (isLoading) {
    return (
      <div className="picker" aria-busy="true">
        <p className="picker__status" role="status">
          {MESSAGES.streams.loading}
        </p>
        <ul className="picker__grid" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className="stream-card stream-card--loading">
              <Skeleton width="40%" height="1.25rem" />
              <Skeleton width="85%" height="1.6rem" />
              <Skeleton height="3rem" />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (isError) {
    return (
      <div className="picker">
        {errorDismissed ? null : (
          <Banner
            tone="error"
            onDismiss={() => {
              setErrorDismissed(true);
            }}
          >
            {MESSAGES.streams.loadFailed}
          </Banner>
        )}
        <EmptyState
          icon={Tv}
          title={MESSAGES.streams.empty}
          action={
            <Button variant="outline" onClick={onRetry}>
              <RotateCw aria-hidden="true" size={16} /> Try again
            </Button>
          }
        />
      </div>
    );
  }

  if (!streams || streams.length === 0) {
    return (
      <div className="picker">
        <EmptyState icon={Tv} title={MESSAGES.streams.empty}>
          Our next services are listed below. Come back then, or refresh this page when we go live.
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="picker">
      <ul className="picker__grid" aria-label="Choose a livestream">
        {streams.map((stream) => (
          <StreamCard key={stream._id} stream={stream} onChoose={onChoose} />
        ))}
      </ul>
    </div>
  );
}
