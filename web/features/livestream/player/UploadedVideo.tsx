import { Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** A second of slack: the element's own clock drifts a little from the page's. */
const AHEAD_SLACK_SECONDS = 1;

interface UploadedVideoProps {
  src: string;
  title: string;
  /** The live position now, in seconds: where a late joiner starts and how far one may seek. */
  livePosition: () => number;
}

/**
 * A recorded video from the site's uploads played as live: it starts at the live position,
 * muted so the browser lets it play at once (with a button to unmute), and seeking ahead of the
 * live moment snaps back to it.
 */
export function UploadedVideo({ src, title, livePosition }: UploadedVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    const join = () => {
      element.currentTime = livePosition();
      void element.play().catch(() => undefined);
    };
    const holdBack = () => {
      const live = livePosition();
      if (element.currentTime > live + AHEAD_SLACK_SECONDS) element.currentTime = live;
    };
    if (element.readyState >= 1) join();
    element.addEventListener('loadedmetadata', join);
    element.addEventListener('seeking', holdBack);
    element.addEventListener('timeupdate', holdBack);
    return () => {
      element.removeEventListener('loadedmetadata', join);
      element.removeEventListener('seeking', holdBack);
      element.removeEventListener('timeupdate', holdBack);
    };
  }, [livePosition]);

  return (
    <div className="player">
      <video
        ref={video}
        className="player__frame"
        src={src}
        title={title}
        muted={muted}
        autoPlay
        playsInline
        preload="auto"
      />
      <button
        type="button"
        className="player__unmute"
        aria-pressed={!muted}
        onClick={() => {
          setMuted((value) => !value);
        }}
      >
        {muted ? (
          <VolumeX aria-hidden="true" size={18} />
        ) : (
          <Volume2 aria-hidden="true" size={18} />
        )}
        {muted ? 'Unmute' : 'Mute'}
      </button>
    </div>
  );
}
