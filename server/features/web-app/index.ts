/** The front end: built pages and assets, each page's metadata, the history fallback. */
export { webApp } from './web-app.js';
