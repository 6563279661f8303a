/** /LiveStream, loaded with its route. */
export const loadLiveStreamPage = () =>
  import('./LiveStreamPage.js').then((module) => module.LiveStreamPage);

/** The query key of the active streams, which the server fills in the page it sends. */
export { livestreamKeys } from './api/livestream-keys.js';

/** The member sign-in dialog the site header opens, loaded when someone reaches for it. */
export const loadMemberSignIn = () =>
  import('./access/MemberSignIn.js').then((module) => module.MemberSignIn);

/** The player of a recorded video by its link: the sermon pages play their replays in it. */
export { PlayerFacade, type PlayableVideo } from './player/PlayerFacade.js';
