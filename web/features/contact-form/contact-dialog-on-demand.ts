import { lazy } from 'react';

/**
 * The Contact Us dialog, its code (the dialog kit, Radix's dialog) fetched when it first renders:
 * a page that offers it puts it under a Suspense boundary (OpenedOnce). Exported lazily by the
 * feature so that the contact page, which shows the form itself, never loads the dialog's code.
 */
export const ContactDialog = lazy(() =>
  import('./ContactDialog.js').then((module) => ({ default: module.ContactDialog })),
);
