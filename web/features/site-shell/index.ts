/** The frame of the public pages: header, the page, footer and the Quick Chat bubble. */
export { SiteLayout } from './SiteLayout.js';
