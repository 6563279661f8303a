/** The Share Your Testimony form: on the testify page, and in a dialog (loaded when opened) where a page offers it. */
export { ShareTestimonyDialog } from './testimony-dialog-on-demand.js';
export { ShareTestimonyForm } from './ShareTestimonyForm.js';
