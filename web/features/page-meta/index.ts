/** Each page's document title and description, as the server writes them on first load. */
export { usePageMeta } from './use-page-meta.js';
