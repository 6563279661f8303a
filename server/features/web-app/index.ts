/** The front end: built pages and assets, each page's metadata, the history fallback. */
export { webApp } from './web-app.js';
export { builtPageScriptHashes } from './inline-scripts.js';
export { loadPageRenderer } from './page-render.js';
