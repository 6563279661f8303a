/**
 * The sermon library's pages, each loaded with its route: the library, one sermon, one series.
 */
export const loadSermonsPage = () =>
  import('./SermonsPage.js').then((module) => module.SermonsPage);
export const loadSermonPage = () => import('./SermonPage.js').then((module) => module.SermonPage);
export const loadSermonSeriesPage = () =>
  import('./SermonSeriesPage.js').then((module) => module.SermonSeriesPage);

/** The library's query keys, which the server fills in the page it sends. */
export { sermonsKeys } from './sermons-keys.js';
