import { lazy } from 'react';

/** The Live Moderation section, loaded when a moderator opens it. */
export const LiveModeration = lazy(() =>
  import('./LiveModeration.js').then((module) => ({ default: module.LiveModeration })),
);

/** Acting on a post's sender from a card's Sender menu (also used by Comment Management). */
export { useSanctionSender, type SanctionTarget } from './use-sanction-sender.js';
