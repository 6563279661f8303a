import { lazy } from 'react';

/** The Outbox section (admins only): every email the site sends, loaded when opened. */
export const MailOutbox = lazy(() =>
  import('./MailOutbox.js').then((module) => ({ default: module.MailOutbox })),
);
