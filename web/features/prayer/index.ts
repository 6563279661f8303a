/** /prayer, loaded with its route: the prayer request form and the prayer wall. */
export const loadPrayerPage = () => import('./PrayerPage.js').then((module) => module.PrayerPage);
