import { lazy } from 'react';

/** /Contact, loaded with its route: the contact form and every other way to reach the church. */
export const ContactPage = lazy(() =>
  import('./ContactPage.js').then((module) => ({ default: module.ContactPage })),
);
