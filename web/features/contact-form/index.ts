/** The Contact Us form: on the contact page, and in a dialog where a page offers it. */
export { ContactDialog } from './ContactDialog.js';
export { ContactForm } from './ContactForm.js';
