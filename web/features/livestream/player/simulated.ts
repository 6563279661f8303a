import type { PublicStream } from '#shared/schemas/streams.js';

/**
 * The player's address for a recorded video joined `seconds` in, playing at once and without a
 * scrubbing bar: everyone watches the same moment, as in a live service.
 */
export function simulatedPlayerUrl(stream: PublicStream, seconds: number): string {
  const url = new URL(stream.embedUrl);
  url.searchParams.set('autoplay', '1');
  url.searchParams.set('controls', '0');
  if (stream.streamType === 'youtube') {
    url.searchParams.set('start', String(seconds));
    url.searchParams.set('disablekb', '1');
    return url.toString();
  }
  // Vimeo takes the moment in the fragment.
  url.hash = `t=${String(seconds)}s`;
  return url.toString();
}

/** A site upload plays in a video element of the page; YouTube and Vimeo in their players. */
export const isUploadedVideo = (stream: PublicStream) => stream.streamUrl.startsWith('/uploads/');
