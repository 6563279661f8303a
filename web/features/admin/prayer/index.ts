import { lazy } from 'react';

/** The Prayer Requests section, loaded when staff open it. */
export const PrayerQueue = lazy(() =>
  import('./PrayerQueue.js').then((module) => ({ default: module.PrayerQueue })),
);
