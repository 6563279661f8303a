/** The Share Your Testimony form: on the testify page, and in a dialog where a page offers it. */
export { ShareTestimonyDialog } from './ShareTestimonyDialog.js';
export { ShareTestimonyForm } from './ShareTestimonyForm.js';
