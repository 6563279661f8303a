/** /LiveStream, loaded with its route. */
export const loadLiveStreamPage = () =>
  import('./LiveStreamPage.js').then((module) => module.LiveStreamPage);

/** The query key of the active streams, which the server fills in the page it sends. */
export { livestreamKeys } from './api/livestream-keys.js';
