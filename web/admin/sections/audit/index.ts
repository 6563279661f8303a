import { ScrollText } from 'lucide-react';
import { lazy } from 'react';
import { ADMINS_ONLY, type AdminSectionDescriptor } from '#web/admin/kit/index.js';

/** The Audit Log, loaded when it is opened. */
export const auditSection = {
  id: 'audit',
  label: 'Audit',
  title: 'Audit Log',
  subtitle: 'Every change staff made, newest first',
  icon: ScrollText,
  view: lazy(() => import('./AuditLog.js').then((module) => ({ default: module.AuditLog }))),
  roles: ADMINS_ONLY,
} satisfies AdminSectionDescriptor;
