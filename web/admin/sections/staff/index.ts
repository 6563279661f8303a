import { UserCog } from 'lucide-react';
import { lazy } from 'react';
import { ADMINS_ONLY, type AdminSectionDescriptor } from '#web/admin/kit/index.js';

/** Staff accounts, loaded when it is opened. */
export const staffSection = {
  id: 'staff',
  label: 'Staff',
  title: 'Staff',
  subtitle: 'Who signs in to this panel, and what each may do',
  icon: UserCog,
  view: lazy(() =>
    import('./StaffManagement.js').then((module) => ({ default: module.StaffManagement })),
  ),
  roles: ADMINS_ONLY,
} satisfies AdminSectionDescriptor;
