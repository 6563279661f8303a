import type { SermonAudioType } from './schemas/sermons.js';

/**
 * The sermon media the site ships, served from the built front end (web/public). They are made
 * by scripts and committed: scripts/make-demo-audio.mjs and scripts/make-podcast-artwork.mjs.
 */

/** A few seconds of a soft chord: what the demo sermons play and their podcast episodes enclose. */
export const DEMO_SERMON_AUDIO_URL = '/demo/sermon-sample.mp3';

/** What a podcast enclosure and the player need to know of that file, as read from it. */
export const DEMO_SERMON_AUDIO = {
  url: DEMO_SERMON_AUDIO_URL,
  type: 'audio/mpeg' satisfies SermonAudioType,
  bytes: 48_384,
  /** 8.064 s, rounded up as uploads are. */
  durationSeconds: 9,
} as const;

/**
 * The square picture (1400 × 1400 JPEG, the smallest podcast directories take) a church's
 * podcasts show when it has set none, and a series' feed when the series has none.
 */
export const DEFAULT_PODCAST_ARTWORK_URL = '/podcast-artwork.jpg';
export const PODCAST_ARTWORK_PIXELS = 1400;
