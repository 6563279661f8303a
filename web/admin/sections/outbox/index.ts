import { Send } from 'lucide-react';
import { lazy } from 'react';
import { ADMINS_ONLY, type AdminSectionDescriptor } from '#web/admin/kit/index.js';

/** The Email Outbox: every email the site sends, loaded when it is opened. */
export const outboxSection = {
  id: 'outbox',
  label: 'Outbox',
  title: 'Email Outbox',
  subtitle: 'Every email the site sends, and where it stands',
  icon: Send,
  view: lazy(() => import('./MailOutbox.js').then((module) => ({ default: module.MailOutbox }))),
  roles: ADMINS_ONLY,
} satisfies AdminSectionDescriptor;
