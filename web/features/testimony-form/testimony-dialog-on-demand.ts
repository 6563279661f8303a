import { lazy } from 'react';

/**
 * The Share Your Testimony dialog, its code (the dialog kit, Radix's dialog) fetched when it
 * first renders: a page that offers it puts it under a Suspense boundary (OpenedOnce). Exported
 * lazily by the feature so that the testify page, which shows the form itself, never loads the
 * dialog's code.
 */
export const ShareTestimonyDialog = lazy(() =>
  import('./ShareTestimonyDialog.js').then((module) => ({ default: module.ShareTestimonyDialog })),
);
