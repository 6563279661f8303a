import { Mail } from 'lucide-react';
import { lazy } from 'react';
import { EVERY_STAFF_ROLE, type AdminSectionDescriptor } from '#web/admin/kit/index.js';

/** Contact Management, loaded when it is opened. */
export const contactsSection = {
  id: 'contacts',
  label: 'Contacts',
  title: 'Contact Management',
  subtitle: 'Messages sent through the contact form',
  icon: Mail,
  view: lazy(() =>
    import('./ContactManagement.js').then((module) => ({ default: module.ContactManagement })),
  ),
  roles: EVERY_STAFF_ROLE,
} satisfies AdminSectionDescriptor;
