import { Users } from 'lucide-react';
import { lazy } from 'react';
import { ADMINS_ONLY, type AdminSectionDescriptor } from '#web/admin/kit/index.js';

/** User Management: the members, loaded when it is opened. */
export const membersSection = {
  id: 'users',
  label: 'Users',
  title: 'User Management',
  subtitle: 'Members who registered to watch and chat',
  icon: Users,
  view: lazy(() =>
    import('./MemberManagement.js').then((module) => ({ default: module.MemberManagement })),
  ),
  roles: ADMINS_ONLY,
} satisfies AdminSectionDescriptor;
