/** What the church says about itself on the public pages. */
export { useSiteContent } from './get-site-content.js';
export { siteContentKeys } from './site-content-keys.js';
