/** The frame of the public pages: header, the page, footer and the Quick Chat bubble. */
export { SiteLayout } from './SiteLayout.js';

/** Opens the member sign-in dialog the header hosts (a page asking a visitor to sign in). */
export { openMemberSignIn } from './member-sign-in.js';
