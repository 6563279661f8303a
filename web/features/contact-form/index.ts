/** The Contact Us form: on the contact page, and in a dialog (loaded when opened) where a page offers it. */
export { ContactDialog } from './contact-dialog-on-demand.js';
export { ContactForm } from './ContactForm.js';
