import { lazy } from 'react';

/** The Live Moderation section, loaded when a moderator opens it. */
export const LiveModeration = lazy(() =>
  import('./LiveModeration.js').then((module) => ({ default: module.LiveModeration })),
);
